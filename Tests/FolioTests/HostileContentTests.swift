@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Names and bodies written to attack the site stay inert text, and every record is still
/// published, at its own path inside the output, with no file name over 255 bytes.
final class HostileContentTests: XCTestCase {
    static let longName = String(repeating: "长", count: 400)
    /// Every tag the default theme and cmark write for this content.
    static let themeTags: Set<String> = [
        "!doctype", "small", "/small", "html", "/html", "head", "/head", "meta", "title", "/title", "link", "body", "/body",
        "header", "/header", "nav", "/nav", "a", "/a", "main", "/main", "footer", "/footer", "h1", "/h1",
        "h2", "/h2", "section", "/section", "ul", "/ul", "li", "/li", "span", "/span", "p", "/p",
        "time", "/time", "article", "/article", "div", "/div", "br", "code", "/code", "em", "/em",
        "figure", "/figure", "figcaption", "/figcaption", "svg", "/svg", "title", "rect", "/rect", "text", "/text",
        "details", "/details", "summary", "/summary", "form", "/form", "label", "/label", "input", "button", "/button",
        "ol", "/ol", "noscript", "/noscript", "script", "/script", "table", "/table", "caption", "/caption", "tr", "/tr", "th", "/th", "td", "/td",
    ]

    func hostileSite() throws -> FixtureSite {
        let site = try FixtureSite()
        func memo(_ title: String, _ detail: String) -> [String: String] {
            ["title": title, "createTime": "2026/11/01 10:00", "detail": detail]
        }
        try site.writeMemoXML([
            "<script>alert(1)</script>": [memo("\"quoted\" & 'single' <b>bold</b>", "body")],
            "../../etc": [memo("../../../passwd", "x"), memo("/", "slash")],
            "/": [memo("CON", "reserved"), memo("aux", "reserved too")],
            Self.longName: [memo(Self.longName, "long")],
            "Caf\u{e9}": [memo("nfc", "composed"), memo("Caf\u{e9}", "title NFC")],
            "Cafe\u{301}": [memo("nfd", "decomposed"), memo("Cafe\u{301}", "title NFD")],
            "QQ": [memo("Same", "upper"), memo("same", "lower"), memo("SAME", "shout")],
            "qq": [memo("\u{202E}gnp.exe", "bidi override"), memo("x\"\u{301} onmouseover=alert(1) y", "quote with a combining mark")],
            "markdown": [memo("attacks", """
                <script>alert(1)</script>
                <img src=x onerror=alert(1)>

                [a](javascript:alert(1)) [b](vbscript:msgbox(1)) [c](data:text/html;base64,PHNjcmlwdD4=)
                [d](JaVaScRiPt:alert(1)) <javascript:alert(1)> [e](https://example.org/?q="x")
                """)],
        ])
        try site.writeMemos(["control": [["title": "bell\u{7}\u{0}", "createTime": "2026/11/01 10:00", "detail": "control\u{1b}[31m"]]],
                            to: "binary.plist", format: .binary)
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES(1,'<img src=x onerror=alert(1)>','\"><script>alert(1)</script>',5,'<iframe src=x>','[x](javascript:alert(1))','')",
            "INSERT INTO bookInfo VALUES(2,'\(Self.longName)','',1,'','','')",
            "INSERT INTO bookInfo VALUES(3,'NUL','',2,'','','')",
        ])
        return site
    }

    func testEveryRecordIsPublishedInsideTheOutputAndEscaped() throws {
        let site = try hostileSite()
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let tree = try FileTree(site.output)
        let memoPages = tree.paths.filter { $0.hasPrefix("notes/") && !$0.hasSuffix("/index.html") }
        XCTAssertEqual(memoPages.count, 17, "every memo has its own page")
        XCTAssertEqual(tree.paths.filter { $0.hasPrefix("books/") && $0 != "books/index.html" }.count, 3)
        for path in tree.paths {
            for segment in path.split(separator: "/") {
                XCTAssertLessThanOrEqual(segment.utf8.count, 255, path)
                XCTAssertFalse(segment == ".." || segment == ".", path)
                XCTAssertFalse(["con", "aux", "nul"].contains(segment.lowercased()), path)
            }
            let text = String(decoding: tree.files[path] ?? Data(), as: UTF8.self)
            XCTAssertFalse(text.contains("\u{202E}") || text.contains("\u{7}") || text.contains("\u{0}"), "\(path) holds control characters")
            guard path.hasSuffix(".html") else { continue }
            for tag in HTMLTag.all(in: text) {
                XCTAssertTrue(Self.themeTags.contains(tag.name), "\(path): <\(tag.name)> is not a tag Folio writes")
                XCTAssertFalse(tag.attributes.keys.contains { $0.hasPrefix("on") }, "\(path): <\(tag.name)> has an event handler")
                for url in [tag.attributes["href"], tag.attributes["src"]].compactMap({ $0 }) {
                    let scheme = url.lowercased().replacingOccurrences(of: " ", with: "")
                    XCTAssertFalse(["javascript:", "vbscript:", "data:"].contains { scheme.hasPrefix($0) }, "\(path): \(url)")
                }
            }
        }
        try tree.assertMatchesSnapshot("hostile-site")
    }

    func testInertTextKeepsReadableCharacters() {
        let site = "Tab\tand\nnew line, émoji 👩‍💻, עברית, 中文"
        XCTAssertEqual(FieldValueProbe.inert(site), site)
        XCTAssertEqual(FieldValueProbe.inert("a\u{202E}b\u{0}c\u{2066}d"), "abcd")
        XCTAssertEqual(FieldValueProbe.inert("x\"\u{301}y"), "x\"y")
        XCTAssertEqual(FieldValueProbe.inert("a\u{85}b\u{9F}c\u{2069}"), "abc", "C1 controls and isolates")
        XCTAssertEqual(FieldValueProbe.inert("\u{600}\"x"), "\"x", "a prepended mark would hide the quote from the escaper")
        XCTAssertEqual(FieldValueProbe.inert("“quoted” — café…"), "“quoted” — café…")
    }
}

/// Reads text through a loader, as a record would be, to see what is published.
enum FieldValueProbe {
    static func inert(_ text: String) -> String {
        var diagnostics = Diagnostics()
        let record = BookRecord(id: 1, location: SourceLocation(file: "f")) { $0 == "bookName" ? .text(text) : .missing }
        return (try? record.book(diagnostics: &diagnostics).title) ?? "<error>"
    }
}
