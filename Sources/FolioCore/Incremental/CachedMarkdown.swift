import FolioMarkdown

/// Renders texts as `MarkdownRenderer` does, taking each from the last build's `TextCache` when
/// its bytes are the same and its links' questions get the same answers (asked again, in the
/// order `render` asked them, so their side effects happen as they would). Every text rendered
/// or taken is kept, to be saved for the next build. A text rendered here is kept in `store`.
struct CachedMarkdown: Sendable {
    let markdown: MarkdownRenderer
    let last: TextCache
    let store: TextStore

    init(_ markdown: MarkdownRenderer, last: TextCache? = nil, store: TextStore) {
        self.markdown = markdown
        self.store = store
        self.last = last.flatMap { $0.identity == TextCache.identity(of: markdown) ? $0 : nil } ?? TextCache(identity: TextCache.identity(of: markdown))
    }

    func render(
        _ text: String, plainText: Int, destination: ((String) -> String?)? = nil, wikiLink: ((String) -> String?)? = nil
    ) -> (rendered: StoredText, key: TextCache.Key, entry: TextCache.Entry) {
        var bytes = text
        let key = TextCache.Key(
            hash: bytes.withUTF8 { XXH64.hash(UnsafeRawBufferPointer($0)) }, size: text.utf8.count, plainText: plainText,
            answersLinks: destination != nil, answersWikiLinks: wikiLink != nil)
        if let entry = last[key], entry.answers.allSatisfy({ ($0.wiki ? wikiLink : destination)?($0.asked) == $0.answer }) {
            return (entry.rendered, key, entry)
        }
        var answers: [TextCache.Answer] = []
        func recording(_ answer: ((String) -> String?)?, wiki: Bool) -> ((String) -> String?)? {
            answer.map { answer in
                { asked in
                    let given = answer(asked)
                    answers.append(TextCache.Answer(wiki: wiki, asked: asked, answer: given))
                    return given
                }
            }
        }
        let rendered = markdown.render(text, plainText: plainText, destination: recording(destination, wiki: false),
                                       wikiLink: recording(wikiLink, wiki: true))
        let stored = StoredText(rendered, in: store)
        return (stored, key, TextCache.Entry(rendered: stored, answers: answers))
    }
}
