@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// KOReader sidecars made to test one thing each: both layouts in one file, bookmarks and notes,
/// numbers that are none, damaged and hostile Lua, the limits, and where sidecars are found.
final class KOReaderSidecarEdgeTests: XCTestCase {
    private let sidecar = "Content/Books/Dune.sdr/metadata.epub.lua"

    private func site(_ lua: String, at path: String? = nil) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.folder.write(lua, to: path ?? sidecar)
        return site
    }

    /// The newer `annotations` and the older `highlight` + `bookmarks` in one file: each
    /// highlight once, matched on its two ends; an older one no annotation holds is kept, with its
    /// bookmark's note; KOReader's own bookmark text (`Page 12 … @ …`) is no note.
    func testBothLayoutsGiveEachHighlightOnce() throws {
        let site = try site("""
        return {
            ["annotations"] = {
                [1] = { ["pos0"] = "/body/DocFragment[3]/p[2]/text().0", ["pos1"] = "/body/DocFragment[3]/p[2]/text().9", ["text"] = "new one",
                        ["drawer"] = "lighten", ["pageno"] = 12, ["datetime"] = "2024-01-02 10:00:00" },
            },
            ["highlight"] = {
                [11] = {
                    [1] = { ["pos0"] = "/body/DocFragment[3]/p[2]/text().0", ["pos1"] = "/body/DocFragment[3]/p[2]/text().9", ["text"] = "new one (old copy)",
                            ["drawer"] = "lighten", ["datetime"] = "2024-01-02 10:00:00" },
                    [2] = { ["pos0"] = "/body/DocFragment[2]/p/text().4", ["pos1"] = "/body/DocFragment[2]/p/text().8", ["text"] = "old only",
                            ["drawer"] = "strikeout", ["datetime"] = "2024-01-01 09:00:00", ["chapter"] = "One" },
                },
            },
            ["bookmarks"] = {
                [1] = { ["pos0"] = "/body/DocFragment[2]/p/text().4", ["pos1"] = "/body/DocFragment[2]/p/text().8", ["highlighted"] = true,
                        ["notes"] = "old only", ["text"] = "my old note", ["datetime"] = "2024-01-01 09:00:00" },
                [2] = { ["pos0"] = "/body/DocFragment[3]/p[2]/text().0", ["pos1"] = "/body/DocFragment[3]/p[2]/text().9", ["highlighted"] = true,
                        ["notes"] = "new one", ["text"] = "Page 12 new one @ 2024-01-02 10:00:00", ["datetime"] = "2024-01-02 10:00:00" },
            },
            ["doc_props"] = { ["title"] = "Dune", ["authors"] = "Frank Herbert" },
        }
        """)
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, ["warning: \(sidecar): has no partial_md5_checksum, so its book's page is named by its title, and it cannot be matched to KOReader's statistics"])
        XCTAssertEqual(content.books.map(\.details.highlights), [[
            KOReaderSidecarTests.H("old only", note: "my old note", chapter: "One", at: "/body/DocFragment[2]/p/text().4", page: 11, "2024-01-01T09:00:00Z", mark: .strikeout),
            KOReaderSidecarTests.H("new one", note: nil, chapter: nil, at: "/body/DocFragment[3]/p[2]/text().0", page: 12, "2024-01-02T10:00:00Z"),
        ]])
    }

    /// A page bookmark (no position, no way of drawing) is no highlight; one with the reader's
    /// note is a note alone; a highlight with no text but a note is a note too.
    func testBookmarksAreNoHighlightsAndNotesAloneAreNotes() throws {
        let site = try site("""
        return {
            ["partial_md5_checksum"] = "0123456789abcdef0123456789abcdef",
            ["annotations"] = {
                [1] = { ["page"] = "/body/DocFragment[1]/p.0", ["pageno"] = 1, ["text"] = "in Title", ["datetime"] = "2024-01-01 08:00:00" },
                [2] = { ["page"] = "/body/DocFragment[2]/p.0", ["pageno"] = 3, ["text"] = "in One", ["note"] = "remember this page", ["chapter"] = "One" },
                [3] = { ["pos0"] = "/body/DocFragment[2]/p[4]/text().0", ["pos1"] = "/body/DocFragment[2]/p[4]/text().5", ["drawer"] = "invert",
                        ["note"] = "a note on an empty passage", ["color"] = "red" },
                [4] = { ["pos0"] = "/body/DocFragment[2]/p[5]/text().0", ["pos1"] = "/body/DocFragment[2]/p[5]/text().5", ["drawer"] = "lighten" },
            },
        }
        """)
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, ["warning: \(sidecar): annotations, [4]: has no text; the highlight is not published"])
        XCTAssertEqual(content.books.map(\.title), ["Dune"], "the sidecar's folder names a book without a title")
        XCTAssertEqual(content.books.map(\.details.highlights), [[
            KOReaderSidecarTests.H("", note: "remember this page", chapter: "One", at: "/body/DocFragment[2]/p.0", page: 3, nil, mark: nil),
            KOReaderSidecarTests.H("", note: "a note on an empty passage", chapter: nil, at: "/body/DocFragment[2]/p[4]/text().0", page: nil, nil, colour: "red", mark: .invert),
        ]])
        XCTAssertTrue(site.build().succeeded)
        let page = try String(contentsOf: site.output.appendingPathComponent("books/0123456789abcdef0123456789abcdef.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h3>One</h3>\n<ul class=\"highlight-list\">\n<li><p class=\"note\">remember this page</p></li>\n</ul>"), page)
        XCTAssertTrue(page.contains("<li><p class=\"note\">a note on an empty passage</p></li>"), page)
    }

    /// `summary`: status, rating, review and the day it was finished; shown on the book's page.
    func testSummaryGivesStatusRatingAndReview() throws {
        let site = try site("""
        return {
            ["partial_md5_checksum"] = "0123456789abcdef0123456789abcdef",
            ["doc_props"] = { ["title"] = "Dune", ["authors"] = "Frank Herbert\\nBrian Herbert", ["series"] = "Dune #1", ["identifiers"] = "isbn:0441013597 calibre:7" },
            ["summary"] = { ["status"] = "complete", ["rating"] = 4, ["note"] = "Spice *must* flow.", ["modified"] = "2024-03-05" },
        }
        """)
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let book = try XCTUnwrap(result.content.books.first)
        XCTAssertEqual(book.authorLine, "Frank Herbert, Brian Herbert")
        XCTAssertEqual(book.review, .markdown("Spice *must* flow."))
        XCTAssertEqual(book.rating, Rating(4))
        XCTAssertEqual(book.details.status, .finished)
        XCTAssertEqual(book.details.finished, StoreDate.iso("2024-03-05"))
        XCTAssertEqual(book.details.series, BookSeries(name: "Dune", number: 1))
        XCTAssertEqual(book.details.identifiers, [BookIdentifier(scheme: "calibre", value: "7"), BookIdentifier(scheme: "isbn", value: "0441013597"),
                                                  BookIdentifier(scheme: KOReaderSidecar.md5Scheme, value: "0123456789abcdef0123456789abcdef", use: .fileDigest)])
        let page = try String(contentsOf: site.output.appendingPathComponent("books/0123456789abcdef0123456789abcdef.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<p>Spice <em>must</em> flow.</p>"), page)
    }

    /// Numbers that are none (`nan`, `inf`), numbers beyond any book, and words KOReader does
    /// not write: each a warning naming the file, the table and the field; the rest is read.
    func testNumbersAndWordsOutOfRangeAreWarnings() throws {
        let site = try site("""
        return {
            ["partial_md5_checksum"] = "0123456789abcdef0123456789abcdef",
            ["percent_finished"] = nan,
            ["doc_pages"] = 1e300,
            ["doc_props"] = { ["title"] = 1984, ["series"] = "Saga", ["series_index"] = -inf },
            ["summary"] = { ["status"] = "skimmed", ["rating"] = 9 },
            ["annotations"] = {
                [1] = { ["pos0"] = "/body/p/text().0", ["text"] = "kept", ["drawer"] = "zigzag", ["pageno"] = 123456789012345678901234567890,
                        ["datetime"] = "yesterday" },
                [2] = { ["pos0"] = { ["page"] = inf, ["x"] = 1, ["y"] = 2 }, ["text"] = "kept too", ["drawer"] = "lighten" },
            },
        }
        """)
        let (content, diagnostics) = site.load()
        let file = sidecar
        XCTAssertEqual(diagnostics.messages, [
            "warning: \(file): doc_props: series_index is the number -inf, expected a number from 0 to 1000000; it is left out",
            "warning: \(file): doc_pages is the number 1e+300, expected a whole number from 0 to 10000000; it is left out",
            "warning: \(file): percent_finished is the number nan, expected a number from -0.01 to 1.01; it is left out",
            "warning: \(file): summary: status is \"skimmed\", expected reading, complete, abandoned or tbr; it is left out",
            "warning: \(file): summary: rating is the number 9, expected a whole number from 0 to 5; it is left out",
            "warning: \(file): annotations, [1]: pageno is the number 1.2345678901234568e+29, expected a whole number from 1 to 10000000; it is left out",
            "warning: \(file): annotations, [1], datetime: is \"yesterday\", expected a date and time such as 2023-12-19 17:23:52; it is left out",
            "warning: \(file): annotations, [1]: drawer is \"zigzag\", expected lighten, underscore, strikeout or invert; it is left out",
            "warning: \(file): annotations, [2]: pos0 is a table, expected an XPointer or a PDF position {x, y, page}; its place in the book is unknown",
            "warning: \(file): doc_props: title is the number 1984, expected a string; it is left out",
        ])
        let book = try XCTUnwrap(content.books.first)
        XCTAssertEqual(book.title, "Dune")
        XCTAssertEqual(book.details.series, BookSeries(name: "Saga", number: 1))
        XCTAssertEqual(book.details.highlights.map(\.text), ["kept", "kept too"])
        XCTAssertEqual(book.details.highlights.map(\.mark), [nil, .highlight])
    }

    /// Why Folio owns its Lua parser: a sidecar is a file from a device, and Lua would run what it
    /// holds. Code is refused, naming the file and the line, and nothing runs.
    func testCodeInASidecarIsRefusedAndNeverRun() throws {
        let site = try site("-- a sidecar\nreturn {\n    [\"doc_props\"] = os.execute(\"touch ran\"),\n}\n")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load content]: \(sidecar):3: cannot be read as a Lua table: `os.execute(…)` is a call, not a value: Folio reads a sidecar as data (strings, numbers, true, false, nil and tables) and never runs it",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.folder.child("ran").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/ran"))
    }

    func testDamagedLuaIsAnErrorNamingItsLine() throws {
        let site = try site("return {\n    [\"doc_props\"] = {\n        [\"title\"] = \"Dune,\n    },\n}\n")
        XCTAssertEqual(site.build().diagnostics.messages, [
            "error[load content]: \(sidecar):3: cannot be read as a Lua table: a string runs into a line break without `\\` before it",
        ])
    }

    /// Nesting and size are bounded, with errors that say so.
    func testNestingAndSizeAreBounded() throws {
        let deep = try site("return {\n" + String(repeating: "{", count: 100_000))
        XCTAssertEqual(deep.build().diagnostics.messages, [
            "error[load content]: \(sidecar):2: cannot be read as a Lua table: nests tables more than 64 deep; Folio reads at most 64 levels (KOReader writes fewer than 10)",
        ])
        let large = try site("return { [\"stats\"] = \"" + String(repeating: "x", count: 16 << 20) + "\" }")
        XCTAssertEqual(large.build().diagnostics.messages, [
            "error[load content]: \(sidecar): is 16 MiB, more than the 16 MiB Folio reads from such a file",
        ])
    }

    /// A Lua table of something else is not a sidecar.
    func testALuaTableOfSomethingElseIsNoSidecar() throws {
        let site = try site("return { [\"font\"] = \"Noto\", [\"size\"] = 12 }")
        XCTAssertEqual(site.build().diagnostics.messages, [
            "error[load content]: \(sidecar): not a Folio data file (found a Lua table with keys font, size); \(StoreRegistry.standard.expectedShapes)",
        ])
    }

    /// The sidecar and KOReader's statistics of one book (one md5, titles that differ) are one
    /// book: the statistics' reading, the sidecar's highlights and metadata, its page named by the md5.
    func testSidecarAndStatisticsOfOneBookAreOneBook() throws {
        let site = try site("""
        return { ["partial_md5_checksum"] = "0123456789abcdef0123456789abcdef", ["doc_props"] = { ["title"] = "Dune", ["authors"] = "Frank Herbert", ["language"] = "en" },
                 ["annotations"] = { { ["pos0"] = "/body/p/text().0", ["text"] = "Fear is the mind-killer.", ["drawer"] = "lighten" } } }
        """)
        try site.writeDatabase("statistics.sqlite3", statements: [
            "CREATE TABLE book (id integer PRIMARY KEY, title text, authors text, md5 text, pages integer, total_read_time integer)",
            "CREATE TABLE page_stat_data (id_book integer, page integer, start_time integer, duration integer, total_pages integer)",
            "INSERT INTO book VALUES (1, 'dune_v2', 'N/A', '0123456789ABCDEF0123456789abcdef', 500, 600)",
            "INSERT INTO page_stat_data VALUES (1, 1, 1747493224, 600, 500)",
        ])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.content.books.map(\.title), ["Dune"])
        let book = try XCTUnwrap(result.content.books.first)
        XCTAssertEqual(book.details.highlights.map(\.text), ["Fear is the mind-killer."])
        XCTAssertEqual(book.details.reading.map(\.seconds), [600])
        XCTAssertEqual(book.details.language, "en")
        XCTAssertEqual(result.bookMatches, [BookMatch(title: "Dune", rule: .md5, records: [sidecar, "Content/statistics.sqlite3: book 1"])])
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("books/0123456789abcdef0123456789abcdef.html").path))
    }

    /// In `Content/`, `metadata.<ext>.lua` files are read at any depth; KOReader's backup
    /// (`.lua.old`) and `custom_metadata.lua` are not.
    func testContentFolderFindsSidecarsButNotBackups() throws {
        let lua = "return { [\"doc_props\"] = { [\"title\"] = \"Dune\" }, [\"partial_md5_checksum\"] = \"aa\" }"
        let site = try site(lua)
        try site.folder.write(lua, to: sidecar + ".old")
        try site.folder.write(lua, to: "Content/Books/Dune.sdr/custom_metadata.lua")
        var diagnostics = Diagnostics()
        let files = ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &diagnostics)
        XCTAssertEqual(files.map(\.displayPath), [sidecar])
    }

    /// A folder named in `sources` stands for its sidecars at any depth: KOReader's
    /// `hashdocsettings/` and `docsettings/` layouts; a folder with none is an error.
    func testAFolderSourceStandsForItsSidecars() throws {
        let folder = try TemporaryFolder()
        let lua = "return { [\"doc_props\"] = { [\"title\"] = \"%@\" }, [\"partial_md5_checksum\"] = \"%@\" }"
        try folder.write(String(format: lua, "Dune", "0123456789abcdef0123456789abcdef"), to: "koreader/hashdocsettings/01/0123456789abcdef0123456789abcdef.sdr/metadata.epub.lua")
        try folder.write(String(format: lua, "Emma", "fedcba9876543210fedcba9876543210"), to: "koreader/docsettings/mnt/onboard/Books/Emma.sdr/metadata.pdf.lua")
        try folder.write("x", to: "empty/readme.txt")
        let result = KOReaderSidecarTests.build([folder.child("koreader").path], in: folder)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.content.books.map(\.title), ["Emma", "Dune"])
        let none = KOReaderSidecarTests.build([folder.child("empty").path], in: folder)
        XCTAssertEqual(none.diagnostics.messages, [
            "error[find content]: folio.yml: sources, source 1: path \"\(folder.child("empty").path)\" is a folder holding none of the files a folder stands for (KOReader's metadata.*.lua); name a data file, or a folder of such files",
        ])
    }

    /// `folio init --from` finds sidecars at any depth and names the folder holding their books.
    func testInitFromFindsSidecars() throws {
        let folder = try TemporaryFolder()
        let lua = "return { [\"doc_props\"] = { [\"title\"] = \"Dune\" }, [\"partial_md5_checksum\"] = \"0123456789abcdef0123456789abcdef\" }"
        try folder.write(lua, to: "reader/Books/Sci-fi/Dune.sdr/metadata.epub.lua")
        try folder.write(lua.replacingOccurrences(of: "Dune", with: "Emma").replacingOccurrences(of: "0123", with: "9999"), to: "reader/Books/Classics/Old/Emma.sdr/metadata.epub.lua")
        let run = try CommandLine.folio(["init", "site", "--from", "reader"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: folder.child("site/folio.yml"), encoding: .utf8), """
            # Folio site settings: every key is optional (see the README).
            title: My reading log
            language: en
            timezone: UTC
            sources:
              - path: "\(folder.child("reader/Books").path)"

            """)
        let paths = try FileTree(folder.child("site")).paths
        XCTAssertTrue(paths.contains("Output/books/0123456789abcdef0123456789abcdef.html"), "\(paths)")
    }
}
