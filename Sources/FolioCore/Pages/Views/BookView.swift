struct BookView: Sendable, TemplateFields {
    let title: String
    /// The author line, and a link to the first author's page.
    let author: String
    let authorHref: String?
    let cover: CoverView?
    /// The colour of the spine drawn instead of a cover the book lacks.
    let spineHue: Int
    /// Each author with a link to their page.
    /// Each author, with the words that join it to the one before (`, `, ` & `).
    let authors: [JoinedLinkView]
    let score: StarsView?
    /// Series, publisher, publication date, identifiers, tags: those the book has.
    let facts: [FactView]
    var hasFacts: Bool { !facts.isEmpty }
    /// About the author, about the book, the reader's summary; empty ones left out.
    let sections: [SectionView]
    let highlightCountText: String
    /// The highlights in reading order, grouped by chapter.
    let highlightGroups: [HighlightGroupView]
    var hasHighlights: Bool { !highlightGroups.isEmpty }
    /// Reading sessions (KOReader), newest first; the list starts folded when it is long.
    var sessions: [SessionView] = []
    var sessionCountText: String = ""
    var hasSessions: Bool { !sessions.isEmpty }
    var sessionsOpen: Bool { sessions.count <= 10 }
}
