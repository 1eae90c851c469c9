/// Finding text ahead, and the parse's errors with their line and column.
extension XMLPlistParser {
    func range(of text: String, from start: Int) -> Int? {
        let needle = Array(text.utf8)
        var position = start
        while let found = bytes[position...].firstIndex(of: needle[0]) {
            if bytes[found...].starts(with: needle) { return found }
            position = found + 1
        }
        return nil
    }

    func failure(_ message: String, at offset: Int? = nil) -> PlistError {
        let position = min(offset ?? index, bytes.count)
        let before = bytes[..<position]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = position - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return .malformed("XML plist line \(line), column \(column): \(message)")
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += String(scalar).utf8.count
        }
        return offset
    }
}
