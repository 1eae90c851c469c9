internal import CLibXML2

/// Parses HTML with libxml2's HTML parser (the one file that calls libxml2; each document is
/// freed where it is made). The parser is forgiving as browsers are: unclosed tags, stray `<`,
/// entities, missing `<body>`; it never fetches anything.
enum HTMLParser {
    /// Elements nested deeper than this are left out as elements (their text is kept), so a
    /// hostile text cannot make the tree, or the walks over it, arbitrarily deep.
    static let maximumDepth = 100

    /// libxml2 sets up its global tables once, before any thread parses (a Swift static is
    /// initialised exactly once, whichever thread comes first).
    private static let started: Void = xmlInitParser()

    /// The children of the fragment's `<body>` (or of the document, when it has none); nil when
    /// libxml2 stopped before the end (it does at 256 nested elements), so nothing is lost unseen.
    static func parse(_ html: String) -> [HTMLNode]? {
        _ = started
        var bytes = Array(html.utf8)
        if bytes.isEmpty { return [] }
        let options = Int32(HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
        let count = Int32(clamping: bytes.count)
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        guard let document = bytes.withUnsafeMutableBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { htmlCtxtReadMemory(context, $0.baseAddress, count, nil, "UTF-8", options) }
        }) else { return nil }
        defer { xmlFreeDoc(document) }
        if context.pointee.disableSAX != 0 { return nil }
        return nodes(under: document.pointee.children)
    }

    /// Converts libxml2's sibling list into Folio's nodes without recursion: an explicit stack of
    /// open elements, each collecting its children.
    private static func nodes(under first: xmlNodePtr?) -> [HTMLNode] {
        struct Open {
            var name: String
            var attributes: [(name: String, value: String)]
            var children: [HTMLNode] = []
            var next: xmlNodePtr?
            var kept: Bool
        }
        var stack = [Open(name: "", attributes: [], next: first, kept: true)]
        while true {
            guard let node = stack[stack.count - 1].next else {
                let done = stack.removeLast()
                if stack.isEmpty { return done.children }
                if done.kept, !["html", "body", "head"].contains(done.name) {
                    stack[stack.count - 1].children.append(.element(done.name, attributes: done.attributes, children: done.children))
                } else if done.name != "head" {
                    stack[stack.count - 1].children += done.children
                }
                continue
            }
            stack[stack.count - 1].next = node.pointee.next
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    stack[stack.count - 1].children.append(.text(String(cString: content)))
                }
            case XML_ELEMENT_NODE:
                let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                stack.append(Open(name: name, attributes: attributes(of: node), next: node.pointee.children, kept: stack.count <= maximumDepth))
            default:
                break
            }
        }
    }

    private static func attributes(of node: xmlNodePtr) -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                var value = ""
                var child = current.pointee.children
                while let text = child {
                    if let content = text.pointee.content { value += String(cString: content) }
                    child = text.pointee.next
                }
                found.append((String(cString: name).lowercased(), value))
            }
            attribute = current.pointee.next
        }
        return found
    }
}
