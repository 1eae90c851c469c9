@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A site's Templates/ overrides single templates and partials; parse errors name file, line, column.
final class TemplateTests: XCTestCase {
    func testSiteTemplateOverridesOnePartialAndKeepsTheRest() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'','','')"])
        try site.folder.write("<b>{{#score}}{{spokenText}}{{/score}}</b>", to: "Templates/stars.mustache")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let list = try String(contentsOf: site.output.appendingPathComponent("books/index.html"), encoding: .utf8)
        let row = list.components(separatedBy: "\n").filter { $0.hasPrefix("<li class=\"book\">") }
        XCTAssertEqual(row, [
            "<li class=\"book\"><a href=\"1.html\"><span class=\"cover-box\"><span class=\"spine\" style=\"--hue: 189\" aria-hidden=\"true\"><span>B</span><small>A</small></span></span>"
                + "<span class=\"title\">B</span><span class=\"author\">A</span><span class=\"facts\"><b>4 out of 5</b></span></a></li>",
        ])
        let defaultTheme = Theme.defaultTheme
        XCTAssertEqual(try String(contentsOf: site.output.appendingPathComponent("style.css"), encoding: .utf8),
                       defaultTheme.files["style.css"]?.text)
    }

    func testParseErrorsNameTemplateLineAndColumn() throws {
        let site = try FixtureSite()
        try site.folder.write("<ul>\n{{#memos}}\n  <li>{{title}</li>\n{{/memos}}\n", to: "Templates/account.mustache")
        try site.folder.write("{{#a}}\nx {{/b}}\n", to: "Templates/404.mustache")
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        let before = try FileTree(site.url)
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load templates]: Templates/404.mustache:2:7: template does not parse: a closing tag does not match the open section",
            "error[load templates]: Templates/account.mustache:3:15: template does not parse: a tag is not closed",
        ], "in plain words, with no library's names for its errors")
        XCTAssertEqual(try FileTree(site.url), before, "a failed build writes nothing")
    }

    func testASectionLeftOpenIsReportedWhereItOpens() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try site.folder.write("<ul>\n  {{#memos}}\n  <li>{{title}}</li>\n{{#pager}}{{number}}{{/pager}}\n</ul>\n", to: "Templates/account.mustache")
        XCTAssertEqual(site.build().diagnostics.messages, [
            "error[load templates]: Templates/account.mustache:2:3: template does not parse: the section {{#memos}} opened here is never closed",
        ])
    }
}
