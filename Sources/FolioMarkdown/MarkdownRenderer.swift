import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns CommonMark into HTML with libcmark. This is the only file that calls cmark.
///
/// cmark's default is safe: raw HTML becomes `<!-- raw HTML omitted -->` and links or images
/// whose URL is `javascript:`, `vbscript:`, `file:` or a `data:` other than an image are emptied.
/// Smart punctuation turns straight quotes, `--` and `...` into their typographic forms.
public struct MarkdownRenderer: Sendable {
    public init() {}

    public func html(from markdown: String) -> String {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        var source = markdown
        return source.withUTF8 { bytes -> String in
            let raw = bytes.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    cmark_markdown_to_html($0, bytes.count, options)
                }
            } ?? cmark_markdown_to_html("", 0, options)
            return Self.take(raw)
        }
    }

    /// Copies and frees what cmark returned: the one place cmark's memory is released.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
