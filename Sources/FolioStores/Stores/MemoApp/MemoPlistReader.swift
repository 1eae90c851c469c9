import FolioParallel
import FolioPlist
import FolioBase
import FolioModel

/// The memo app's own layout: account name → array of `{title, createTime, detail}`.
package struct MemoPlistReader {
    package let file: DataFile
    package var workers = 1

    /// Accounts in name order; two keys Swift compares equal (NFC and NFD forms) stay two
    /// accounts here, in file order, and are joined with their memos later. Accounts are read
    /// on up to `workers` threads; their problems are reported in account order.
    package func accounts(in root: [PlistEntry], diagnostics: inout Diagnostics) -> [Notebook] {
        for (key, count) in root.repeatedKeys {
            diagnostics.warn(at: file.location.appending("account \(key.quotedForMessage)"),
                             "the key stands \(count) times in the top dict; its memos are all published, as one account")
        }
        let read = Parallel.map(root.count, workers: workers) { index -> (account: Notebook, problems: [FolioError]) in
            var found = Diagnostics()
            let account = account(name: root[index].key, value: root[index].value, diagnostics: &found)
            return (account, found.problems)
        }
        let ordered = root.indices.sorted { (root[$0].key, $0) < (root[$1].key, $1) }
        for index in ordered {
            for problem in read[index].problems { diagnostics.report(problem) }
        }
        return ordered.map { read[$0].account }
    }

    private func account(name: String, value: PlistValue, diagnostics: inout Diagnostics) -> Notebook {
        let accountLocation = file.location.appending("account \(name.quotedForMessage)")
        guard case .array(let entries) = value else {
            diagnostics.report(FolioError(at: accountLocation, "is \(FieldValue(plist: value).summary), expected an array of memos"))
            return Notebook(name: name.inert, notes: [])
        }
        var notes: [Note] = []
        for (index, entry) in entries.enumerated() {
            if var memo = memo(entry, at: accountLocation.appending("memo \(index + 1)"), diagnostics: &diagnostics) {
                // The memo app keeps no id: a memo's place in its account's array names its page.
                memo.stableID = String(index + 1)
                notes.append(memo)
            }
        }
        return Notebook(name: name.inert, notes: notes)
    }

    /// The memo one item of an account's array holds, or nil (its problems reported) when it holds none.
    package func memo(_ entry: PlistValue, at location: SourceLocation, diagnostics: inout Diagnostics) -> Note? {
        guard case .dict(let fields) = entry else {
            diagnostics.report(FolioError(
                at: location, "is \(FieldValue(plist: entry).summary), expected a dict of {title, createTime, detail}"))
            return nil
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
            return try record.memo(diagnostics: &diagnostics)
        } catch {
            diagnostics.report(error, at: location)
            return nil
        }
    }
}
