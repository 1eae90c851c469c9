import FolioBase
import FolioModel
import FolioOutput

package struct BookView: Sendable, TemplateFields {
    package let title: String
    /// The author line, and a link to the first author's page.
    package let author: String
    package let authorHref: String?
    package let cover: CoverView?
    /// The colour of the spine drawn instead of a cover the book lacks.
    package let spineHue: Int
    /// Each author with a link to their page.
    /// Each author, with the words that join it to the one before (`, `, ` & `).
    package let authors: [JoinedLinkView]
    package let score: StarsView?
    /// Series, publisher, publication date, identifiers, tags: those the book has.
    package let facts: [FactView]
    package var hasFacts: Bool { !facts.isEmpty }
    /// About the author, about the book, the reader's summary; empty ones left out.
    package let sections: [SectionView]
    package let highlightCountText: String
    /// The highlights in reading order, grouped by chapter.
    package let highlightGroups: [HighlightGroupView]
    package var hasHighlights: Bool { !highlightGroups.isEmpty }
    /// Reading sessions (KOReader), newest first; the list starts folded when it is long.
    package var sessions: [SessionView] = []
    package var sessionCountText: String = ""
    package var hasSessions: Bool { !sessions.isEmpty }
    package var sessionsOpen: Bool { sessions.count <= 10 }
}
