import FolioHTML
import Foundation
import FolioBase
import FolioModel

/// A reader's review from an export, as safe HTML in paragraphs. Goodreads writes its reviews as
/// HTML with `<br/>` between paragraphs (`<br />`, `<br>` alike; several in a row are one
/// break); StoryGraph writes plain text with line breaks. Each paragraph becomes a `<p>`, and
/// the whole goes through Folio's allow-list (`HTMLSanitizer`), as calibre's descriptions do.
enum ExportReview {
    /// The review's safe HTML (nil for one without words), and the problem, naming `location`,
    /// when its HTML nests too deeply to read and it is shown as plain text.
    static func html(_ text: String, isHTML: Bool, at location: SourceLocation) -> (html: String?, problem: FolioError?) {
        let paragraphs = (isHTML ? splitAtBreaks(text) : text.components(separatedBy: .newlines).map { HTMLEscaping.escaped($0) })
            .map(\.trimmingWhitespace).filter { !$0.isEmpty }
        guard !paragraphs.isEmpty else { return (nil, nil) }
        let html = paragraphs.map { "<p>\($0)</p>" }.joined(separator: "\n")
        if let safe = HTMLSanitizer.safeHTML(from: html) { return (safe, nil) }
        return (HTMLSanitizer.escapedText(text), FolioError(.warning, at: location, "nests its HTML too deeply to read; it is shown as plain text"))
    }

    /// The parts of `html` between `<br>` tags, in any of their forms.
    static func splitAtBreaks(_ html: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(html)
        while let range = rest.range(of: #"<\s*br\s*/?\s*>"#, options: [.regularExpression, .caseInsensitive]) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
