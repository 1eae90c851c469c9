import Foundation
import FolioBase
import FolioModel

/// A notes app's note as a memo: its title (else its text's first line), its creation time as a
/// wall-clock time in the site's zone, and its Markdown checked; nil, with a warning naming the
/// note, when it has neither title nor text.
package enum StoreNote {
    package static func memo(
        title: String, markdown: String, field: String, created: Date, at location: SourceLocation, timeZone: TimeZone,
        diagnostics: inout Diagnostics
    ) -> Note? {
        if markdown.allSatisfy(\.isWhitespace), title.isEmpty {
            diagnostics.warn(at: location, "is empty; it is not published")
            return nil
        }
        return Note(title: title.isEmpty ? Note.firstLineTitle(of: markdown) : title, created: LocalDateTime(created, in: timeZone),
                    body: MarkdownGuard.checked(markdown, field: field, at: location, diagnostics: &diagnostics), source: location)
    }
}
