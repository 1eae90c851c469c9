import FolioMarkdown
import FolioBase
import FolioModel

/// Every Markdown field is checked as it is read, so that no record holds a build hostage: a
/// text beyond `MarkdownLimits` (its size, and the shapes libcmark parses in quadratic time) is
/// published as plain text with a warning naming the record and the field. The text alone
/// decides it, never a clock, so a build on a loaded machine writes the same pages.
package enum MarkdownGuard {
    package static func checked(_ text: String, field: String, at location: SourceLocation, diagnostics: inout Diagnostics) -> String {
        guard let reason = MarkdownLimits.problem(in: text) else { return text }
        diagnostics.warn(at: location, "\(field) \(reason); it is published as plain text")
        return MarkdownLimits.plainText(text)
    }
}
