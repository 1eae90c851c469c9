/// Where each item of the root dict's arrays lies in the file (the memo app's accounts and their
/// memos), for a build that later tells which memo's bytes changed (`DetailEdit` in FolioCore).
extension XMLPlistParser {
    /// A root key, and the byte range of each item of its array (from the item's open tag to
    /// just past its end); no items when the value is not an array.
    public struct RootArray: Equatable, Sendable {
        public let key: String
        public let items: [Range<Int>]
    }

    /// The root dict's entries in file order, read by tags alone. Nil when the root is not a dict
    /// or anything cannot be read that way; a caller uses this only on bytes that parsed.
    public static func rootArrays(in bytes: [UInt8]) -> [RootArray]? {
        var parser = XMLPlistParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        do {
            try parser.skipMisc()
            guard case let plist = try parser.openTag(), plist.name == "plist", !plist.selfClosing else { return nil }
            try parser.skipMisc()
            guard case let root = try parser.openTag(), root.name == "dict", !root.selfClosing else { return nil }
            var arrays: [RootArray] = []
            while let keyTag = try parser.childTag(closing: "dict") {
                guard keyTag.name == "key" else { return nil }
                let key = keyTag.selfClosing ? "" : try parser.text(closing: "key")
                guard let value = try parser.childTag(closing: "dict") else { return nil }
                var items: [Range<Int>] = []
                if value.name == "array", !value.selfClosing {
                    while true {
                        try parser.skipMisc()
                        let start = parser.index
                        guard let item = try parser.childTag(closing: "array") else { break }
                        parser.index = item.selfClosing ? parser.index : try RootChildren.end(ofElementFrom: parser.index, in: bytes)
                        items.append(start..<parser.index)
                    }
                } else if !value.selfClosing {
                    parser.index = try RootChildren.end(ofElementFrom: parser.index, in: bytes)
                }
                arrays.append(RootArray(key: key, items: items))
            }
            return arrays
        } catch {
            return nil
        }
    }
}
