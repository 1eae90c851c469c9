@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Goodreads' and StoryGraph's exports, read from the real files in ../shared/fixtures/real
/// (reading-csv: a Spanish reader's 1,413 Goodreads books, another's 124 StoryGraph books).
final class ReadingExportTests: XCTestCase {
    func load(_ name: String, as fileName: String? = nil) throws -> (content: SiteContent, diagnostics: Diagnostics) {
        let site = try FixtureSite()
        _ = try site.folder.write(try Data(contentsOf: try TestPaths.real("reading-csv/\(name)")), to: "Content/\(fileName ?? name)")
        return site.load()
    }

    static func day(_ text: String) -> Date {
        LocalDateTime(isoText: text + "T00:00")!.instant(in: TimeZone(identifier: "UTC")!)
    }

    func testGoodreadsExportIsReadWhole() throws {
        // Told by its header, not its name.
        let (content, diagnostics) = try load("goodreads_library_export.csv", as: "library.csv")
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.count, 1413)
        XCTAssertEqual(Dictionary(grouping: content.books) { $0.details.status }.mapValues(\.count), [.finished: 1372, .unread: 39, .reading: 2])
        XCTAssertEqual(content.books.filter { $0.details.finished != nil }.count, 1369, "three read books have no Date Read")
        let recursos = try XCTUnwrap(content.books.first { $0.title == "Recursos inhumanos" })
        var expected = Book(title: "Recursos inhumanos", authorLine: "Pierre Lemaitre, Juan Carlos Durán Romero", rating: Rating(4),
                            authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "Content/library.csv", recordPath: ["row 139"]))
        expected.details.authors = ["Pierre Lemaitre", "Juan Carlos Durán Romero"]
        expected.details.identifiers = [BookIdentifier(scheme: "isbn", value: "9788420426273"), BookIdentifier(scheme: "goodreads", value: "34889760")]
        expected.details.publisher = "Penguin Random House Grupo Editorial España"
        expected.details.pageCount = 400
        expected.details.publishedYear = 2017
        expected.details.added = Self.day("2024-09-27")
        expected.details.status = .finished
        expected.details.finished = Self.day("2017-04-28")
        expected.details.readThroughs = [ReadThrough(started: nil, finished: Self.day("2017-04-28"))]
        expected.details.timesRead = 2
        expected.stableID = "34889760"
        XCTAssertEqual(recursos, expected, "Additional Authors follow Author; ISBN13 over ISBN; Read Count kept beside the one Date Read")
        let tulipanes = try XCTUnwrap(content.books.first { $0.stableID == "52331839" })
        XCTAssertEqual(tulipanes.title, "La danza de los tulipanes")
        XCTAssertEqual(tulipanes.details.series, BookSeries(name: "Ane Cestero", number: 1))
        XCTAssertEqual(tulipanes.details.status, .finished, "on the read shelf without a date")
        XCTAssertNil(tulipanes.details.finished)
        let review = try XCTUnwrap(content.books.first { $0.stableID == "99404826" }?.review.pageHTML)
        XCTAssertEqual(review, """
        <p>La cuarta mirada es una historia de resiliencia profunda narrada desde la intimidad de quien ha vivido la adversidad y ha decidido no dejarse vencer por ella. A través de la vida de Clara, acompañamos a una niña cuya infancia queda marcada por experiencias duras que la obligan a crecer antes de tiempo, pero también a encontrar dentro de sí misma una fuerza inesperada. Cada etapa —dolor, aprendizaje, resistencia— refleja cómo la protagonista va transformando su historia y desarrollando esa “cuarta mirada”: la que mira hacia adelante con valentía y esperanza.</p>
        <p>La novela no se detiene en lo trágico; lo entiende, lo siente y luego lo supera con honestidad emocional. Es un canto a la posibilidad de ser feliz incluso cuando la vida resulta difícil, y un recordatorio de que el pasado puede convertirse en una herramienta de crecimiento en lugar de una carga permanente.</p>
        <p>Una lectura emotiva y sincera, ideal para quienes buscan historias sobre la fortaleza interior y la esperanza que surge después de atravesar tormentas personales.</p>
        """, "each <br/> ends a paragraph")
    }

    func testStoryGraphExportIsReadWhole() throws {
        let (content, diagnostics) = try load("storygraph.csv", as: "export.csv")
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.count, 124)
        XCTAssertEqual(Dictionary(grouping: content.books) { $0.details.status?.rawValue ?? "none" }.mapValues(\.count),
                       ["finished": 49, "unread": 73, "reading": 1, "none": 1], "one row has no Read Status")
        let palabras = try XCTUnwrap(content.books.first { $0.stableID == "9788466657549" })
        var expected = Book(title: "Palabras radiantes", authorLine: "Brandon Sanderson", rating: Rating(5),
                            authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "Content/export.csv", recordPath: ["row 13"]))
        expected.details.authors = ["Brandon Sanderson"]
        expected.details.identifiers = [BookIdentifier(scheme: "isbn", value: "9788466657549")]
        expected.details.added = Self.day("2024-09-18")
        expected.details.status = .finished
        expected.details.finished = Self.day("2025-03-03")
        expected.details.lastRead = Self.day("2025-03-03")
        expected.details.readThroughs = [ReadThrough(started: Self.day("2025-02-06"), finished: Self.day("2025-03-03"))]
        expected.details.timesRead = 1
        expected.stableID = "9788466657549"
        XCTAssertEqual(palabras, expected, "a range in Dates Read is one reading, started and finished")
        let marciano = try XCTUnwrap(content.books.first { $0.title == "El marciano" })
        XCTAssertEqual(marciano.rating, Rating(halves: 9), "4.5 stars")
        XCTAssertNil(marciano.stableID, "no ISBN/UID: named by its title")
        XCTAssertEqual(marciano.details.authors, ["Javier Guerrero", "Andy Weir"], "no Contributors to leave out")
        // This file names Brandon Sanderson a translator of his own book: whoever Contributors
        // names is left out of Authors.
        XCTAssertEqual(content.books.first { $0.title == "Nacidos de la bruma: Historia secreta" }?.details.authors, ["Manu Viciano"])
        XCTAssertEqual(content.books.first { $0.title == "Carrie" }?.details.tags, ["abandonados"])
    }

    /// Both exports in one site: each book's page, the shelves and the year pages.
    func testExportsMakePagesShelvesAndYears() throws {
        let site = try FixtureSite()
        _ = try site.folder.write(#"""
        Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Star Rating,Review,Tags
        Dune,Frank Herbert,,9780441172719,paperback,read,2019/01/01,2024/02/10,"2019/03/01-2019/03/20, 2024/01/05-2024/02/10",2,"adventurous, dark",4.75,"Spice.
        Must flow.",classics
        Emma,Jane Austen,,B00EMMA000,paperback,did-not-finish,2021/05/03,,,0,,,,
        """#, to: "Content/storygraph.csv")
        _ = try site.folder.write(#"""
        Book Id,Title,Author,Additional Authors,ISBN,ISBN13,My Rating,Publisher,Number of Pages,Year Published,Date Read,Date Added,Bookshelves,Exclusive Shelf,My Review,Read Count
        234225,Dune,Frank Herbert,,,"=""9780441172719""",5,Ace,612,1990,2024/02/10,2018/05/01,"sci-fi, to-read",read,,3
        """#, to: "Content/goodreads.csv")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.content.books.count, 2, "Dune is one book, by its ISBN")
        let page = try String(contentsOf: site.output.appendingPathComponent("books/234225.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<dl class=\"facts\">").dropFirst().first?.components(separatedBy: "</dl>").first, """
        <dt>Publisher</dt><dd>Ace</dd><dt>Published</dt><dd>1990</dd>\
        <dt>ISBN</dt><dd>9780441172719</dd><dt>Goodreads</dt><dd>234225</dd><dt>Status</dt><dd>Finished</dd><dt>Finished</dt><dd>2024/02/10</dd>\
        <dt>Read</dt><dd>2019/03/01–2019/03/20, 2024/01/05–2024/02/10</dd><dt>Times read</dt><dd>3</dd><dt>Pages</dt><dd>612</dd>\
        <dt>Last read</dt><dd>2024/02/10</dd><dt>Tags</dt><dd><a href="../book-tags/sci-fi.html">sci-fi</a>, <a href="../book-tags/classics.html">classics</a>, \
        <a href="../book-tags/mood-adventurous.html">mood: adventurous</a>, <a href="../book-tags/mood-dark.html">mood: dark</a></dd>
        """, "Goodreads' record wins, StoryGraph's fills in; its two readings are the longer list")
        XCTAssertTrue(page.contains("<p>Spice.</p>\n<p>Must flow.</p>"), page)
        XCTAssertTrue(page.contains("<span class=\"stars\""), "5 stars from Goodreads")
        XCTAssertEqual(ReadingYear.all(result.content.books, in: TimeZone(identifier: "UTC")!).map { "\($0.year): \($0.finished.count) finished, \($0.seconds) s" },
                       ["2024: 1 finished, 0 s", "2019: 1 finished, 0 s"], "each reading's year counts the book; a reading adds no time, for an export keeps days")
        for year in ["2019", "2024"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("years/\(year).html").path), year)
        }
        let abandoned = try String(contentsOf: site.output.appendingPathComponent("shelves/abandoned.html"), encoding: .utf8)
        XCTAssertTrue(abandoned.contains(">Emma<"), abandoned)
    }
}
