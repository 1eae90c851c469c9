/// The memo app's own layout: account name → array of `{title, createTime, detail}`.
struct MemoPlistReader {
    let file: DataFile

    func accounts(in root: [String: PlistValue], diagnostics: inout Diagnostics) -> [Account] {
        root.keys.sorted().map { name in
            let accountLocation = file.location.appending("account \(name.quotedForMessage)")
            guard case .array(let entries) = root[name] else {
                diagnostics.report(FolioError(
                    at: accountLocation,
                    "is \(FieldValue(plist: root[name]).summary), expected an array of memos"))
                return Account(name: name, memos: [])
            }
            var memos: [Memo] = []
            for (index, entry) in entries.enumerated() {
                let location = accountLocation.appending("memo \(index + 1)")
                guard case .dict(let fields) = entry else {
                    diagnostics.report(FolioError(
                        at: location, "is \(FieldValue(plist: entry).summary), expected a dict of {title, createTime, detail}"))
                    continue
                }
                let record = MemoRecord(
                    title: FieldValue(plist: fields["title"]),
                    createTime: FieldValue(plist: fields["createTime"]),
                    detail: FieldValue(plist: fields["detail"]),
                    location: location
                )
                do {
                    if let memo = try record.memo(diagnostics: &diagnostics) { memos.append(memo) }
                } catch {
                    diagnostics.report(error, at: location)
                }
            }
            return Account(name: name, memos: memos)
        }
    }
}
