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

    /// The code's HTML (escaped, with spans), or nil when `language` is not one source-highlight
    /// knows (its `lang.map` names: `cpp`, `python`, `sh`, `js`, …; case is ignored).
    public func html(of code: String, language: String) -> String? {
        var code = code
        var length = 0
        let html = code.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars -> UnsafeMutablePointer<CChar>? in
                guard let start = chars.baseAddress else { return nil }
                return folio_highlight(highlighter, language.lowercased(), start, chars.count, &length)
            }
        }
        guard let html else { return nil }
        defer { folio_highlight_free(html) }
        return String(decoding: UnsafeRawBufferPointer(start: html, count: length), as: UTF8.self)
    }
}
