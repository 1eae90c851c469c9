import FolioPlist

/// The memo app's own layout: account name → array of `{title, createTime, detail}`.
struct MemoPlistReader {
    let file: DataFile
    var workers = 1

    /// Accounts in name order; two keys Swift compares equal (NFC and NFD forms) stay two
    /// accounts here, in file order, and are joined with their memos later. Accounts are read
    /// on up to `workers` threads; their problems are reported in account order.
    func accounts(in root: [PlistEntry], diagnostics: inout Diagnostics) -> [Account] {
        for (key, count) in root.repeatedKeys {
            diagnostics.warn(at: file.location.appending("account \(key.quotedForMessage)"),
                             "the key stands \(count) times in the top dict; its memos are all published, as one account")
        }
        let ordered = root.indices.sorted { (root[$0].key, $0) < (root[$1].key, $1) }.map { root[$0] }
        let read = Parallel.map(ordered.count, workers: workers) { index -> (Account, [FolioError]) in
            var found = Diagnostics()
            let account = account(name: ordered[index].key, value: ordered[index].value, diagnostics: &found)
            return (account, found.problems)
        }
        for problem in read.flatMap(\.1) { diagnostics.report(problem) }
        return read.map(\.0)
    }

    private func account(name: String, value: PlistValue, diagnostics: inout Diagnostics) -> Account {
        let accountLocation = file.location.appending("account \(name.quotedForMessage)")
        guard case .array(let entries) = value else {
            diagnostics.report(FolioError(at: accountLocation, "is \(FieldValue(plist: value).summary), expected an array of memos"))
            return Account(name: name.inert, memos: [])
        }
        var memos: [Memo] = []
        for (index, entry) in entries.enumerated() {
            let location = accountLocation.appending("memo \(index + 1)")
            guard case .dict(let fields) = entry else {
                diagnostics.report(FolioError(
                    at: location, "is \(FieldValue(plist: entry).summary), expected a dict of {title, createTime, detail}"))
                continue
            }
            for (key, count) in fields.repeatedKeys {
                diagnostics.warn(at: location, "key \(key.quotedForMessage) stands \(count) times; the last one is read")
            }
            let record = MemoRecord(
                title: FieldValue(plist: fields["title"]),
                createTime: FieldValue(plist: fields["createTime"]),
                detail: FieldValue(plist: fields["detail"]),
                location: location)
            do {
                if let memo = try record.memo(diagnostics: &diagnostics) { memos.append(memo) }
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return Account(name: name.inert, memos: memos)
    }
}
