/// Where each item of the root dict's arrays lies in the file (the memo app's accounts and their
/// memos), as a parse that notes them finds it (`XMLPlistParser.parseNotingItems`).
extension XMLPlistParser {
    /// A root key, and the byte range of each item of its array (from the item's open tag to
    /// just past its end); no items when the value is not an array.
    public struct RootArray: Equatable, Sendable {
        public let key: String
        public let items: [Range<Int>]
    }
}
