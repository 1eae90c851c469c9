@testable import FolioCore
import FolioMustache
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A name no view on a template's context stack has is a warning naming the file, line and
/// column (an error under --strict), with the closest name there is; a partial that does not
/// exist is an error. Both are found before rendering.
final class TemplateNameCheckTests: XCTestCase {
    func siteWithMemo() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "A", "createTime": "2026/01/01 10:00", "detail": "A\n\nbody #tag"]]])
        return site
    }

    func testUnknownNamesAreWarningsWithTheirPlace() throws {
        let site = try siteWithMemo()
        try site.folder.write("""
        {{<layout}}{{$title}}{{title}}{{/title}}{{$content}}
        <p>{{fulltime}} {{ account.href }} {{account.hreff}}</p>
          {{>tag-list}}
        {{#tags}}<a href="{{href}}">{{title}}{{bodyHTML}}{{nope}}</a>{{/tags}}
        {{#nothing}}{{inside}}{{/nothing}}{{^next}}last{{/next}}{{root}}
        {{/content}}{{/layout}}
        """, to: "Templates/memo.mustache")
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        let memo = "warning[load templates]: Templates/memo.mustache"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(memo):2:4: template uses \"fulltime\", which no view here has (did you mean \"fullTime\"?)",
            "\(memo):2:36: template uses \"account.hreff\", which no view here has (did you mean \"account.href\"?)",
            "\(memo):4:50: template uses \"nope\", which no view here has",
            "\(memo):5:1: template uses \"nothing\", which no view here has",
        ], "names inside a section over tags are looked up on each tag, then outward to the memo (bodyHTML) and the layout")
        let page = try String(contentsOf: site.output.appendingPathComponent("notes/qq/1.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<p> index.html </p>"), "the page is still built, unknown names empty as swift-mustache renders them: \(page)")
    }

    /// A partial or parent template that does not exist would leave the page without what it
    /// was to hold: an error, naming the closest one and every one there is.
    func testAMissingPartialIsAnErrorThatListsThePartials() throws {
        let site = try siteWithMemo()
        try site.folder.write("{{<layout}}{{$content}}{{>taglist}}{{/content}}{{/layout}}", to: "Templates/memo.mustache")
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load templates]: Templates/memo.mustache:1:24: template names the partial \"taglist\", which does not exist (did you mean \"tag-list\"?); "
                + "there are: 404, account, author, authors, book, book-row, book-tags, books, feed, highlights, index, layout, memo, memo-row, notebook-tree, "
                + "notebooks, notes-home, pager, read-later, reading-home, search, shelf, sitemap, stars, stats, tag, tag-list, tags, view-switch, year",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.path))
    }

    func testStrictMakesThemErrorsAndWritesNothing() throws {
        let site = try siteWithMemo()
        try site.folder.write("{{nope}}", to: "Templates/404.mustache")
        var options = site.options()
        options.strict = true
        let result = SiteBuild.run(options)
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, ["error[load templates]: Templates/404.mustache:1:1: template uses \"nope\", which no view here has"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.path))
    }

    /// A partial and the layout are read with each stack they are used with: a name is wrong
    /// only when none of them has it (`pager` is on list pages only, so the layout may use it).
    func testSharedTemplatesAreWrongOnlyWhereNoUseKnowsTheName() throws {
        let site = try siteWithMemo()
        try site.folder.write("<li>{{title}} {{countText}} {{pager}}{{summary}}{{nope}}</li>", to: "Templates/memo-row.mustache")
        XCTAssertEqual(site.build().diagnostics.messages, [
            "warning[load templates]: Templates/memo-row.mustache:1:49: template uses \"nope\", which no view here has",
        ], "countText and pager: the account and tag pages that include the row have them")
    }

    func testTheDefaultThemeUsesOnlyNamesItsViewsHave() {
        var check = TemplateNameCheck(theme: .defaultTheme)
        XCTAssertEqual(check.check().map(\.description), [])
    }

    func testTemplatesThatChangeDelimitersOrDoNotParseAreNotRead() throws {
        let site = try siteWithMemo()
        try site.folder.write("{{=<% %>=}}<%nope%>", to: "Templates/404.mustache")
        try site.folder.write("{{#memos}}{{nope}", to: "Templates/account.mustache")
        XCTAssertEqual(site.build().diagnostics.messages, [
            "error[load templates]: Templates/account.mustache:1:18: template does not parse: it is not valid Mustache",
        ])
    }

    /// Why Folio checks names itself: swift-mustache renders a name nothing has as empty text,
    /// without an error (and keeps its parsed template to itself, so Folio scans the tags).
    func testSwiftMustacheRendersUnknownNamesSilently() throws {
        let template = try MustacheTemplate(string: "[{{fulltime}}]{{>taglist}}")
        var library = MustacheLibrary()
        library.register(template, named: "page")
        XCTAssertEqual(library.render(["fullTime": "2026"], withTemplate: "page"), "[]")
    }
}
