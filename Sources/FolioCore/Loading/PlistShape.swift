import FolioPlist

/// What a property list's records look like: the memo app's, Folio's book layout, or neither.
enum PlistShape {
    /// Keys without which no memo can be published; `title` alone is too common to tell.
    static let memoKeys = ["createTime", "detail"]
    static let bookKeys = ["bookName", "authorName"]

    /// A dict (not a keyed archive) whose values are arrays, at least one holding a dict with a
    /// memo's keys, or all of them empty (accounts with no memos yet).
    static func isMemos(_ root: PlistValue) -> Bool {
        guard case .dict(let entries) = root, !entries.isEmpty, entries["$archiver"] == nil else { return false }
        var arrays = 0
        for entry in entries {
            guard case .array(let items) = entry.value else { continue }
            arrays += 1
            if items.contains(where: { hasKey(memoKeys, $0) }) { return true }
            if !items.isEmpty { return false }
        }
        return arrays == entries.count
    }

    /// An array holding at least one dict with a book's name or author.
    static func isBooks(_ root: PlistValue) -> Bool {
        guard case .array(let items) = root else { return false }
        return items.contains { hasKey(bookKeys, $0) }
    }

    private static func hasKey(_ keys: [String], _ value: PlistValue) -> Bool {
        guard case .dict(let fields) = value else { return false }
        return keys.contains { fields[$0] != nil }
    }

    /// What the root holds, for "not a Folio data file (found …)".
    static func describe(_ root: PlistValue) -> String {
        switch root {
        case .dict(let entries) where entries["$archiver"] != nil:
            return "something that names \(FieldValue(plist: entries["$archiver"]).summary) as its archiver, but is not a keyed archive: it lacks $top or $objects"
        case .dict(let entries):
            let sorted = entries.map(\.key).sorted { $0.precedesInByteOrder($1) }
            let keys = sorted.prefix(3).map(\.quotedForMessage).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
            return "a property list whose root is a dict of \(entries.count) key\(entries.count == 1 ? "" : "s") (\(keys)) and no memos with createTime or detail"
        case .array(let items):
            return "a property list whose root is an array of \(items.count) item\(items.count == 1 ? "" : "s"), none of them a book with bookName or authorName"
        default:
            return "a property list whose root is \(FieldValue(plist: root).summary)"
        }
    }
}
