import FolioHTML
import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

/// The links of a body that came as HTML (written by Folio when the store was read, so every
/// attribute value is double-quoted and escaped), resolved as a Markdown text's are.
package enum HTMLBody {
    /// `html` with each `href` and `src` value `destination` gives another URL for written as
    /// that URL, and its note as the element's title. A link to another note in
    /// its app (`applenotes:`) that leads to no page loses its `href`: a browser cannot follow it.
    /// Every other value stays as it is.
    package static func resolvingLinks(in html: String, _ destination: (String) -> LinkDestination?) -> String {
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        var copied = 0
        bytes.withUnsafeBufferPointer { buffer in
            LinkScanner.forEachValue(in: buffer) { value in
                let written = LinkScanner.decodeEntities(String(decoding: value, as: UTF8.self))
                if let resolved = destination(written) {
                    out += buffer[copied..<value.startIndex]
                    out += Array(HTMLEscaping.escaped(resolved.url).utf8)
                    copied = value.endIndex
                    if let note = resolved.note {
                        // After the value's closing quote: the stores' HTML gives a link to a file
                        // beside the data no title of its own.
                        out += buffer[copied...copied]
                        out += Array(" title=\"\(HTMLEscaping.escaped(note))\"".utf8)
                        copied += 1
                    }
                } else if written.hasPrefix("applenotes:") {
                    // From the space before the attribute's name to its closing quote.
                    let href = buffer[..<value.startIndex].suffix(7).elementsEqual(" href=\"".utf8)
                    let attribute = value.startIndex - (href ? 7 : 6)
                    out += buffer[copied..<attribute]
                    copied = value.endIndex + 1
                }
            }
        }
        guard copied > 0 else { return html }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}
