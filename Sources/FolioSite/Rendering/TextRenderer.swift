import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

/// Renders records' texts, every link through one `destination` (a file beside the data, copied
/// into the output, or another record's page) and every `[[title]]` through `wikiLink`: Markdown
/// with libcmark (`MarkdownRenderer`), and bodies that came as HTML (Apple Notes', Joplin's HTML
/// notes), whose `href` and `src` values are resolved the same way (`HTMLBody`). With a `cache`
/// (`folio serve`), a Markdown text the last build rendered is taken from there when its links'
/// questions get the same answers.
package struct TextRenderer: Sendable {
    package let markdown: MarkdownRenderer
    package let cache: MarkdownCache?
    /// The cache's texts as this build began.
    private let last: [MarkdownCache.Key: MarkdownCache.Entry]

    package init(markdown: MarkdownRenderer, cache: MarkdownCache? = nil) {
        self.markdown = markdown
        self.cache = cache
        last = cache?.entries ?? [:]
    }

    package func render(_ text: String, plainText: Int, destination: ((String) -> LinkDestination?)? = nil, wikiLink: ((String) -> String?)? = nil) -> RenderedText {
        guard let cache else {
            return RenderedText(markdown.render(text, plainText: plainText, destination: destination, wikiLink: wikiLink))
        }
        let key = MarkdownCache.Key(text, plainText: plainText, answersLinks: destination != nil, answersWikiLinks: wikiLink != nil)
        if let entry = last[key], entry.answers.allSatisfy({ answer($0.asked, wiki: $0.wiki, destination, wikiLink) == $0.answer }) {
            cache.keep(entry, for: key)
            return entry.rendered
        }
        var answers: [MarkdownCache.Answer] = []
        let rendered = RenderedText(markdown.render(
            text, plainText: plainText,
            destination: destination.map { destination in
                { asked in
                    let given = destination(asked)
                    answers.append(MarkdownCache.Answer(wiki: false, asked: asked, answer: given))
                    return given
                }
            },
            wikiLink: wikiLink.map { wikiLink in
                { asked in
                    let given = wikiLink(asked)
                    answers.append(MarkdownCache.Answer(wiki: true, asked: asked, answer: given.map { LinkDestination(url: $0) }))
                    return given
                }
            }))
        cache.keep(MarkdownCache.Entry(rendered: rendered, answers: answers), for: key)
        return rendered
    }

    /// What `destination` (or, for a `[[title]]`, `wikiLink`) answers for `asked`, as the cache keeps it.
    private func answer(
        _ asked: String, wiki: Bool, _ destination: ((String) -> LinkDestination?)?, _ wikiLink: ((String) -> String?)?
    ) -> LinkDestination? {
        wiki ? wikiLink?(asked).map { LinkDestination(url: $0) } : destination?(asked)
    }

    /// A body that came as HTML, made safe when it was read: each link through `destination`,
    /// one to another note that leads to no page dropped (`HTMLBody.resolvingLinks`), its words
    /// as read (`plainText`). `files` are the files beside the data it shows, as written in it.
    package func render(html: String, files: [String], plainText: String, tags: [String], destination: (String) -> LinkDestination?) -> RenderedText {
        RenderedText(RenderedMarkdown(html: HTMLBody.resolvingLinks(in: html, destination), links: files, tags: tags, plainText: plainText))
    }

    /// The `#tags` written in a Markdown text.
    package func tags(in text: String) -> [String] {
        markdown.tags(in: text)
    }
}
