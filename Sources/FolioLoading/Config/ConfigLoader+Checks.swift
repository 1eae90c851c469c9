import Foundation
import Yams
import FolioBase
import FolioModel
import FolioStores

extension ConfigLoader {
    /// Every key must be one Folio knows, at the top and in each source.
    package static func checkKeys(_ root: Node) throws {
        guard let mapping = root.mapping else {
            throw FolioError(at: location(of: root), "expected a mapping of settings (title: …, book_order: …)")
        }
        try checkKeys(of: mapping, allowed: SiteConfig.CodingKeys.self, path: "")
        if let exclude = mapping["exclude"]?.mapping {
            try checkKeys(of: exclude, allowed: SiteConfig.Exclusions.CodingKeys.self, path: "exclude: ")
        }
        if let sources = mapping["sources"]?.sequence {
            for source in sources {
                guard let sourceMapping = source.mapping else {
                    throw FolioError(at: location(of: source), "sources: each source is a mapping of path, kind, table, columns")
                }
                try checkKeys(of: sourceMapping, allowed: SourceConfig.CodingKeys.self, path: "sources: ")
            }
        }
    }

    private static func checkKeys<Key: CodingKey & CaseIterable>(of mapping: Node.Mapping, allowed keys: Key.Type, path: String) throws {
        let known = Set(Key.allCases.map(\.stringValue))
        for key in mapping.keys {
            guard let name = key.string, known.contains(name) else {
                let suggestion = key.string.map { ClosestName.suggestion(for: $0, among: known) } ?? ""
                throw FolioError(at: location(of: key), "\(path)unknown key \((key.string ?? "?").quotedForMessage)\(suggestion); allowed: \(allowed(Key.self))")
            }
        }
    }

    /// A value of the wrong type: the key's line and the type expected.
    package static func decodingProblem(_ error: DecodingError, in root: Node) -> FolioError {
        let (path, expected): ([CodingKey], String)
        switch error {
        case .typeMismatch(let type, let context): (path, expected) = (context.codingPath, "expected \(name(of: type))")
        case .valueNotFound(let type, let context): (path, expected) = (context.codingPath, "expected \(name(of: type))")
        case .keyNotFound(let key, let context): (path, expected) = (context.codingPath, "needs \(key.stringValue)")
        case .dataCorrupted(let context): (path, expected) = (context.codingPath, allowedValues(for: context.codingPath.last) ?? context.debugDescription)
        @unknown default: (path, expected) = ([], "\(error)")
        }
        var node: Node? = root
        for key in path {
            if let index = key.intValue { node = node?.sequence?[index] } else { node = node?.mapping?[key.stringValue] }
        }
        let keyPath = path.map { $0.intValue.map { "source \($0 + 1)" } ?? $0.stringValue }.joined(separator: ": ")
        // Yams names the node it wanted (`Scalar`): say what the key takes, and what was found.
        var reason = expected
        if let key = path.last?.stringValue, let words = Self.expectations[key], expected.hasPrefix("expected "), !expected.hasPrefix("expected one of") {
            reason = "expected \(words)"
        }
        if let found = node.map(describe), reason.hasPrefix("expected ") {
            reason += ", found \(found)"
        }
        return FolioError(at: location(of: node), "\(keyPath.isEmpty ? "" : keyPath + ": ")\(reason)")
    }

    /// What each key of `folio.yml` takes, in words.
    package static let expectations: [String: String] = [
        "title": "text", "author": "text", "language": "text", "timezone": "text (an IANA zone name)", "base_url": "text (an http or https address)",
        "output": "text (a folder)", "page_size": "a whole number", "book_order": "one of \(BookOrder.allCases.map(\.rawValue).joined(separator: ", "))",
        "sources": "a list of sources", "path": "text (a file's path)", "kind": "memos or books", "table": "text (a table's name)",
        "columns": "a mapping of column names", "publish": "all or only-listed", "notebooks": "a list of notebook names",
        "exclude": "a mapping of notebooks and tags", "tags": "a list of tags", "archived": "skip or publish",
        "home": "a list of notes and books",
    ]

    /// A YAML value, for messages: `a list`, `a mapping`, `"text"`.
    private static func describe(_ node: Node) -> String {
        switch node {
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .scalar(let scalar): scalar.string.quotedForMessage
        case .alias: "an alias"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type: "a whole number"
        case is [SourceConfig].Type: "a list of sources"
        case is [String: String].Type: "a mapping of column names"
        default: "\(type)"
        }
    }

    private static func allowedValues(for key: CodingKey?) -> String? {
        switch key?.stringValue {
        case "book_order": "expected one of \(BookOrder.allCases.map(\.rawValue).joined(separator: ", "))"
        case "kind": "expected memos or books"
        case "publish": "expected all or only-listed"
        case "archived": "expected skip or publish"
        case "home": "expected notes or books"
        default: nil
        }
    }

    /// Values of the right type that still make no sense.
    package static func checkValues(_ config: SiteConfig, node: Node) throws {
        let mapping = node.mapping
        if let zone = config.timezone, TimeZone(identifier: zone) == nil {
            throw FolioError(at: location(of: mapping?["timezone"]), "timezone: \(zone.quotedForMessage) is not an IANA time zone name (for example Asia/Shanghai or UTC)")
        }
        if let size = config.pageSize, size < 1 {
            throw FolioError(at: location(of: mapping?["page_size"]), "page_size: expected a whole number of at least 1")
        }
        if let base = config.baseURL, let problem = Self.webAddressProblem(base) {
            throw FolioError(at: location(of: mapping?["base_url"]), "base_url: \(base.quotedForMessage) \(problem)")
        }
        if config.publish == .onlyListed, (config.notebooks ?? []).isEmpty {
            throw FolioError(at: location(of: mapping?["publish"]), "publish: only-listed publishes the notebooks listed under notebooks, and none is listed")
        }
        if config.notebooks != nil, config.publish != .onlyListed {
            throw FolioError(at: location(of: mapping?["notebooks"]), "notebooks: lists what publish: only-listed publishes; add publish: only-listed, or use exclude: notebooks to leave some out")
        }
        for (index, source) in (config.sources ?? []).enumerated() {
            if source.kind == nil, source.table != nil || source.columns != nil {
                let node = mapping?["sources"]?.sequence?[index]
                throw FolioError(at: location(of: node), "sources: source \(index + 1): table and columns need a kind (memos or books) to read them as")
            }
            let allowed = source.kind.flatMap { StoreRegistry.standard.configuredTable($0)?.columns } ?? []
            for column in (source.columns ?? [:]).keys.sorted() where !allowed.contains(column) {
                let node = mapping?["sources"]?.sequence?[index].mapping?["columns"]
                throw FolioError(at: location(of: node), "sources: source \(index + 1): columns: unknown column \(column.quotedForMessage); allowed: \(allowed.joined(separator: ", "))")
            }
        }
    }

    /// Why `text` is not what `base_url` and `--base-url` accept (an absolute http or https address
    /// with a host, written in the characters a URL may hold), or nil when it is.
    public static func webAddressProblem(_ text: String) -> String? {
        if let bad = text.unicodeScalars.first(where: { !isURLCharacter($0) }) {
            let name = bad == " " ? "a space" : bad.value < 0x20 || bad.value == 0x7F ? "a control character" : "\"\(bad)\""
            let hint = bad.isASCII ? "write it as %" + String(format: "%02X", bad.value) : "percent-encode its UTF-8 bytes"
            return "is not a valid URL: \(name) cannot stand in one (\(hint))"
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil
        else { return "is not an absolute http or https address (for example https://example.org/notes/)" }
        return nil
    }

    /// The characters of RFC 3986: letters, digits, `-._~`, the delimiters `:/?#[]@!$&'()*+,;=` and `%`.
    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let byte = UInt8(scalar.value)
        return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
    }
}
