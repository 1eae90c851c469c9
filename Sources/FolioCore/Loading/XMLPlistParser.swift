import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML property list with Foundation's streaming `XMLParser` (libxml2), building values
/// on an explicit stack: no recursion to overflow, no external entities, dict keys kept in file
/// order even when two differ only in Unicode normalisation (PropertyListSerialization keeps one).
///
/// The text must be valid UTF-8 before the parser sees it: on Linux, XMLParser crashes on an
/// element name or comment that is not. Any error libxml2 reports fails the file, although
/// XMLParser runs it in recovery mode.
final class XMLPlistParser: NSObject, XMLParserDelegate {
    static let maximumDepth = 256

    private enum Container {
        case array([PlistValue])
        case dict([PlistEntry], pendingKey: String?)
    }

    private var stack: [Container] = []
    private var root: PlistValue?
    private var text = ""
    private var failure: BinaryPlistParser.Failure?
    private var sawPlist = false

    static func parse(_ data: Data) throws -> PlistValue {
        if let offset = Self.firstInvalidUTF8(in: data) {
            throw BinaryPlistParser.Failure("XML is not valid UTF-8 (byte \(offset))")
        }
        let reader = XMLPlistParser()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let failure = reader.failure { throw failure }
        guard parsed else {
            let line = parser.lineNumber, column = parser.columnNumber
            throw BinaryPlistParser.Failure("XML is malformed at line \(line), column \(column)")
        }
        guard reader.sawPlist, let root = reader.root else { throw BinaryPlistParser.Failure("XML has no <plist> with a value in it") }
        return root
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        if String(validating: data, as: UTF8.self) != nil { return nil }
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        fail(parser, "XML is malformed at column \(parser.columnNumber)")
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        fail(parser, "XML is malformed at column \(parser.columnNumber)")
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if failure == nil {
            failure = BinaryPlistParser.Failure("XML plist line \(parser.lineNumber): \(message)")
        }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        text = ""
        switch name {
        case "plist":
            if sawPlist || !stack.isEmpty { fail(parser, "<plist> inside a plist") }
            sawPlist = true
        case "array", "dict":
            guard stack.count < Self.maximumDepth else { return fail(parser, "nested more than \(Self.maximumDepth) deep") }
            stack.append(name == "array" ? .array([]) : .dict([], pendingKey: nil))
        case "key", "string", "integer", "real", "true", "false", "date", "data":
            break
        default:
            fail(parser, "<\(name)> is not a plist element")
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "plist":
            return
        case "key":
            guard case .dict(let entries, nil)? = stack.last else { return fail(parser, "<key> outside a dict, or two keys in a row") }
            stack[stack.count - 1] = .dict(entries, pendingKey: text)
            return
        case "array", "dict":
            switch stack.popLast() {
            case .array(let items)?: add(.array(items), parser)
            case .dict(let entries, nil)?: add(.dict(entries), parser)
            default: fail(parser, "a dict ends after a key with no value")
            }
        default:
            guard let value = scalar(name, parser) else { return }
            add(value, parser)
        }
    }

    private func scalar(_ name: String, _ parser: XMLParser) -> PlistValue? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch name {
        case "string": return .string(text)
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "integer":
            if let value = Int64(trimmed) { return .integer(value) }
            fail(parser, "<integer> \(trimmed.quotedForMessage) is not a whole number")
        case "real":
            if let value = Double(trimmed) { return .real(value) }
            fail(parser, "<real> \(trimmed.quotedForMessage) is not a number")
        case "date":
            if let value = ISO8601DateFormatter().date(from: trimmed) { return .date(value) }
            fail(parser, "<date> \(trimmed.quotedForMessage) is not an ISO 8601 date")
        case "data":
            if let value = Data(base64Encoded: trimmed, options: .ignoreUnknownCharacters) { return .data(value) }
            fail(parser, "<data> is not base64")
        default:
            fail(parser, "<\(name)> is not a plist element")
        }
        return nil
    }

    /// Adds `value` to the open container; the container is popped while it grows, so its
    /// storage is not shared and appending stays cheap.
    private func add(_ value: PlistValue, _ parser: XMLParser) {
        guard let top = stack.popLast() else {
            if root != nil { return fail(parser, "more than one value at the top") }
            root = value
            return
        }
        switch top {
        case .array(var items):
            items.append(value)
            stack.append(.array(items))
        case .dict(var entries, let key?):
            entries.append(PlistEntry(key: key, value: value))
            stack.append(.dict(entries, pendingKey: nil))
        case .dict(_, nil):
            stack.append(top)
            fail(parser, "a value in a dict without a <key> before it")
        }
    }
}
