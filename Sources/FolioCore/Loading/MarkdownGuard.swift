import FolioMarkdown

/// Every Markdown field is checked as it is read, so that no record holds a build hostage:
/// a text beyond `MarkdownLimits`, or a long one that libcmark does not render within the time
/// budget, is published as plain text with a warning naming the record and the field.
enum MarkdownGuard {
    /// Seconds a text may take to render.
    static let timeBudget = 2.0
    /// Texts from this size on are rendered once on a clock before they are accepted; smaller
    /// ones cannot take long even where libcmark is quadratic.
    static let timedSize = 64 * 1024

    static func checked(_ text: String, field: String, at location: SourceLocation, diagnostics: inout Diagnostics, budget: Double = timeBudget) -> String {
        var reason = MarkdownLimits.problem(in: text)
        if reason == nil, text.utf8.count >= timedSize, !MarkdownRenderer().renders(text, within: budget) {
            reason = "took more than \(budget) seconds to render"
        }
        guard let reason else { return text }
        diagnostics.warn(at: location, "\(field) \(reason); it is published as plain text")
        return MarkdownLimits.plainText(text)
    }
}
