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

    /// Counts the texts `render` parses, when given (a test proves each is parsed once).
    let parses: ParseCounter?

    public init(counting parses: ParseCounter? = nil) {
        self.parses = parses
    }

    public func html(from markdown: String) -> String {
        Self.withDocument(markdown) { document in
            Self.take(cmark_render_html(document, Self.options))
        }
    }

    /// Everything Folio needs of a text, from one parse: its HTML; the destination of every link
    /// and image as the text wrote it, in the order their `href` and `src` stand in the HTML; its
    /// `#tags` (see `tags(in:)`); and its words without Markdown, up to about `plainText` bytes
    /// (for search and summaries; none by default).
    public func render(_ markdown: String, plainText: Int = 0) -> RenderedMarkdown {
        parses?.add()
        return Self.withDocument(markdown) { document in
            let found = Self.walk(document, of: markdown, plainText: plainText)
            return RenderedMarkdown(html: Self.take(cmark_render_html(document, Self.options)),
                                    links: found.links, tags: found.tags, plainText: found.plain)
        }
    }

    /// The `#tag` words of the text, in order, each once: not inside code spans, code blocks,
    /// raw HTML, links or images. A tag starts after white space or punctuation and ends at white
    /// space or punctuation; letters of any script count (`#读书`), and it needs at least one.
    public func tags(in markdown: String) -> [String] {
        guard TagScanner.mayHaveTags(markdown) else { return [] }
        return Self.withDocument(markdown) { Self.walk($0, of: markdown, plainText: 0).tags }
    }

    /// One walk over the tree for its links, tags and (when asked) plain text. Links need a `[`
    /// or an autolink's `<`; a text with neither, and no `#` that could start a tag, is not walked.
    private static func walk(_ document: OpaquePointer, of markdown: String, plainText limit: Int) -> (links: [String], tags: [String], plain: String) {
        var links: [String] = []
        var tags: [String] = []
        var plain = ""
        var wanted = limit > 0
        let mayHaveTags = TagScanner.mayHaveTags(markdown)
        let mayHaveLinks = markdown.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<") }
        guard mayHaveTags || mayHaveLinks || wanted, let iterator = cmark_iter_new(document) else { return ([], [], "") }
        defer { cmark_iter_free(iterator) }
        var linkDepth = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if wanted, plain.utf8.count >= limit {
                wanted = false
                if !mayHaveTags && !mayHaveLinks { break }
            }
            let node = cmark_iter_get_node(iterator)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if event == CMARK_EVENT_ENTER {
                    links.append(cmark_node_get_url(node).map { String(cString: $0) } ?? "")
                    linkDepth += 1
                } else {
                    linkDepth -= 1
                }
            case CMARK_NODE_TEXT where wanted || (mayHaveTags && linkDepth == 0):
                guard let literal = cmark_node_get_literal(node) else { break }
                let text = String(cString: literal)
                if wanted { plain += text }
                if mayHaveTags, linkDepth == 0 {
                    for tag in TagScanner.tags(in: text) where !tags.contains(tag) { tags.append(tag) }
                }
            case CMARK_NODE_CODE where wanted, CMARK_NODE_CODE_BLOCK where wanted:
                plain += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK where wanted:
                plain += " "
            case CMARK_NODE_LINEBREAK where wanted:
                plain += "\n"
            case CMARK_NODE_PARAGRAPH where wanted, CMARK_NODE_HEADING where wanted:
                if event != CMARK_EVENT_ENTER, !plain.isEmpty, !plain.hasSuffix("\n") { plain += "\n" }
            default:
                break
            }
        }
        while plain.hasSuffix("\n") { plain.removeLast() }
        return (links, tags, plain)
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
