@testable import FolioBase
@testable import FolioCore
@testable import FolioModel
@testable import FolioStores
import Foundation

/// A fixture for every store of `StoreRegistry.standard`, in the registry's order: real files
/// where a program's own exist (../shared/fixtures/real), else committed ones. A store added to
/// the registry without a line here fails `StoreConformanceTests`.
enum StoreFixtures {
    static let all: [StoreFixture] = memoApp + bookApp + [safari] + readers + notes + exports

    /// The first notebook's (by name) first memo.
    static let memoPlistEdit = TitleEdit.plist(file: "MemoInfo.plist") { root in
        guard var accounts = root as? [String: Any], let name = accounts.keys.min(), var memos = accounts[name] as? [[String: Any]],
              let title = memos.first?["title"] as? String
        else { throw TitleEdit.Failure(description: "MemoInfo.plist holds no account whose first memo has a title") }
        memos[0]["title"] = TitleEdit.twice(title)
        accounts[name] = memos
        return accounts
    }

    static let bookPlistEdit = TitleEdit.plist(file: "books.plist") { root in
        guard var books = root as? [[String: Any]], let title = books.first?["bookName"] as? String
        else { throw TitleEdit.Failure(description: "books.plist's first book has no bookName") }
        books[0]["bookName"] = TitleEdit.twice(title)
        return books
    }

    static let memoApp = [
        StoreFixture(MemoPlistStore.kind, "Fixtures/real/MemoInfo.plist", .committed,
                     layOut: StoreFixture.committed("real/MemoInfo.plist", to: "MemoInfo.plist"), titleEdit: memoPlistEdit),
        StoreFixture(MemoTableStore.kind, "memoInfo table made by the test", .committed, layOut: StoreFixture.database("memos.sqlite", [
            "CREATE TABLE memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)",
            "INSERT INTO memoInfo VALUES (1, 'qq', 'Groceries', '2025/03/14 08:30', 'Groceries' || char(10) || 'Milk, eggs, rice')",
            "INSERT INTO memoInfo VALUES (2, 'qq', NULL, '2025/03/15 19:05', 'Call Ana about the trip')",
            "INSERT INTO memoInfo VALUES (3, '163', 'Reading', '2025/04/01 21:00', 'Reading' || char(10) || 'The Dispossessed, chapter 3')",
        ]), titleEdit: .sqlite(file: "memos.sqlite", table: "memoInfo", column: "title", row: "memoInfoID = 1")),
    ]

    static let bookApp = [
        StoreFixture(BookPlistStore.kind, "books.plist made by the test", .committed, layOut: StoreFixture.text("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
            <dict><key>bookInfoID</key><integer>3</integer><key>bookName</key><string>Dune</string><key>authorName</key><string>Frank Herbert</string>\
            <key>score</key><integer>5</integer><key>introOfAuthor</key><string>An American writer.</string>\
            <key>contentOfBook</key><string>A desert planet.</string><key>summary</key><string>Read it twice.</string></dict>
            <dict><key>bookInfoID</key><integer>7</integer><key>bookName</key><string>Emma</string><key>authorName</key><string>Jane Austen</string>\
            <key>score</key><integer>4</integer></dict>
            </array>
            </plist>

            """, to: "books.plist"), titleEdit: bookPlistEdit),
        StoreFixture(BookTableStore.kind, "bookInfo table made by the test", .committed, layOut: StoreFixture.database("books.sqlite", [
            FixtureSite.bookInfoTable,
            // The app quotes every value, so a score may come as text; any column may be NULL.
            "INSERT INTO bookInfo VALUES (1, 'The Dispossessed', 'Ursula K. Le Guin', '5', 'Wrote Earthsea.', 'An ambiguous utopia.', 'Anarres!')",
            "INSERT INTO bookInfo VALUES (2, 'Emma', 'Jane Austen', 4, NULL, NULL, NULL)",
        ]), titleEdit: .sqlite(file: "books.sqlite", table: "bookInfo", column: "bookName", row: "bookInfoID = 1")),
    ]

    static let safari = StoreFixture(SafariStore.kind, "safari/Bookmarks.plist", .real,
                                     layOut: StoreFixture.real("safari/Bookmarks.plist", to: "Bookmarks.plist"), titleEdit: nil)

    static let readers = [
        StoreFixture(CalibreStore.kind, "calibre-library/ (metadata.db and covers)", .real,
                     layOut: StoreFixture.real("calibre-library", to: "calibre-library"),
                     titleEdit: .sqlite(file: "calibre-library/metadata.db", table: "books", column: "title", row: "id = (SELECT min(id) FROM books)")),
    ] + ["kompanion", "totokatz"].map { name in
        StoreFixture(KOReaderStatisticsStore.kind, "koreader/statistics-\(name).sqlite3", .real,
                     layOut: StoreFixture.real("koreader/statistics-\(name).sqlite3", to: "statistics.sqlite3"),
                     titleEdit: .sqlite(file: "statistics.sqlite3", table: "book", column: "title", row: "id = (SELECT max(id) FROM book)"))
    } + [
        StoreFixture(KoboStore.kind, "kobo/KoboReader.sqlite", .real, layOut: StoreFixture.real("kobo/KoboReader.sqlite", to: "KoboReader.sqlite"),
                     titleEdit: .sqlite(file: "KoboReader.sqlite", table: "content", column: "Title",
                                        row: "rowid = (SELECT min(rowid) FROM content WHERE ContentType = 6)")),
        StoreFixture(AppleBooksLibraryStore.kind, "Fixtures/apple-books/BKLibrary.sql", .committed,
                     layOut: StoreFixture.sql("apple-books/BKLibrary.sql", to: "BKLibrary-1-091020131601.sqlite"),
                     titleEdit: .sqlite(file: "BKLibrary-1-091020131601.sqlite", table: "ZBKLIBRARYASSET", column: "ZTITLE",
                                        row: "Z_PK = (SELECT min(Z_PK) FROM ZBKLIBRARYASSET WHERE ZASSETID IS NOT NULL)")),
    ]

    /// Apple Notes' notes named by id; the first note neither locked nor deleted is edited.
    static let appleNotesEdit = TitleEdit.sqlite(
        file: "Notes/NoteStore.sqlite", table: "ZICCLOUDSYNCINGOBJECT", column: "ZTITLE1",
        row: "Z_PK = (SELECT min(Z_PK) FROM ZICCLOUDSYNCINGOBJECT WHERE ZTITLE1 IS NOT NULL AND ZNOTEDATA IS NOT NULL "
            + "AND ZISPASSWORDPROTECTED IS NOT 1 AND ZMARKEDFORDELETION IS NOT 1)")

    static let notes = [
        StoreFixture(BearStore.kind, "bear/database.sqlite", .real, layOut: StoreFixture.real("bear/database.sqlite", to: "bear/database.sqlite"),
                     titleEdit: .sqlite(file: "bear/database.sqlite", table: "ZSFNOTE", column: "ZTITLE", row: "Z_PK = (SELECT min(Z_PK) FROM ZSFNOTE)")),
        StoreFixture(AppleNotesStore.kind, "Fixtures/apple-notes (NoteStore.sql, Accounts/)", .committed,
                     layOut: StoreFixture.all(StoreFixture.sql("apple-notes/NoteStore.sql", to: "Notes/NoteStore.sqlite"),
                                              StoreFixture.committed("apple-notes/Accounts", to: "Notes/Accounts")),
                     titleEdit: appleNotesEdit),
    ] + ["12-Monterey", "13-Ventura", "14-Sonoma", "15-Seqoia"].map { version in
        StoreFixture(AppleNotesStore.kind, "apple-notes-versions/NoteStore-macOS-\(version).sqlite", .real,
                     layOut: StoreFixture.real("apple-notes-versions/NoteStore-macOS-\(version).sqlite", to: "Notes/NoteStore.sqlite"),
                     titleEdit: appleNotesEdit)
    } + [
        StoreFixture(AppleNotesStore.kind, "apple-notes-versions/macOS15-Sequioa/group.com.apple.notes (NoteStore.sqlite, Accounts/)", .real,
                     layOut: StoreFixture.all(
                        StoreFixture.real("apple-notes-versions/macOS15-Sequioa/group.com.apple.notes/NoteStore.sqlite", to: "Notes/NoteStore.sqlite"),
                        StoreFixture.real("apple-notes-versions/macOS15-Sequioa/group.com.apple.notes/Accounts", to: "Notes/Accounts")),
                     titleEdit: appleNotesEdit),
        StoreFixture(JoplinStore.kind, "joplin/ (database.sqlite, resources/)", .real, layOut: StoreFixture.real("joplin", to: "joplin"),
                     titleEdit: .sqlite(file: "joplin/database.sqlite", table: "notes", column: "title", row: "rowid = (SELECT min(rowid) FROM notes)")),
        StoreFixture(AppleBooksAnnotationsStore.kind, "Fixtures/apple-books/AEAnnotation.sql, its library beside", .committed,
                     alongside: [AppleBooksLibraryStore.kind],
                     layOut: StoreFixture.all(StoreFixture.sql("apple-books/AEAnnotation.sql", to: "AEAnnotation_v10312011_1727_local.sqlite"),
                                              StoreFixture.sql("apple-books/BKLibrary.sql", to: "BKLibrary-1-091020131601.sqlite")),
                     titleEdit: nil),
        // A sidecar without partial_md5_checksum is warned of at its file alone (KOReaderSidecar.swift), the
        // file being its one book's record: it would be an exception here, but every one of these has it.
        StoreFixture(KOReaderSidecarStore.kind, "koreader-sidecar/noted/", .real, layOut: StoreFixture.real("koreader-sidecar/noted", to: "noted"),
                     titleEdit: .lua(file: "noted/dialogues_seneca.sdr/metadata.epub.lua")),
    ]

    static let exports = [
        StoreFixture(GoodreadsStore.kind, "reading-csv/goodreads_library_export.csv", .real,
                     layOut: StoreFixture.real("reading-csv/goodreads_library_export.csv", to: "goodreads_library_export.csv"),
                     titleEdit: .csv(file: "goodreads_library_export.csv", column: "Title")),
        StoreFixture(StoryGraphStore.kind, "reading-csv/storygraph.csv", .real,
                     layOut: StoreFixture.real("reading-csv/storygraph.csv", to: "storygraph.csv"),
                     titleEdit: .csv(file: "storygraph.csv", column: "Title")),
    ]
}
