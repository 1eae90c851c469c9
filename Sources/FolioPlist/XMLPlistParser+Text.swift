import Foundation

/// Character data: texts with their entities, CDATA sections and line ends resolved, each
/// checked as UTF-8 as it becomes a string, and a note of the bytes the parse passes over unread.
extension XMLPlistParser {
    /// Character data up to `</name>`, with entities, CDATA sections and line ends resolved.
    mutating func text(closing name: String) throws -> String {
        var out: [UInt8] = []
        var plainStart = index
        // Where the next `<` is, found once and kept while entities and line ends come before it:
        // found again for each one, a text of many `&lt;`s was read again to its end each time.
        var nextTag: Int?
        while true {
            if let tag = nextTag, tag < index { nextTag = nil }
            guard let stop = nextTextStop(from: index, nextTag: &nextTag) else { throw failure("ends inside <\(name)>") }
            if stop > plainStart, out.isEmpty, bytes[stop] == UInt8(ascii: "<"), !starts("<![CDATA[", at: stop) {
                let string = try validString(bytes[plainStart..<stop])
                index = stop
                try closeTag(name)
                return string
            }
            out.append(contentsOf: bytes[plainStart..<stop])
            index = stop
            switch bytes[stop] {
            case 0x0D:
                out.append(0x0A)
                index += starts("\r\n", at: stop) ? 2 : 1
            case UInt8(ascii: "&"):
                try entity(into: &out)
            default:
                if starts("<![CDATA[") {
                    guard let end = range(of: "]]>", from: index + 9) else { throw failure("has an unfinished CDATA section") }
                    out.append(contentsOf: bytes[(index + 9)..<end])
                    index = end + 3
                } else if starts("<!--") {
                    try skip(past: "-->")
                } else {
                    try closeTag(name)
                    return try validString(out[...])
                }
            }
            plainStart = index
        }
    }

    /// The offset of the next `<`, `&` or carriage return from `start`, if any. Every text of
    /// the file passes through here: `memchr` finds the `<` that ends it (unless `nextTag`
    /// already knows it), then looks before that for the other two, many bytes a step where a
    /// loop over bytes takes one.
    private func nextTextStop(from start: Int, nextTag: inout Int?) -> Int? {
        let known = nextTag
        let (stop, tag) = bytes.withUnsafeBufferPointer { buffer -> (Int?, Int) in
            guard start < buffer.count, let base = buffer.baseAddress else { return (nil, buffer.count) }
            func first(_ byte: UInt8, before end: Int) -> Int? {
                memchr(base + start, Int32(byte), end - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
            }
            let tag = known ?? first(UInt8(ascii: "<"), before: buffer.count) ?? buffer.count
            var stop = tag
            if let ampersand = first(UInt8(ascii: "&"), before: stop) { stop = ampersand }
            if let carriageReturn = first(0x0D, before: stop) { stop = carriageReturn }
            return (stop < buffer.count ? stop : nil, tag)
        }
        nextTag = tag
        return stop
    }

    /// Appends the character the entity at `index` stands for.
    private mutating func entity(into out: inout [UInt8]) throws {
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw failure("has an unfinished entity") }
        let name = bytes[(index + 1)..<end]
        index = end + 1
        for (named, character) in Self.namedEntities where name.elementsEqual(named) {
            out.append(character)
            return
        }
        let text = String(decoding: name, as: UTF8.self)
        let digits = text.dropFirst(text.hasPrefix("#x") ? 2 : 1)
        if text.hasPrefix("#"), let code = UInt32(digits, radix: text.hasPrefix("#x") ? 16 : 10),
           let scalar = Unicode.Scalar(code), code != 0 {
            out.append(contentsOf: String(scalar).utf8)
            return
        }
        throw failure("has the entity &\(text); which a plist cannot hold")
    }

    /// The five entities XML names, each standing for one ASCII character.
    private static let namedEntities: [(name: [UInt8], character: UInt8)] = [
        (Array("lt".utf8), UInt8(ascii: "<")), (Array("gt".utf8), UInt8(ascii: ">")), (Array("amp".utf8), UInt8(ascii: "&")),
        (Array("quot".utf8), UInt8(ascii: "\"")), (Array("apos".utf8), UInt8(ascii: "'")),
    ]

    /// A string of `text`, which must be valid UTF-8 (the error names the first invalid byte of the file).
    func validString(_ text: ArraySlice<UInt8>) throws -> String {
        guard let string = text.withContiguousStorageIfAvailable(String.init(validUTF8:)) ?? String(validating: text, as: UTF8.self) else {
            throw failure("is not valid UTF-8", at: Self.firstInvalidUTF8(in: bytes))
        }
        return string
    }

    /// Notes whether bytes the parse passes over without reading hold any over 0x7F.
    mutating func noteSkipped(_ range: Range<Int>) {
        guard !skippedNonASCII, !range.isEmpty else { return }
        skippedNonASCII = bytes.withUnsafeBufferPointer { buffer in range.contains { buffer[$0] >= 0x80 } }
    }
}
