import FolioHTML
import Foundation
import SourceHighlightShim

/// Colours fenced code at build time with GNU source-highlight (Debian's libsource-highlight:
/// a C library face over it is in SourceHighlightShim; this is the only file that calls it).
/// Tokens become `<span class="hl-keyword">` and the like, which the theme's stylesheet colours,
/// so a page needs no script and no other host.
/// (Unchecked Sendable: a C pointer, which the shim's one lock around every call makes safe to share.)
public final class CodeHighlighter: @unchecked Sendable {
    private let highlighter: OpaquePointer

    /// Nil when source-highlight's language definitions cannot be read.
    public init?() {
        guard let highlighter = folio_highlighter_new() else { return nil }
        self.highlighter = highlighter
    }

    deinit {
        folio_highlighter_free(highlighter)
    }

    /// The code's HTML: each run source-highlight colours in `<span class="hl-NAME">`, every
    /// byte escaped by Folio's one escaper (`HTMLEscaping.escapeText`), lines joined by "\n";
    /// nil when `language` is not one source-highlight knows (its `lang.map` names: `cpp`,
    /// `python`, `sh`, `js`, …; case is ignored).
    public func html(of code: String, language: String) -> String? {
        var code = code
        return code.withUTF8 { bytes -> String? in
            var count = 0
            let runs = bytes.withMemoryRebound(to: CChar.self) { chars -> UnsafeMutablePointer<folio_run>? in
                guard let start = chars.baseAddress else { return nil }
                return folio_highlight(highlighter, language.lowercased(), start, chars.count, &count)
            }
            guard let runs else { return nil }
            defer { folio_highlight_free(runs) }
            var html: [UInt8] = []
            html.reserveCapacity(bytes.count * 2)
            var offset = 0
            for run in UnsafeBufferPointer(start: runs, count: count) {
                let end = min(bytes.count, offset + run.length)
                let text = UnsafeBufferPointer(rebasing: bytes[offset..<end])
                offset = end
                if run.element == FOLIO_RUN_NEWLINE {
                    html.append(UInt8(ascii: "\n"))
                } else if let name = folio_highlight_element(run.element) {
                    html += Array("<span class=\"hl-".utf8) + Array(String(cString: name).utf8) + Array("\">".utf8)
                    HTMLEscaping.escapeText(text, into: &html)
                    html += Array("</span>".utf8)
                } else {
                    HTMLEscaping.escapeText(text, into: &html)
                }
            }
            return String(decoding: html, as: UTF8.self)
        }
    }
}
