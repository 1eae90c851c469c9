import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns CommonMark into HTML with libcmark, and finds the `#tags` in it. This is the only file
/// that calls cmark.
///
/// cmark's default is safe: raw HTML becomes `<!-- raw HTML omitted -->` and links or images
/// whose URL is `javascript:`, `vbscript:`, `file:` or a `data:` other than an image are emptied.
/// Smart punctuation turns straight quotes, `--` and `...` into their typographic forms.
public struct MarkdownRenderer: Sendable {
    static let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8

    public init() {}

    public func html(from markdown: String) -> String {
        Self.withDocument(markdown) { document in
            Self.take(cmark_render_html(document, Self.options))
        }
    }

    /// The HTML, and the destination of every link and image as the text wrote it, in the order
    /// their `href` and `src` stand in the HTML (where cmark has escaped or emptied them).
    public func render(_ markdown: String) -> RenderedMarkdown {
        Self.withDocument(markdown) { document in
            var links: [String] = []
            if let iterator = cmark_iter_new(document) {
                defer { cmark_iter_free(iterator) }
                while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                    let node = cmark_iter_get_node(iterator)
                    let type = cmark_node_get_type(node)
                    if event == CMARK_EVENT_ENTER, type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                        links.append(cmark_node_get_url(node).map { String(cString: $0) } ?? "")
                    }
                }
            }
            return RenderedMarkdown(html: Self.take(cmark_render_html(document, Self.options)), links: links)
        }
    }

    /// The `#tag` words of the text, in order, each once: not inside code spans, code blocks,
    /// raw HTML, links or images. A tag starts after white space or punctuation and ends at white
    /// space or punctuation; letters of any script count (`#读书`), and it needs at least one.
    public func tags(in markdown: String) -> [String] {
        guard TagScanner.mayHaveTags(markdown) else { return [] }
        return Self.withDocument(markdown) { document in
            var tags: [String] = []
            guard let iterator = cmark_iter_new(document) else { return tags }
            defer { cmark_iter_free(iterator) }
            var linkDepth = 0
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                let node = cmark_iter_get_node(iterator)
                switch cmark_node_get_type(node) {
                case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                    linkDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                case CMARK_NODE_TEXT where linkDepth == 0:
                    if let literal = cmark_node_get_literal(node) {
                        for tag in TagScanner.tags(in: String(cString: literal)) where !tags.contains(tag) {
                            tags.append(tag)
                        }
                    }
                default:
                    break
                }
            }
            return tags
        }
    }

    /// Parses `markdown`, hands the tree to `body`, and frees it: with `take`, the only places
    /// cmark's memory is released.
    private static func withDocument<T>(_ markdown: String, _ body: (OpaquePointer) -> T) -> T {
        var source = markdown.isEmpty ? "\n" : markdown
        let document = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress!, chars.count, options)!
            }
        }
        defer { cmark_node_free(document) }
        return body(document)
    }

    /// Copies and frees a string cmark returned.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
