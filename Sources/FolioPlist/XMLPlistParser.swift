import Dispatch
import Foundation

/// Reads an XML property list: the plist subset of XML (elements, the five named entities and
/// character references, CDATA, comments, a DOCTYPE without internal subset), strictly.
///
/// Folio does not use Foundation here: on Linux `XMLParser` crashes on element names that are
/// not UTF-8 and fails documents over 10 MB, and `PropertyListSerialization` keeps one of two
/// dict keys that differ only in Unicode normalisation, losing that account's memos.
public struct XMLPlistParser: Sendable {
    public static let maximumDepth = 256
    /// A root container shorter than this is parsed on one thread.
    static let parallelBytes = 256 * 1024

    let bytes: [UInt8]
    var index = 0
    /// Threads for the root container's children.
    var workers = 1
    /// Whether a skipped run of bytes held one over 0x7F (then the whole file is checked as UTF-8).
    var skippedNonASCII = false

    /// The value `bytes` hold. With `workers` over 1, a large root container's children are
    /// parsed on that many threads (`RootChildren`); the value and any error are the same.
    public static func parse(_ bytes: [UInt8], workers: Int = 1) throws -> PlistValue {
        var parser = XMLPlistParser(bytes: bytes)
        parser.workers = workers
        return try parser.document()
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Document

    /// Every text is checked as UTF-8 as it becomes a string; the bytes the parse skips
    /// (comments, processing instructions, the DOCTYPE, attributes) are checked when they hold
    /// any byte over 0x7F. An invalid byte anywhere is the error reported, whatever else the
    /// parse found: a parse that fails looks at the whole file for one first.
    private mutating func document() throws -> PlistValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        do {
            let value = try plist()
            if skippedNonASCII, let offset = Self.firstInvalidUTF8(in: bytes) { throw failure("is not valid UTF-8", at: offset) }
            return value
        } catch {
            if let offset = Self.firstInvalidUTF8(in: bytes) { throw failure("is not valid UTF-8", at: offset) }
            throw error
        }
    }

    private mutating func plist() throws -> PlistValue {
        try skipMisc()
        var tag = try openTag()
        if tag.name == "plist" {
            guard !tag.selfClosing else { throw failure("<plist/> holds no value") }
            try skipMisc()
            tag = try openTag()
            let root = try value(tag, depth: 0)
            try skipMisc()
            try closeTag("plist")
            try skipMisc()
            guard index == bytes.count else { throw failure("has content after </plist>") }
            return root
        }
        throw failure("has <\(tag.name)> where <plist> was expected")
    }

    /// White space, comments, processing instructions and the DOCTYPE.
    mutating func skipMisc() throws {
        while true {
            skipWhitespace()
            if starts("<?") {
                try skip(past: "?>")
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if starts("<!DOCTYPE") {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("has an unfinished DOCTYPE") }
                if bytes[index..<end].contains(UInt8(ascii: "[")) { throw failure("has a DOCTYPE with an internal subset, which Folio does not read") }
                noteSkipped(index..<end)
                index = end + 1
            } else {
                return
            }
        }
    }

    // MARK: Values

    mutating func value(_ tag: Tag, depth: Int) throws -> PlistValue {
        guard depth <= Self.maximumDepth else { throw failure("is nested more than \(Self.maximumDepth) deep") }
        switch tag.name {
        case "true", "false":
            if !tag.selfClosing { try closeTag(tag.name) }
            return .boolean(tag.name == "true")
        case "string":
            return .string(tag.selfClosing ? "" : try text(closing: "string"))
        case "key":
            throw failure("has a <key> outside a dict")
        case "integer":
            let digits = try tag.selfClosing ? "" : text(closing: "integer").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Int64(digits) else { throw failure("has <integer> \(digits.debugDescription), not a whole number") }
            return .integer(number)
        case "real":
            let digits = try tag.selfClosing ? "" : text(closing: "real").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Double(digits) else { throw failure("has <real> \(digits.debugDescription), not a number") }
            return .real(number)
        case "date":
            let text = try tag.selfClosing ? "" : text(closing: "date").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let date = PlistText.date(text) else { throw failure("has <date> \(text.debugDescription), not yyyy-MM-ddTHH:mm:ssZ") }
            return .date(date)
        case "data":
            let text = try tag.selfClosing ? "" : text(closing: "data")
            guard let data = PlistText.data(text) else { throw failure("has <data> that is not base64") }
            return .data(data)
        case let name where (name == "array" || name == "dict") && depth == 0 && !tag.selfClosing && workers > 1 && bytes.count - index >= Self.parallelBytes:
            let start = index
            if let children = RootChildren(parser: self, closing: tag.name).parsed() {
                index = children.end
                skippedNonASCII = skippedNonASCII || children.skippedNonASCII
                return tag.name == "array" ? .array(children.values) : Self.dict(children.entries)
            }
            // Anything amiss: the children are parsed again one after another, for the error it gives.
            index = start
            workers = 1
            return try value(tag, depth: depth)
        case "array":
            var items: [PlistValue] = []
            guard !tag.selfClosing else { return .array(items) }
            while let child = try childTag(closing: "array") {
                items.append(try value(child, depth: depth + 1))
            }
            return .array(items)
        case "dict":
            var entries: [PlistEntry] = []
            guard !tag.selfClosing else { return .dict(entries) }
            while let keyTag = try childTag(closing: "dict") {
                guard keyTag.name == "key" else { throw failure("has <\(keyTag.name)> in a dict where a <key> was expected") }
                let key = keyTag.selfClosing ? "" : try text(closing: "key")
                guard let valueTag = try childTag(closing: "dict") else { throw failure("has a dict key \(key.debugDescription) with no value") }
                entries.append(PlistEntry(key: key, value: try value(valueTag, depth: depth + 1)))
            }
            return Self.dict(entries)
        default:
            throw failure("has <\(tag.name)>, which is not a plist element")
        }
    }

    /// A dict's value. A keyed archive written as XML holds its references as `{CF$UID: n}`,
    /// as Foundation reads them.
    static func dict(_ entries: [PlistEntry]) -> PlistValue {
        if entries.count == 1, entries[0].key == "CF$UID", case .integer(let reference) = entries[0].value, reference >= 0 {
            return .uid(UInt64(reference))
        }
        return .dict(entries)
    }

    /// The next element inside a container, or `nil` at its closing tag.
    mutating func childTag(closing name: String) throws -> Tag? {
        try skipMisc()
        if starts("</") {
            try closeTag(name)
            return nil
        }
        return try openTag()
    }

    // MARK: Tags

    struct Tag {
        let name: String
        let selfClosing: Bool
    }

    mutating func openTag() throws -> Tag {
        guard index < bytes.count else { throw failure("ends before the plist is complete") }
        guard bytes[index] == UInt8(ascii: "<") else { throw failure("has text where an element was expected") }
        let start = index + 1
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("has an unfinished tag") }
        var nameEnd = start
        while nameEnd < end, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > start else { throw failure("has a malformed tag") }
        let name = String(decoding: bytes[start..<nameEnd], as: UTF8.self)
        noteSkipped(nameEnd..<end)
        index = end + 1
        return Tag(name: name, selfClosing: bytes[end - 1] == UInt8(ascii: "/"))
    }

    mutating func closeTag(_ name: String) throws {
        // Compared in place: this runs once an element, and a made array would be an allocation each time.
        let nameStart = index + 2
        var name = name
        let count = name.utf8.count
        guard starts("</"), bytes.count - nameStart >= count,
              count == 0 || name.withUTF8({ name in bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + nameStart, name.baseAddress!, count) == 0 } })
        else {
            throw failure(index >= bytes.count ? "ends before </\(name)>" : "has another tag where </\(name)> was expected")
        }
        index = nameStart + count
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw failure("has a malformed </\(name)>") }
        index += 1
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    // MARK: Bytes

    /// Whether the bytes at `offset` (the parse's place unless given) are `text`'s: compared in
    /// place, as the generic `starts(with:)` on a `String` looked up type metadata each call.
    func starts(_ text: StaticString, at offset: Int? = nil) -> Bool {
        let offset = offset ?? index
        let count = text.utf8CodeUnitCount
        guard offset >= 0, bytes.count - offset >= count else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + offset, text.utf8Start, count) == 0 }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
    }

    mutating func skip(past terminator: String) throws {
        guard let end = range(of: terminator, from: index) else { throw failure("has an unfinished \(terminator) section") }
        noteSkipped(index..<end)
        index = end + terminator.utf8.count
    }
}
