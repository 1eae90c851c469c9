extension String {
    /// The text with what could act rather than read removed: control characters (but tab and
    /// line breaks), bidirectional embeddings, overrides and isolates, and any mark joined to an
    /// HTML-special character (`< > & " '`) that would hide it from a per-character HTML escaper.
    package var inert: String {
        mayNeedCleaning ? cleaned : self
    }

    /// `inert` without the quick look first.
    package var cleaned: String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars where !Self.isActive(scalar) {
            scalars.append(scalar)
        }
        var text = String(scalars)
        while let index = text.firstIndex(where: { $0.unicodeScalars.count > 1 && $0.unicodeScalars.contains(where: Self.isHTMLSpecial) }) {
            let specials = String(String.UnicodeScalarView(text[index].unicodeScalars.filter(Self.isHTMLSpecial)))
            text.replaceSubrange(index...index, with: specials)
        }
        return text
    }

    /// A quick look at the bytes: false when there is surely nothing to remove (almost always).
    /// Eight bytes at a time where none is a control (but tab and line breaks), 0x7F, a lead
    /// byte of the C1 controls (0xC2) or of the bidi controls (0xE2), or an HTML-special
    /// character beside a non-ASCII one.
    private var mayNeedCleaning: Bool {
        var copy = self
        return copy.withUTF8 { bytes in
            var previous: UInt8 = 0
            var index = 0
            while index < bytes.count {
                if index + ByteWord.size <= bytes.count, Self.isPlain(ByteWord(bytes, at: index)),
                   !Self.joinsSpecialAndNonASCII(previous, bytes[index]) {
                    previous = bytes[index + ByteWord.size - 1]
                    index += ByteWord.size
                    continue
                }
                for offset in index..<min(index + ByteWord.size, bytes.count) {
                    if Self.mayNeedCleaning(bytes, at: offset, after: previous) { return true }
                    previous = bytes[offset]
                }
                index += ByteWord.size
            }
            return false
        }
    }

    private static func isPlain(_ word: ByteWord) -> Bool {
        // Line breaks and tabs are kept: a word that holds one (most words of a long text hold
        // a line break every few dozen bytes) needs no byte-by-byte look. Most words hold no
        // byte under 0x20 at all, so the three are looked for only in those that do.
        let controls = word.mask(below: 0x20)
        if controls != 0, controls & ~(word.mask(equalTo: 0x0A) | word.mask(equalTo: 0x0D) | word.mask(equalTo: 0x09)) != 0 { return false }
        if word.contains(0x7F) || word.contains(0xC2) || word.contains(0xE2) { return false }
        // `"`, `&` and `'` are among 0x22...0x27, `<` and `>` among 0x3C...0x3E: a word with none
        // of those ranges holds none of them (one in range that is not special, as `%`, only
        // costs the byte-by-byte look).
        return !word.containsNonASCII || !(word.containsByte(between: 0x21, and: 0x28) || word.containsByte(between: 0x3B, and: 0x3F))
    }

    private static func joinsSpecialAndNonASCII(_ previous: UInt8, _ byte: UInt8) -> Bool {
        byte >= 0x80 && isHTMLSpecialByte(previous) || isHTMLSpecialByte(byte) && previous >= 0x80
    }

    private static func mayNeedCleaning(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, after previous: UInt8) -> Bool {
        let byte = bytes[index]
        switch byte {
        case 0x09, 0x0A, 0x0D: break
        case 0x00...0x1F, 0x7F: return true
        case 0xC2: if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
        case 0xE2:
            if index + 2 < bytes.count {
                let (second, third) = (bytes[index + 1], bytes[index + 2])
                if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) { return true }
            }
        default: break
        }
        return joinsSpecialAndNonASCII(previous, byte)
    }

    private static func isHTMLSpecialByte(_ byte: UInt8) -> Bool {
        byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27
    }

    private static func isActive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func isHTMLSpecial(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\"" || scalar == "'"
    }
}
