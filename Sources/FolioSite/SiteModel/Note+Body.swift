import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput
extension Note {
    /// A Markdown note's body (without a title line, `Note.bodyWithoutTitle`) rendered, with
    /// its whole plain text (the search index holds it, and list summaries read its start), and
    /// the memo's tags: the title line's first, for it is not part of the body.
    package static func renderBody(
        of detail: String, body: String, with renderer: TextRenderer, destination: @escaping (String) -> LinkDestination?, wikiLink: @escaping (String) -> String?
    ) -> (text: RenderedText, tags: [String]) {
        let text = renderer.render(body, plainText: .max, destination: destination, wikiLink: wikiLink)
        guard body.utf8.count != detail.utf8.count else { return (text, text.tags) }
        let titleLine = String(detail.utf8.prefix(detail.utf8.count - body.utf8.count)) ?? ""
        var tags = renderer.tags(in: titleLine)
        for tag in text.tags where !tags.contains(tag) { tags.append(tag) }
        return (text, tags)
    }
}
