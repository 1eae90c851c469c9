import FolioBase

extension String {
    /// The string without white space (new lines included) at either end.
    package var trimmingWhitespace: String {
        // Most strings start and end with a visible ASCII character: nothing to trim, and no
        // need to break them into characters (a character's first scalar says whether it is
        // white space, and no white space joins the character before it).
        if let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last) { return self }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
