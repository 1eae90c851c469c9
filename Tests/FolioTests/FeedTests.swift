@testable import FolioCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// With a base URL: an Atom feed of the newest memos and books, linked from every page, and a
/// sitemap of every page; all links absolute. Without one, neither.
final class FeedTests: XCTestCase {
    func site() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Old <one>", "createTime": "2026/01/01 10:00", "detail": "body & *more*"],
                                    ["title": "新的", "createTime": "2026/02/01 10:00", "detail": "新的\n\ntext"]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'','About','')"])
        return site
    }

    func elements(_ name: String, in data: Data) -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            let name: String
            var values: [String] = [], current: String?
            init(_ name: String) { self.name = name }
            func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
                if e == name { current = "" }
                if e == "link", name == "link@href", let href = attributes["href"] { values.append(href) }
            }
            func parser(_ p: XMLParser, foundCharacters s: String) { current? += s }
            func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) {
                if e == name, let value = current { values.append(value); current = nil }
            }
        }
        let parser = XMLParser(data: data), collector = Collector(name)
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed XML")
        return collector.values
    }

    /// Characters XML 1.0 forbids (U+FFFE, U+FFFF, C0 controls) in titles, notebooks, bodies
    /// and book fields never reach the feed: it parses as XML, the rest of each text kept.
    func testTheFeedStaysWellFormedWhateverTheDataHolds() throws {
        let site = try FixtureSite()
        try site.writeMemos(["note\u{1}book": [["title": "Bad\u{FFFE}title\u{FFFF}", "createTime": "2026/01/01 10:00", "detail": "Bad\u{FFFE}title\u{FFFF}\n\nbody\u{8} here"]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B' || char(65534),'A' || char(11),4,'','About' || char(1),'')"])
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, baseURL: "https://example.org/"))
        XCTAssertTrue(result.succeeded)
        let feed = try Data(contentsOf: site.output.appendingPathComponent("feed.xml"))
        XCTAssertEqual(elements("title", in: feed), ["Folio", "Badtitle", "B A"])
        XCTAssertEqual(elements("content", in: feed), ["<p>body here</p>\n", "<p>About</p>\n"])
        XCTAssertFalse(elements("loc", in: try Data(contentsOf: site.output.appendingPathComponent("sitemap.xml"))).isEmpty)
    }

    func testFeedAndSitemapWithABaseURL() throws {
        let site = try site()
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, baseURL: "https://example.org/notes"))
        XCTAssertEqual(result.diagnostics.messages, [])
        let tree = try FileTree(site.output)
        let feed = try XCTUnwrap(tree.files["feed.xml"])
        XCTAssertEqual(elements("title", in: feed), ["Folio", "新的", "Old <one>", "B A"])
        XCTAssertEqual(elements("id", in: feed), ["https://example.org/notes/index.html", "https://example.org/notes/notes/qq/2.html",
                                                   "https://example.org/notes/notes/qq/1.html", "https://example.org/notes/books/1.html"])
        XCTAssertEqual(elements("updated", in: feed), ["2026-02-01T10:00:00+00:00", "2026-02-01T10:00:00+00:00", "2026-01-01T10:00:00+00:00", "2026-02-01T10:00:00+00:00"])
        XCTAssertEqual(elements("content", in: feed)[1], "<p>body &amp; <em>more</em></p>\n")
        XCTAssertTrue(elements("link@href", in: feed).allSatisfy { $0.hasPrefix("https://example.org/notes/") })
        let sitemap = elements("loc", in: try XCTUnwrap(tree.files["sitemap.xml"]))
        let pages = tree.paths.filter { $0.hasSuffix(".html") && $0 != "404.html" }
        XCTAssertEqual(Set(sitemap), Set(pages.map { "https://example.org/notes/" + $0.split(separator: "/").map { SiteInfoProbe.encode(String($0)) }.joined(separator: "/") }))
        for page in pages {
            let html = String(decoding: tree.files[page] ?? Data(), as: UTF8.self)
            let depth = page.split(separator: "/").count - 1
            XCTAssertTrue(html.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Folio\" href=\"\(String(repeating: "../", count: depth))feed.xml\">"), page)
        }
    }

    func testWithoutABaseURLThereIsNeitherAndOneInfoLine() throws {
        let site = try site()
        let run = try CommandLine.folio(["build"], in: site.url)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("info:") },
                       ["info: no --base-url, so no Atom feed or sitemap.xml: they need absolute links"])
        let paths = try FileTree(site.output).paths
        XCTAssertFalse(paths.contains("feed.xml") || paths.contains("sitemap.xml"))
        XCTAssertFalse(String(decoding: try Data(contentsOf: site.output.appendingPathComponent("index.html")), as: UTF8.self).contains("atom+xml"))
        let bad = try CommandLine.folio(["build", "--base-url", "example.org"], in: site.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr.components(separatedBy: "\n").first,
                       "Error: --base-url \"example.org\" is not an absolute http or https address (for example https://example.org/notes/)")
        for (url, why) in [("https://example.org/\"x", "\"\"\" cannot stand in one (write it as %22)"),
                           ("https://example.org/<b>", "\"<\" cannot stand in one (write it as %3C)"),
                           ("https://example.org/a b/", "a space cannot stand in one (write it as %20)"),
                           ("https://例子.org/", "\"例\" cannot stand in one (percent-encode its UTF-8 bytes)")] {
            let run = try CommandLine.folio(["build", "--base-url", url], in: site.url)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderr.components(separatedBy: "\n").first, "Error: --base-url \(url.debugDescription) is not a valid URL: \(why)")
        }
        XCTAssertThrowsError(try ConfigLoader.parse("base_url: 'https://example.org/>'")) {
            XCTAssertEqual(($0 as? FolioError)?.description, "error: folio.yml:1:11: base_url: \"https://example.org/>\" is not a valid URL: \">\" cannot stand in one (write it as %3E)")
        }
    }
}

enum SiteInfoProbe {
    static func encode(_ segment: String) -> String {
        SiteInfo(baseURL: "x/").absoluteURL(PagePath([segment]))!.dropFirst(2).description
    }
}
