extension StringProtocol {
    /// Without white space at either end: found from each end, so a long text costs no more
    /// than its ends.
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
