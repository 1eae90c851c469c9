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
/// With a `CodeHighlighter`, a fenced block whose info string starts with a language it knows
/// is coloured at build time; any other block is written as cmark writes it.
public struct MarkdownRenderer: Sendable {
    /// No `CMARK_OPT_VALIDATE_UTF8`: cmark is only handed a `String`'s bytes, valid UTF-8 by
    /// construction, and checking them again was 7% of cmark's time.
    static let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART

    let highlighter: CodeHighlighter?

    public init(highlighting highlighter: CodeHighlighter? = nil) {
        self.highlighter = highlighter
    }

    public func html(from markdown: String) -> String {
        Self.withDocument(markdown) { document in
            String(decoding: html(of: document, markdown), as: UTF8.self)
        }
    }

    /// Everything Folio needs of a text, from one parse: its HTML; the destination of every link
    /// and image as the text wrote it, in the order their `href` and `src` stand in the HTML; its
    /// `#tags` (see `tags(in:)`); and its words without Markdown, up to about `plainText` bytes
    /// (for search and summaries; none by default). `destination` may give another URL for a
    /// link or image (a file beside the data, copied into the output), and a note for its title;
    /// `links` keeps the written URL.
    ///
    /// `wikiLink` turns a `[[Title]]` (or `[[Title|words shown]]`) in the text, outside code and
    /// links, into a link to the URL it gives for the title; one it gives none for stays as written.
    public func render(
        _ markdown: String, plainText: Int = 0, destination: ((String) -> LinkDestination?)? = nil, wikiLink: ((String) -> String?)? = nil
    ) -> RenderedMarkdown {
        return Self.withDocument(markdown) { document in
            let found = Self.walk(document, of: markdown, plainText: plainText, destination: destination)
            if let wikiLink, Self.hasDoubleBracket(markdown) { Self.linkWikiTitles(in: document, wikiLink) }
            return RenderedMarkdown(htmlUTF8: html(of: document, markdown), links: found.links, tags: found.tags, plainTextUTF8: found.plain)
        }
    }

    /// Whether `text` holds `[[`, by its bytes: Foundation's `contains` searched through
    /// CFString, 4% of a full build.
    static func hasDoubleBracket(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard var at = bytes.baseAddress else { return false }
            let end = at + bytes.count
            // memchr to each "[", then a look at the byte after it.
            while at < end, let found = memchr(at, 0x5B, end - at) {
                let next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                if next < end, next.pointee == 0x5B { return true }
                at = next
            }
            return false
        }
    }

    /// Whether `text` holds `byte`, found with memchr.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, Int32(byte), bytes.count) != nil } ?? false }
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
    /// The plain text is gathered as cmark's bytes: a `String` for every node cost an allocation
    /// and a check of its bytes each.
    private static func walk(
        _ document: OpaquePointer, of markdown: String, plainText limit: Int, destination: ((String) -> LinkDestination?)? = nil
    ) -> (links: [String], tags: [String], plain: [UInt8]) {
        var links: [String] = []
        var tags: [String] = []
        var plain: [UInt8] = []
        var wanted = limit > 0
        let mayHaveTags = TagScanner.mayHaveTags(markdown)
        let mayHaveLinks = Self.contains(UInt8(ascii: "["), in: markdown) || Self.contains(UInt8(ascii: "<"), in: markdown)
        guard mayHaveTags || mayHaveLinks || wanted, let iterator = cmark_iter_new(document) else { return ([], [], []) }
        defer { cmark_iter_free(iterator) }
        if wanted { plain.reserveCapacity(markdown.utf8.count) }
        func append(_ literal: UnsafePointer<CChar>) {
            plain.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
        }
        var linkDepth = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if wanted, plain.count >= limit {
                wanted = false
                if !mayHaveTags && !mayHaveLinks { break }
            }
            let node = cmark_iter_get_node(iterator)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if event == CMARK_EVENT_ENTER {
                    let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                    links.append(url)
                    if let destination, let other = destination(url) {
                        cmark_node_set_url(node, other.url)
                        if let title = other.title(after: cmark_node_get_title(node).map { String(cString: $0) } ?? "") {
                            cmark_node_set_title(node, title)
                        }
                    }
                    linkDepth += 1
                } else {
                    linkDepth -= 1
                }
            case CMARK_NODE_TEXT where wanted || (mayHaveTags && linkDepth == 0):
                guard let literal = cmark_node_get_literal(node) else { break }
                if wanted { append(literal) }
                if mayHaveTags, linkDepth == 0 {
                    for tag in TagScanner.tags(in: String(cString: literal)) where !tags.contains(tag) { tags.append(tag) }
                }
            case CMARK_NODE_CODE where wanted, CMARK_NODE_CODE_BLOCK where wanted:
                if let literal = cmark_node_get_literal(node) { append(literal) }
            case CMARK_NODE_SOFTBREAK where wanted:
                plain.append(UInt8(ascii: " "))
            case CMARK_NODE_LINEBREAK where wanted:
                plain.append(UInt8(ascii: "\n"))
            case CMARK_NODE_PARAGRAPH where wanted, CMARK_NODE_HEADING where wanted:
                if event != CMARK_EVENT_ENTER, !plain.isEmpty, !endsWithLineFeed(plain) { plain.append(UInt8(ascii: "\n")) }
            default:
                break
            }
        }
        while endsWithLineFeed(plain) { plain.removeLast() }
        return (links, tags, plain)
    }

    /// Whether the last Character of `bytes` is "\n", as `String.hasSuffix("\n")` tells: a line
    /// feed after a carriage return is part of the Character "\r\n".
    static func endsWithLineFeed(_ bytes: [UInt8]) -> Bool {
        guard let last = bytes.last, last == UInt8(ascii: "\n") else { return false }
        return bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r")
    }

    /// Splits each text node holding `[[…]]` into text and link nodes. The nodes are found first
    /// and changed after the walk, so the tree never changes under the iterator.
    private static func linkWikiTitles(in document: OpaquePointer, _ wikiLink: (String) -> String?) {
        var texts: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        var linkDepth = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: linkDepth += event == CMARK_EVENT_ENTER ? 1 : -1
            case CMARK_NODE_TEXT where linkDepth == 0:
                if let literal = cmark_node_get_literal(node), strstr(literal, "[[") != nil { texts.append(node) }
            default: break
            }
        }
        cmark_iter_free(iterator)
        for node in texts {
            guard let literal = cmark_node_get_literal(node) else { continue }
            let pieces = WikiLinkScanner.pieces(of: String(cString: literal))
            guard pieces.contains(where: { if case .link = $0 { return true } else { return false } }) else { continue }
            var changed = false
            var made: [OpaquePointer] = []
            for piece in pieces {
                switch piece {
                case .text(let text):
                    if let textNode = Self.newNode(CMARK_NODE_TEXT) {
                        cmark_node_set_literal(textNode, text)
                        made.append(textNode)
                    }
                case .link(let title, let shown, let written):
                    if let url = wikiLink(title), let link = Self.newNode(CMARK_NODE_LINK), let label = Self.newNode(CMARK_NODE_TEXT) {
                        cmark_node_set_url(link, url)
                        cmark_node_set_literal(label, shown)
                        cmark_node_append_child(link, label)
                        made.append(link)
                        changed = true
                    } else if let textNode = Self.newNode(CMARK_NODE_TEXT) {
                        cmark_node_set_literal(textNode, written)
                        made.append(textNode)
                    }
                }
            }
            guard changed else {
                made.forEach { cmark_node_free($0) }
                continue
            }
            for piece in made { cmark_node_insert_before(node, piece) }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// The document's HTML, its fenced code coloured first when there is a highlighter.
    private func html(of document: OpaquePointer, _ markdown: String) -> [UInt8] {
        if let highlighter, Self.contains(UInt8(ascii: "`"), in: markdown) || Self.contains(UInt8(ascii: "~"), in: markdown) {
            Self.highlightCode(in: document, with: highlighter)
        }
        return Self.take(cmark_render_html(document, Self.options))
    }

    /// Replaces each fenced block the highlighter knows the language of with a custom block
    /// holding its coloured HTML, in the same `<pre><code class="language-…">` cmark writes.
    /// The blocks are found first and replaced after the walk, so the tree never changes under
    /// the iterator.
    private static func highlightCode(in document: OpaquePointer, with highlighter: CodeHighlighter) {
        var blocks: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            let node = cmark_iter_get_node(iterator)
            if event == CMARK_EVENT_ENTER, cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK, let node { blocks.append(node) }
        }
        cmark_iter_free(iterator)
        for block in blocks {
            let info = cmark_node_get_fence_info(block).map { String(cString: $0) } ?? ""
            // A name source-highlight knows is letters, digits and `+-_.` only: safe in an attribute.
            let language = String(info.prefix { $0 != " " && $0 != "\t" }).lowercased()
            guard !language.isEmpty, let code = cmark_node_get_literal(block),
                  let coloured = highlighter.html(of: String(cString: code), language: language),
                  let replacement = Self.newNode(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let html = "<pre><code class=\"language-\(language)\">" + coloured + "</code></pre>\n"
            cmark_node_set_on_enter(replacement, html)
            cmark_node_replace(block, replacement)
            cmark_node_free(block)
        }
    }

    /// Parses `markdown`, hands the tree to `body`, and frees it, all in memory of its own
    /// (`CmarkArena`), let go of at once when `body` is done: with `take`, the only places cmark's
    /// memory is released.
    private static func withDocument<T>(_ markdown: String, _ body: (OpaquePointer) -> T) -> T {
        CmarkArena().with {
            var source = markdown.isEmpty ? "\n" : markdown
            let document = source.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    let parser = cmark_parser_new_with_mem(options, CmarkArena.mem)!
                    defer { cmark_parser_free(parser) }
                    cmark_parser_feed(parser, chars.baseAddress!, chars.count)
                    return cmark_parser_finish(parser)!
                }
            }
            defer { cmark_node_free(document) }
            return body(document)
        }
    }

    /// A new node in the document's memory (`withDocument`).
    private static func newNode(_ type: cmark_node_type) -> OpaquePointer? {
        cmark_node_new_with_mem(type, CmarkArena.mem)
    }

    /// Copies and frees a string cmark returned: its bytes, as they are.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        guard let pointer else { return [] }
        defer { CmarkArena.mem.pointee.free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}
