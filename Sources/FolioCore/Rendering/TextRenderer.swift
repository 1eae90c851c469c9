import FolioMarkdown

/// Renders records' texts, every link through one `destination` (a file beside the data, copied
/// into the output, or another record's page) and every `[[title]]` through `wikiLink`: Markdown
/// with libcmark (`MarkdownRenderer`), and bodies that came as HTML (Apple Notes', Joplin's HTML
/// notes), whose `href` and `src` values are resolved the same way (`HTMLBody`). With a `cache`
/// (`folio serve`), a Markdown text the last build rendered is taken from there when its links'
/// questions get the same answers.
struct TextRenderer: Sendable {
    let markdown: MarkdownRenderer
    let cache: MarkdownCache?
    /// The cache's texts as this build began.
    private let last: [MarkdownCache.Key: MarkdownCache.Entry]

    init(markdown: MarkdownRenderer, cache: MarkdownCache? = nil) {
        self.markdown = markdown
        self.cache = cache
        last = cache?.entries ?? [:]
    }

    func render(_ text: String, plainText: Int, destination: ((String) -> String?)? = nil, wikiLink: ((String) -> String?)? = nil) -> RenderedText {
        guard let cache else {
            return RenderedText(markdown.render(text, plainText: plainText, destination: destination, wikiLink: wikiLink))
        }
        let key = MarkdownCache.Key(text, plainText: plainText, answersLinks: destination != nil, answersWikiLinks: wikiLink != nil)
        if let entry = last[key], entry.answers.allSatisfy({ ($0.wiki ? wikiLink : destination)?($0.asked) == $0.answer }) {
            cache.keep(entry, for: key)
            return entry.rendered
        }
        var answers: [MarkdownCache.Answer] = []
        func recording(_ answer: ((String) -> String?)?, wiki: Bool) -> ((String) -> String?)? {
            answer.map { answer in
                { asked in
                    let given = answer(asked)
                    answers.append(MarkdownCache.Answer(wiki: wiki, asked: asked, answer: given))
                    return given
                }
            }
        }
        let rendered = RenderedText(markdown.render(text, plainText: plainText, destination: recording(destination, wiki: false),
                                                    wikiLink: recording(wikiLink, wiki: true)))
        cache.keep(MarkdownCache.Entry(rendered: rendered, answers: answers), for: key)
        return rendered
    }

    /// A body that came as HTML, made safe when it was read: each link through `destination`,
    /// one to another note that leads to no page dropped (`HTMLBody.resolvingLinks`), its words
    /// as read (`plainText`). `files` are the files beside the data it shows, as written in it.
    func render(html: String, files: [String], plainText: String, tags: [String], destination: (String) -> String?) -> RenderedText {
        RenderedText(RenderedMarkdown(html: HTMLBody.resolvingLinks(in: html, destination), links: files, tags: tags, plainText: plainText))
    }

    /// The `#tags` written in a Markdown text.
    func tags(in text: String) -> [String] {
        markdown.tags(in: text)
    }
}
