@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Authors, reading statistics and the book list's order.
final class ReadingLogTests: XCTestCase {
    func site() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES(1,'Zeta','Le Guin',4,'Old introduction','','')",
            "INSERT INTO bookInfo VALUES(2,'Alpha','Calvino',5,'Calvino intro','','')",
            "INSERT INTO bookInfo VALUES(3,'Mid','Le Guin',NULL,'  ','','')",
            "INSERT INTO bookInfo VALUES(4,'Beta','Le Guin',2,'*Newest* introduction','','')",
            "INSERT INTO bookInfo VALUES(5,'Nobody','',4,'','','')",
        ])
        return site
    }

    func rows(_ html: String, prefix: String = "<li>") -> [String] {
        html.components(separatedBy: "\n").filter { $0.hasPrefix(prefix) }
    }

    func page(_ site: FixtureSite, _ path: String) throws -> String {
        try String(contentsOf: site.output.appendingPathComponent(path), encoding: .utf8)
    }

    func testAuthorPagesIndexAndIntroductionFromTheNewestBookThatHasOne() throws {
        let site = try site()
        XCTAssertEqual(site.build().diagnostics.messages, [])
        let author = try page(site, "authors/le-guin.html")
        XCTAssertTrue(author.contains("<h1>Le Guin <span class=\"count\">3 books</span></h1>"))
        XCTAssertEqual(rows(author, prefix: "<p>"), ["<p><em>Newest</em> introduction</p>"])
        XCTAssertEqual(rows(author, prefix: "<li class=\"book\">").map { $0.components(separatedBy: "\"")[3] }, ["../books/1.html", "../books/3.html", "../books/4.html"])
        XCTAssertEqual(rows(try page(site, "authors/index.html")), [
            "<li><a href=\"calvino.html\"><span class=\"title\">Calvino</span><span class=\"count\">1 book</span></a></li>",
            "<li><a href=\"le-guin.html\"><span class=\"title\">Le Guin</span><span class=\"count\">3 books</span></a></li>",
        ])
        XCTAssertTrue(try page(site, "books/4.html").contains("<span class=\"author\"><a href=\"../authors/le-guin.html\">Le Guin</a></span>"))
        XCTAssertTrue(try page(site, "books/5.html").contains("<span class=\"author\"></span>"), "no author, no link")
    }

    func testStatisticsCountAverageAndBarsWithATextAlternative() throws {
        let site = try site()
        XCTAssertTrue(site.build().succeeded)
        let stats = try page(site, "stats.html")
        XCTAssertTrue(stats.contains("<p class=\"figures\"><span>5 books</span> <span>4 rated books</span> <span>average score 3.8 out of 5</span></p>"))
        let table = stats.components(separatedBy: "\n").filter { $0.hasPrefix("<tr><td>") }
        XCTAssertEqual(table, ["<tr><td>0★</td><td>0</td></tr>", "<tr><td>1★</td><td>0</td></tr>", "<tr><td>2★</td><td>1</td></tr>",
                               "<tr><td>3★</td><td>0</td></tr>", "<tr><td>4★</td><td>2</td></tr>", "<tr><td>5★</td><td>1</td></tr>",
                               "<tr><td>Le Guin</td><td>3</td></tr>", "<tr><td>Calvino</td><td>1</td></tr>"])
        XCTAssertTrue(stats.contains("<rect class=\"bar\" x=\"128\" y=\"80\" width=\"40\" height=\"60\"></rect>"), "2★: half the height of 4★")
        XCTAssertTrue(stats.contains("role=\"img\" aria-labelledby=\"scores-title\""))
        XCTAssertEqual(SitePagesProbe.oneDecimal(3.75), "3.8")
        XCTAssertEqual(SitePagesProbe.oneDecimal(4), "4.0")
    }

    func testBookOrders() throws {
        let site = try site()
        func titles(_ order: BookOrder) throws -> [String] {
            let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, bookOrder: order))
            XCTAssertTrue(result.succeeded)
            return rows(try page(site, "books/index.html"), prefix: "<li class=\"book\">").map {
                $0.components(separatedBy: "<span class=\"title\">")[1].components(separatedBy: "</span>")[0]
            }
        }
        XCTAssertEqual(try titles(.app), ["Zeta", "Alpha", "Mid", "Beta", "Nobody"])
        XCTAssertEqual(try titles(.title), ["Alpha", "Beta", "Mid", "Nobody", "Zeta"])
        XCTAssertEqual(try titles(.score), ["Alpha", "Zeta", "Nobody", "Beta", "Mid"])
        XCTAssertEqual(try titles(.author), ["Alpha", "Zeta", "Mid", "Beta", "Nobody"])
        XCTAssertEqual(rows(try page(site, "books/index.html"), prefix: "<h2 class=\"group\">"), [
            "<h2 class=\"group\"><a href=\"../authors/calvino.html\">Calvino</a></h2>",
            "<h2 class=\"group\"><a href=\"../authors/le-guin.html\">Le Guin</a></h2>",
            "<h2 class=\"group\">No author</h2>",
        ])
    }

    func testBookOrderOnTheCommandLine() throws {
        let site = try site()
        let run = try CommandLine.folio(["build", "--book-order", "title"], in: site.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let bad = try CommandLine.folio(["build", "--book-order", "colour"], in: site.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr.components(separatedBy: "\n").first, "Error: The value 'colour' is invalid for '--book-order <order>'. Please provide one of 'app', 'title', 'author' or 'score'.")
    }
}

enum SitePagesProbe {
    static func oneDecimal(_ value: Double) -> String { InterfaceStrings.english.number(tenths: SitePages.tenths(value)) }
}
