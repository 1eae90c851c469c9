import FolioBase

/// A note of a notebook: a title, when it was written, and a Markdown body.
package struct Note: Sendable, Equatable {
    package var title: String
    package var created: LocalDateTime
    /// Markdown.
    package var body: String
    /// Where it was read from, e.g. `Content/memos.plist: account "qq", memo 3`.
    package var source: SourceLocation
    /// When it was last changed, when the store keeps that.
    package var modified: LocalDateTime?
    /// Tags the store keeps apart from the text (the text's own `#tags` are found as it renders).
    package var tags: [String] = []
    /// A body that came as HTML (Apple Notes), already safe: shown instead of `body`, which then
    /// holds its plain text (for summaries and search).
    package var bodyHTML: String?
    /// The files beside the data that `bodyHTML` links, as written in it (relative to the data file).
    package var bodyFiles: [String] = []
    /// For a body that came as HTML: the text its `#tags` are found in, when that is not all of
    /// `body` (Apple Notes' monospaced lines are code, and left out).
    package var tagText: String?
    /// Its id in its app (Joplin's note id, Bear's unique identifier), for the app's own links between notes.
    package var storeID: String?
    /// The segment its page is named by, which stays when its title changes: its id in its store,
    /// made safe by the loader (`StableID`). Nil: the page is named by its title.
    package var stableID: String?
    /// Its app's tags could not be read (their table is damaged), so they are not known: rules on
    /// tags cannot clear it.
    package var tagsUnknown = false
    /// Put away in its app (Bear's archive): published only when folio.yml says `archived: publish`.
    package var archived = false

    package init(title: String, created: LocalDateTime, body: String, source: SourceLocation) {
        self.title = title
        self.created = created
        self.body = body
        self.source = source
    }
}
