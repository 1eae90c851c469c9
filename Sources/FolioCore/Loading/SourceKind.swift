/// The shapes of data Folio recognises, told apart by content, never by file name.
public enum SourceKind: String, Sendable, CaseIterable {
    case memoPlist = "memo plist"
    case bookPlist = "book plist"
    case memoTable = "memoInfo table"
    case bookTable = "bookInfo table"
    case calibreLibrary = "calibre library"
    case koreaderStatistics = "KOReader statistics"
    case koboLibrary = "Kobo library"
    case koreaderSidecar = "KOReader sidecar"
    case appleBooksLibrary = "Apple Books library"
    case appleBooksAnnotations = "Apple Books annotations"
    case safariReadingList = "Safari Reading List"
    case appleNotes = "Apple Notes"
    case bearNotes = "Bear notes"
    case joplinNotes = "Joplin notes"
    case goodreadsExport = "Goodreads export"
    case storyGraphExport = "StoryGraph export"

    /// Whether records of this kind are books.
    var holdsBooks: Bool {
        [.bookPlist, .bookTable, .calibreLibrary, .koreaderStatistics, .koreaderSidecar, .koboLibrary, .appleBooksLibrary, .goodreadsExport,
         .storyGraphExport].contains(self)
    }

    /// What a file of unknown shape is told it should have been.
    public static let expectedShapes =
        "expected a memo plist (a dict of account name → array of {title, createTime, detail}), "
        + "a book plist (an array of {bookName, authorName, score, …}), a keyed archive of memos, Safari's Bookmarks.plist, "
        + "or a SQLite database: a memoInfo or bookInfo table, calibre's metadata.db, KOReader's statistics.sqlite3, "
        + "a Kobo's KoboReader.sqlite, Apple Books' BKLibrary or AEAnnotation database, Apple Notes' NoteStore.sqlite, or Bear's or Joplin's database.sqlite; "
        + "or a KOReader sidecar (metadata.epub.lua); or a Goodreads or StoryGraph export (CSV)"
}
