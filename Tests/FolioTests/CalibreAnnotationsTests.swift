@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The highlights calibre's e-book viewer keeps in `metadata.db`'s `annotations` table.
final class CalibreAnnotationsTests: XCTestCase {
    /// A real library (user_version 26): one bookmark and two highlights of Alice, in reading
    /// order, with their notes, chapters and colours; the bookmark is no highlight.
    func testARealLibrarysHighlightsJoinTheirBook() throws {
        let library = try TestPaths.real("calibre-annotations/dummy_library/metadata.db")
        let before = try FileTree(library.deletingLastPathComponent())
        let output = try TemporaryFolder()
        var options = BuildOptions(siteFolder: output.url, outputFolder: output.child("site"), now: FixtureSite.now)
        options.sources = [SourceConfig(path: library.path)]
        let result = SiteBuild.run(options)
        let folder = library.deletingLastPathComponent().path
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: \(library.path): book 3, cover \(folder)/Henry David Thoreau/Walden, and On The Duty Of Civil Disobedience (3)/cover.jpg: is not there, though calibre says the book has a cover; the book is shown without a cover",
            "warning[load content]: \(library.path): book 4, cover \(folder)/Lewis Carroll/Alice's Adventures in Wonderland (4)/cover.jpg: is not there, though calibre says the book has a cover; the book is shown without a cover",
        ], "the library was published without its covers")
        let alice = try XCTUnwrap(result.content.books.first { $0.title == "Alice's Adventures in Wonderland" })
        XCTAssertEqual(alice.details.highlights, [
            Highlight(text: "There was nothing so very remarkable in that; nor did Alice think it so very much out of the way to hear the Rabbit say to itself, “Oh dear! Oh dear! I shall be late!”",
                      note: "Classic", chapter: "CHAPTER I. Down the Rabbit-Hole", location: "epubcfi(/6/6!/2/4/2[pgepubid00003]/8/1:0)", style: nil,
                      created: StoreDate.iso("2021-04-24T19:10:37.437Z"), colour: "yellow"),
            Highlight(text: "CHAPTER IV.\nThe Rabbit Sends in a Little Bill", note: nil, chapter: "CHAPTER IV. The Rabbit Sends in a Little Bill",
                      location: "epubcfi(/6/12!/2/4/2[pgepubid00006]/2/2[chap04]:0)", style: nil, created: StoreDate.iso("2021-04-24T12:36:42.340Z"), colour: "yellow"),
        ])
        XCTAssertEqual(result.content.books.map(\.title), ["Walden, and On The Duty Of Civil Disobedience", alice.title])
        XCTAssertEqual(result.content.books[0].details.highlights, [])
        XCTAssertEqual(try FileTree(library.deletingLastPathComponent()), before, "nothing written beside the library")
    }

    /// Damaged `annot_data`: not JSON, not an object, numbers of the wrong type or out of range,
    /// nesting beyond Foundation's limit, a NUL. Each is a warning naming the file, the
    /// annotation's row id and the field; the other highlights are published.
    func testDamagedAnnotationsAreWarnings() throws {
        let site = try FixtureSite()
        try site.writeDatabase("metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, uuid TEXT)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            """
            CREATE TABLE annotations (id INTEGER PRIMARY KEY, book INTEGER, format TEXT, user_type TEXT, user TEXT, timestamp REAL,
                annot_id TEXT, annot_type TEXT, annot_data TEXT)
            """,
            "INSERT INTO books VALUES (1, 'Book', 'uuid-1')",
            """
            INSERT INTO annotations VALUES
                (1, 1, 'EPUB', 'local', 'viewer', 1, 'a1', 'bookmark', '{"title": "A bookmark", "pos": "epubcfi(/2)"}'),
                (2, 1, 'EPUB', 'local', 'viewer', 1, 'a2', 'highlight', '{not json'),
                (3, 1, 'EPUB', 'local', 'viewer', 1, 'a3', 'highlight', '[1, 2]'),
                (4, 1, 'EPUB', 'local', 'viewer', 1, 'a4', 'highlight', '{"highlighted_text": "Spine as text", "spine_index": "x"}'),
                (5, 1, 'EPUB', 'local', 'viewer', 1, 'a5', 'highlight', '{"highlighted_text": "Huge spine", "spine_index": 1e308}'),
                (6, 1, 'EPUB', 'local', 'viewer', 1, 'a6', 'highlight', '{"highlighted_text": "Spine true", "spine_index": true, "notes": 7}'),
                (7, 1, 'EPUB', 'local', 'viewer', 1, 'a7', 'highlight', '{"removed": true, "uuid": "a7"}'),
                (8, 1, 'EPUB', 'local', 'viewer', 1, 'a8', 'highlight', '{"notes": "Only a note", "spine_index": 0, "start_cfi": "/4/2:0"}'),
                (9, 1, 'EPUB', 'local', 'viewer', 1, 'a9', 'highlight', '{"highlighted_text": " ", "spine_index": 1}'),
                (10, 1, 'EPUB', 'local', 'viewer', 1, 'a10', 'highlight',
                    '{"highlighted_text": "Odd fields", "spine_index": 1, "start_cfi": "/2:5", "style": "yellow", "toc_family_titles": [1, "Part", "Chapter"], "timestamp": "soon"}'),
                (11, 1, 'EPUB', 'local', 'viewer', 1, 'a11', 'highlight', '{"highlighted_text": "N\\u0000UL", "spine_index": 1, "start_cfi": "/2:1"}'),
                (12, 1, 'EPUB', 'local', 'viewer', 1, 'a12', 'highlight', '{"a": \(String(repeating: "[", count: 600))\(String(repeating: "]", count: 600))}'),
                (13, 1, 'EPUB', 'local', 'viewer', 1, 'a13', 'highlight', '{"highlighted_text": "Far", "spine_index": 1e400}'),
                (14, 1, 'EPUB', 'local', 'viewer', 1, 'dup', 'highlight', '{"highlighted_text": "Older copy", "spine_index": 2}'),
                (15, 1, 'EPUB', 'web', 'reader', 2, 'dup', 'highlight', '{"highlighted_text": "Newer copy", "spine_index": 2}'),
                (16, 99, 'EPUB', 'local', 'viewer', 1, 'a16', 'highlight', '{"highlighted_text": "Of no book"}'),
                (17, 1, 'EPUB', 'local', 'viewer', 1, 'a17', 'highlight', NULL),
                (18, 1, 'EPUB', 'local', 'viewer', 1, 'a18', 'highlight',
                    '{"highlighted_text": "Wavy", "spine_index": 3, "style": {"kind": "decoration", "type": "builtin", "which": "wavy"}}')
            """,
        ])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        let file = "warning[load content]: Content/metadata.db: annotation"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(file) 2: annot_data is not JSON (Invalid value around character 1.); the highlight is not published",
            "\(file) 3: annot_data is an array, expected a JSON object; the highlight is not published",
            "\(file) 4: annot_data.spine_index is a string \"x\", expected a whole number from 0 to 1000000; it is left out",
            "\(file) 5: annot_data.spine_index is a number (1e+308), expected a whole number from 0 to 1000000; it is left out",
            "\(file) 6: annot_data.notes is a number (7), expected a string; it is left out",
            "\(file) 6: annot_data.spine_index is true, expected a whole number from 0 to 1000000; it is left out",
            "\(file) 9: has no highlighted text (annot_data.highlighted_text); the highlight is not published",
            "\(file) 10: annot_data.timestamp is a string \"soon\", expected a date (ISO 8601); it is left out",
            "\(file) 10: annot_data.toc_family_titles holds 1 value that is not a string; it is left out",
            "\(file) 10: annot_data.style is a string \"yellow\", expected an object; it is left out",
            "\(file) 11: annot_data.highlighted_text holds a NUL character; the whole text is kept, without it",
            "\(file) 12: annot_data is not JSON (Too many nested arrays or dictionaries around character 518.); the highlight is not published",
            "\(file) 13: annot_data is not JSON (Number 1e400 is not representable in Swift.); the highlight is not published",
            "\(file) 17: has no annot_data; the highlight is not published",
            "warning[load content]: Content/metadata.db: table annotations: 1 highlight of book 99, which the books table does not hold, is not published",
        ])
        XCTAssertEqual(result.sources.map(\.withheld), [["removed highlights": 1]])
        XCTAssertEqual(result.content.books.first?.details.highlights, [
            Highlight(text: "", note: "Only a note", chapter: nil, location: "epubcfi(/6/2!/4/2:0)", style: nil, created: nil),
            Highlight(text: "NUL", note: nil, chapter: nil, location: "epubcfi(/6/4!/2:1)", style: nil, created: nil),
            Highlight(text: "Odd fields", note: nil, chapter: "Chapter", location: "epubcfi(/6/4!/2:5)", style: nil, created: nil),
            Highlight(text: "Newer copy", note: nil, chapter: nil, location: "epubcfi(/6/6)", style: nil, created: nil),
            Highlight(text: "Wavy", note: nil, chapter: nil, location: "epubcfi(/6/8)", style: nil, created: nil, mark: .wavy),
            Highlight(text: "Huge spine", note: nil, chapter: nil, location: nil, style: nil, created: nil),
            Highlight(text: "Spine as text", note: nil, chapter: nil, location: nil, style: nil, created: nil),
            Highlight(text: "Spine true", note: nil, chapter: nil, location: nil, style: nil, created: nil),
        ], "spine index 0 is a number, not false: Foundation gives both as NSNumber")
    }
}
