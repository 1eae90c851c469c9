@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A Kobo's `KoboReader.sqlite`, recognised by its tables: its books, reading state, highlights,
/// notes and shelves.
final class KoboTests: XCTestCase {
    static let artOfWar = "file:///mnt/onboard/Sun Tzu/Art of War, The - Sun Tzu.kepub.epub"

    /// A real device's database (DbVersion 174): 34 books, 2 highlights and 2 notes of one book,
    /// one shelf; dates without a zone read in the site's zone, and nothing written beside it.
    func testARealDatabaseIsPublishedWhole() throws {
        let file = try TestPaths.real("kobo/KoboReader.sqlite")
        let before = try FileTree(file.deletingLastPathComponent())
        let output = try TemporaryFolder()
        var options = BuildOptions(siteFolder: output.url, outputFolder: output.child("site"), now: FixtureSite.now)
        options.sources = [SourceConfig(path: file.path)]
        options.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.sources.map(\.kinds), [[KoboStore.kind]])
        let books = result.content.books
        XCTAssertEqual(books.count, 34)
        XCTAssertEqual(books.map(\.details.status).filter { $0 != .unread }, [.reading, .reading])
        XCTAssertEqual(books.filter { !$0.details.tags.isEmpty }.map { "\($0.title): \($0.details.tags)" }, [
            "The Seven Principles For Making Marriage Work: [\"ReadingList\"]", "The Love Prescription: [\"ReadingList\"]",
        ])
        let trauma = try XCTUnwrap(books.first { $0.title == "Trauma: The Invisible Epidemic" })
        XCTAssertEqual(trauma.details.authors, ["Paul Conti, MD", "Lady Gaga"], "Kobo joins authors with a comma and no space")
        XCTAssertEqual(trauma.details.identifiers, [BookIdentifier(scheme: "isbn", value: "9781683647362")])
        XCTAssertEqual(trauma.details.publisher, "Sounds True")
        XCTAssertEqual(trauma.stableID, "184542ff-f391-4972-a443-7cb90615105f")
        let bonded = try XCTUnwrap(books.first { $0.title == "Bonded in Death" })
        XCTAssertEqual(bonded.details.series, BookSeries(name: "In Death", number: 60))

        let war = try XCTUnwrap(books.first { $0.title == "The Art of War" })
        var expected = BookDetails()
        expected.authors = ["Sun Tzu"]
        expected.publisher = "Standard Ebooks"
        expected.status = .reading
        expected.progress = 0.02
        expected.readingTime = 444
        expected.lastRead = StoreDate.iso("2025-02-04T17:17:15Z")
        // DateCreated has no zone: 17:16 in Berlin, 16:16 UTC (DateLastRead has its Z). The last highlight's
        // text ends in a line break and tabs, left out, and holds a no-break space, kept.
        let chapter = "Sun Wu and His Book"
        expected.highlights = [
            Highlight(text: "It is obvious enough that Ssǔ-ma Chʽien at least had no doubt about the reality of Sun Wu as an historical personage; and with one exception, to be noticed presently, he is by far the most important authority on the period in question",
                      note: "Such a cool quote! Amazing!", chapter: chapter, location: "5!span#kobo\\.204\\.1:0", style: nil, created: StoreDate.iso("2025-02-04T16:16:33.795Z")),
            Highlight(text: "The attribution is somewhat doubtful; but even if it were otherwise, his account would be of little value, based as it is on the Shih Chi and expanded with romantic details",
                      note: nil, chapter: chapter, location: "5!span#kobo\\.215\\.1:1", style: nil, created: StoreDate.iso("2025-02-04T16:16:51.993Z")),
            Highlight(text: "The story of Sun Tzǔ will be found, for what it is worth, in chapter 2. The only new points in it worth noting are",
                      note: nil, chapter: chapter, location: "5!span#kobo\\.217\\.2:0", style: nil, created: StoreDate.iso("2025-02-04T16:16:57.316Z")),
            Highlight(text: "The following passage occurs in the 淮南子 Huai-nan Tzǔ: “When sovereign and ministers show perversity of mind, it is impossible even for a Sun Tzǔ to encounter the foe.”16 Assuming that this work is genuine (and hitherto no doubt has been cast upon it), we have here the earliest direct reference for Sun Tzǔ, for Huai-nan Tzǔ died in 122\u{00A0}BC, many years before the Shih Chi was given to the world.",
                      note: "Test", chapter: chapter, location: "5!span#kobo\\.232\\.1:0", style: nil, created: StoreDate.iso("2025-02-04T16:17:09.828Z")),
        ]
        XCTAssertEqual(war.details, expected)
        XCTAssertEqual(war.stableID, StableID.segment(Self.artOfWar))
        XCTAssertEqual(war.source.description, "\(file.path): book \(Self.artOfWar.quotedForMessage)")
        XCTAssertEqual(try FileTree(file.deletingLastPathComponent()), before, "nothing written beside the database")
        let page = try String(contentsOf: output.child("site/books/\(war.stableID!).html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<dl class=\"facts\">").dropFirst().first?.components(separatedBy: "</dl>").first,
                       "<dt>Publisher</dt><dd>Standard Ebooks</dd><dt>Status</dt><dd>Reading</dd><dt>Progress</dt><dd>2%</dd>"
                       + "<dt>Reading time</dt><dd>7 min</dd><dt>Last read</dt><dd>2025/02/04</dd>")
    }

    /// The same book in calibre and on a Kobo is one page, named by calibre's uuid; Kobo's
    /// ContentID names it when calibre does not have it.
    func testKoboComesAfterCalibreAndKOReaderInNamingAPage() {
        XCTAssertEqual([CalibreStore.kind, KOReaderStatisticsStore.kind, KoboStore.kind, AppleBooksLibraryStore.kind, BookTableStore.kind].map { StoreRegistry.standard.ranks(of: $0).pageName }, [0, 1, 2, 3, 4])
    }

    /// A damaged database: NULLs, numbers as text, text as numbers, infinities, 2^63, NaN. Each
    /// problem is a warning naming the file, the record and the field; nothing crashes.
    func testADamagedDatabaseIsPublishedWithWarnings() throws {
        let site = try FixtureSite()
        try site.writeDatabase("KoboReader.sqlite", statements: KoboFixture.hostile)
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        let file = "warning[load content]: Content/KoboReader.sqlite"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(file): bookmark \"b3\", content \"book-1!ch2.xhtml\": VolumeIndex is a string \"NaN\", expected a whole number from 0 to 1000000; it is left out",
            "\(file): bookmark \"b4\": StartOffset is a number (inf), expected a whole number from 0 to 1000000000; it is left out",
            "\(file): bookmark \"b4\": DateCreated is a string \"soon\", expected a date (ISO 8601); it is left out",
            "\(file): bookmark \"b5\": names no book (VolumeID); the highlight is not published",
            "\(file): book \"book-2\": SeriesNumber is a string \"x\", expected a number from -1000000 to 1000000; it is left out",
            "\(file): book \"book-2\": ReadStatus is a number (9223372036854775807), expected a whole number from 0 to 2; it is left out",
            "\(file): book \"book-2\": ___PercentRead is a number (inf), expected a number from 0 to 100; it is left out",
            "\(file): book \"book-2\": TimeSpentReading is a number (-5), expected a whole number from 0 to 3153600000; it is left out",
            "\(file): book \"book-2\": DateLastRead is a string \"12345\", expected a date (ISO 8601); it is left out",
            "\(file): table content, row 6: is a book without a ContentID; it is left out",
            "\(file): book \"book-3\": ___PercentRead is a string \"NaN\", expected a number from 0 to 100; it is left out",
            "\(file): book \"book-3\": DateLastRead is a string \"yesterday\", expected a date (ISO 8601); it is left out",
            "\(file): table Bookmark: 1 highlight of a book the content table does not hold (VolumeID \"gone\") is not published",
        ])
        XCTAssertEqual(result.sources.map(\.withheld), [["hidden highlights": 1]])
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["First", "Unknown", "Third"])
        XCTAssertEqual(books.map(\.authorNames), [["A. Writer", "B. Writer"], [], ["5"]])
        XCTAssertEqual(books.map(\.details.status), [.finished, nil, .unread])
        XCTAssertEqual(books[0].details.finished, StoreDate.iso("2024-03-02T10:00:00Z"))
        XCTAssertEqual(books[0].details.tags, ["Kept"], "a deleted shelf and a deleted shelf row are passed over")
        XCTAssertEqual(books[1].details.series, BookSeries(name: "Saga", number: 1))
        XCTAssertEqual(books[0].details.highlights, [
            Highlight(text: "", note: "A note alone", chapter: "Chapter One", location: "1!span#kobo\\.1\\.1:0", style: nil, created: StoreDate.iso("2024-01-01T10:00:00Z")),
            Highlight(text: "Marked", note: nil, chapter: "Chapter One", location: "1!span#kobo\\.3\\.1:5", style: nil, created: nil),
            Highlight(text: "No place", note: nil, chapter: nil, location: nil, style: nil, created: nil),
            Highlight(text: "Chapter without a place", note: nil, chapter: "ch2 title", location: nil, style: nil, created: nil),
        ].sorted(by: Highlight.inReadingOrder))
        let page = try String(contentsOf: site.output.appendingPathComponent("books/book-1.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<li><p class=\"note\">A note alone</p></li>"), "a note without a highlight shows no empty quote")
    }
}
