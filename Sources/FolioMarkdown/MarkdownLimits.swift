/// The shapes of Markdown that libcmark 0.30.2 (Debian's) parses in quadratic time, bounded:
/// blocks nested very deep (`>>>>…` or `- - - …`, then emphasis), many `[` left open in one
/// paragraph (`![[]()` repeated), and sheer size. A text beyond a limit is published as plain
/// text instead (see `plainText(_:)`). The README's trust section lists these values.
public enum MarkdownLimits {
    /// Bytes of Markdown in one text.
    public static let size = 1 << 20
    /// Quote and list markers opening one line.
    public static let nesting = 100
    /// `[` not yet closed at any point of one paragraph.
    public static let openBrackets = 100
    /// Texts shorter than this are not checked: whatever their shape, libcmark renders them in
    /// a few milliseconds (a 16 KiB text of the worst known shape takes about 0.07 s).
    public static let checkedSize = 16 * 1024

    /// Why `text` is beyond a limit, in plain words, or nil when it is within them all.
    public static func problem(in text: String) -> String? {
        let count = text.utf8.count
        if count < checkedSize { return nil }
        if count > size {
            return "is \(count) bytes of Markdown, more than the \(size) Folio renders"
        }
        var copy = text
        return copy.withUTF8 { bytes in
            var line = 1
            var start = 0
            var open = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                let depth = markers(bytes, start, end)
                if depth > nesting {
                    return "nests \(depth) quotes or lists on line \(line), more than the \(nesting) Folio renders"
                }
                if isBlank(bytes, start, end) { open = 0 }
                open = brackets(bytes, start, end, open: open)
                if open > openBrackets {
                    return "leaves more than \(openBrackets) [ brackets open in the paragraph at line \(line), more than Folio renders"
                }
                if end < bytes.count, bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A { end += 1 }
                start = end + 1
                line += 1
            }
            return nil
        }
    }

    /// How many quote (`>`) and list (`-`, `+`, `*`, `1.`, `1)`) markers open the line.
    private static func markers(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var index = start
        var depth = 0
        func skipSpaces() { while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skipSpaces()
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*"),
                      index + 1 == end || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09 {
                index += 1
            } else if (0x30...0x39).contains(byte) {
                var digits = index
                while digits < end, digits - index < 9, (0x30...0x39).contains(bytes[digits]) { digits += 1 }
                guard digits < end, bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")"),
                      digits + 1 == end || bytes[digits + 1] == 0x20 || bytes[digits + 1] == 0x09 else { break }
                index = digits + 1
            } else {
                break
            }
            depth += 1
            skipSpaces()
        }
        return depth
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        (start..<end).allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
    }

    /// The `[` still open after the line, `\` escapes skipped.
    private static func brackets(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, open: Int) -> Int {
        var open = open
        var index = start
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): open += 1
            case UInt8(ascii: "]"): open = max(0, open - 1)
            default: break
            }
            index += 1
        }
        return open
    }

    /// Markdown that libcmark renders as `text`, read as plain text, in linear time: every ASCII
    /// punctuation mark is escaped with `\`, so nothing opens a quote, list, link or emphasis;
    /// lines keep their breaks (a `\` at a line's end) and blank lines part paragraphs.
    public static func plainText(_ text: String) -> String {
        var lines: [ArraySlice<UInt8>] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            lines.append(bytes[start..<end])
            if end < bytes.count, bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A { end += 1 }
            start = end + 1
        }
        func hasText(_ line: ArraySlice<UInt8>) -> Bool { line.contains { $0 != 0x20 && $0 != 0x09 } }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for (index, line) in lines.enumerated() {
            for byte in line {
                if isASCIIPunctuation(byte) { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            guard index + 1 < lines.count else { break }
            if hasText(line), hasText(lines[index + 1]) { out.append(UInt8(ascii: "\\")) }
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}
