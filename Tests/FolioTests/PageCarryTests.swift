@testable import FolioCore
import FolioMarkdown
import Foundation
import XCTest

/// A rebuild renders only the pages whose print changed (`PagePrints`): the rest are carried
/// over from the last build; and parses only the texts that changed or whose links now lead
/// elsewhere (`TextCache`). Each case names the pages it must render, and ends with the same
/// files a build from nothing (`--no-cache`) writes.
final class PageCarryTests: XCTestCase {
    static let long = String(repeating: "A sentence long enough to fill a summary and more. ", count: 12)

    /// Two notebooks, pages of two entries, tags, and a base URL for the feed and sitemap.
    func memos(editing edit: (inout [String: [[String: Any]]]) -> Void = { _ in }) -> [String: [[String: Any]]] {
        func memo(_ title: String, _ day: Int, _ detail: String) -> [String: Any] {
            ["title": title, "createTime": String(format: "2026/01/%02d 10:00", day), "detail": detail]
        }
        var accounts: [String: [[String: Any]]] = [
            "work": [
                memo("Plans", 1, "#swift plans\n\n" + Self.long),
                memo("Review", 2, "#swift review of [[Plans]]\n\n" + Self.long),
                memo("Release", 3, "#ship the release\n\n" + Self.long),
                memo("Retro", 4, "what went well\n\n" + Self.long),
                memo("Budget", 5, "numbers\n\n" + Self.long),
            ],
            "home": [
                memo("Garden", 6, "#garden roses\n\n" + Self.long),
                memo("Books", 7, "to read: [a link](missing.html), [the retro](../work/retro.html)\n\n" + Self.long),
            ],
        ]
        edit(&accounts)
        return accounts
    }

    func options(_ site: FixtureSite, output: URL? = nil, useCache: Bool = true) -> BuildOptions {
        BuildOptions(siteFolder: site.url, outputFolder: output ?? site.output, now: FixtureSite.now, jobs: 2, useCache: useCache,
                     pageSize: 2, baseURL: "https://example.org/notes/")
    }


    /// Builds the site, changes it with `change`, builds again: the pages rendered the second
    /// time and the files written (not linked from the last output), after checking that the
    /// output and the messages are what a build from nothing gives.
    func rebuild(after change: (FixtureSite) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws -> (rendered: Set<String>, written: Set<String>, messages: [String], parses: Int) {
        let site = try FixtureSite()
        try site.writeMemos(memos())
        let first = SiteBuild.run(options(site))
        XCTAssertTrue(first.succeeded, "\(first.diagnostics.messages)", file: file, line: line)
        XCTAssertEqual(first.renderedPages.count, first.pageCount, "a first build renders every page", file: file, line: line)
        let before = try FileTree.inodes(site.output)
        try change(site)
        let parses = ParseCounter()
        let second = SiteBuild.run(options(site), markdown: MarkdownRenderer(counting: parses, highlighting: CodeHighlighter()))
        XCTAssertTrue(second.succeeded, "\(second.diagnostics.messages)", file: file, line: line)
        let after = try FileTree.inodes(site.output)
        let other = try TemporaryFolder()
        let full = SiteBuild.run(options(site, output: other.child("out"), useCache: false))
        XCTAssertEqual(full.renderedPages.count, full.pageCount, file: file, line: line)
        XCTAssertEqual(try FileTree(site.output), try FileTree(other.child("out")), "the same files as a build from nothing", file: file, line: line)
        XCTAssertEqual(second.diagnostics.messages, full.diagnostics.messages, file: file, line: line)
        return (Set(second.renderedPages), Set(after.keys.filter { after[$0] != before[$0] }), second.diagnostics.messages, parses.count)
    }

    /// The memo's page, and the feed, which holds whole memos; the list pages show only the
    /// start of a memo, which did not change. The link warning of a page not rendered is repeated.
    func testAnEditedDetailRendersItsPage() throws {
        let (rendered, written, messages, parses) = try rebuild { try $0.writeMemos(memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "One more line." }) }
        XCTAssertEqual(rendered, ["notes/work/retro.html", "feed.xml"])
        XCTAssertEqual(written, rendered.union(["search/0.js"]))
        XCTAssertEqual(messages, [Self.missingLinkWarning])
        XCTAssertEqual(parses, 1, "the edited text")
    }

    /// Its page (moved with its title), the neighbours that link it, its notebook's list page,
    /// the home page's newest memos, the feed and the sitemap. The page that linked the old
    /// path now has a broken link, found though that page is not rendered again.
    func testARetitledMemoRendersItsPageNeighboursAndLists() throws {
        let (rendered, written, messages, parses) = try rebuild { try $0.writeMemos(memos { $0["work"]![3]["title"] = "Retrospective" }) }
        XCTAssertEqual(rendered, ["notes/work/retrospective.html", "notes/work/release.html", "notes/work/budget.html",
                                  "notes/work/index.html", "index.html", "feed.xml", "sitemap.xml"])
        XCTAssertEqual(written, rendered.union(["search/0.js"]))
        XCTAssertEqual(messages, [
            Self.missingLinkWarning,
            "warning[check links]: Content/memos.plist: account \"home\", memo 2: link \"../work/retro.html\" on notes/home/books.html leads to no file in the site",
        ])
        XCTAssertEqual(parses, 0, "no text changed, and none names the memo by its title")
    }

    /// A new newest memo shifts every page of its notebook's list; its tag's page and the tag
    /// index count it.
    func testAnAddedMemoRendersItsPageListsAndTags() throws {
        let (rendered, written, messages, parses) = try rebuild {
            try $0.writeMemos(memos { $0["work"]!.append(["title": "Hiring", "createTime": "2026/01/08 10:00", "detail": "#ship people\n\n" + Self.long]) })
        }
        XCTAssertEqual(rendered, ["notes/work/hiring.html", "notes/work/budget.html", "notes/work/index.html", "notes/work/pages/2.html",
                                  "notes/work/pages/3.html", "tags/ship.html", "tags/index.html", "index.html", "feed.xml", "sitemap.xml"])
        XCTAssertEqual(written, rendered.union(["search/0.js"]))
        XCTAssertEqual(messages, [Self.missingLinkWarning])
        XCTAssertEqual(parses, 1, "the new memo's text")
    }

    /// `Review` links `[[Plans]]`: retitled, Plans's text is the same, but Review's link leads
    /// nowhere now, so Review's text is parsed again (and it is no longer a backlink of Plans).
    func testARetitledLinkTargetParsesTheTextsThatLinkIt() throws {
        let (rendered, _, _, parses) = try rebuild { try $0.writeMemos(memos { $0["work"]![0]["title"] = "Roadmap" }) }
        XCTAssertEqual(parses, 1, "Review's text")
        XCTAssertTrue(rendered.isSuperset(of: ["notes/work/roadmap.html", "notes/work/review.html"]))
    }

    /// `Garden` comes to link `[[Budget]]` past the start its lists show: Budget's page, which
    /// lists the memos linking it, is rendered though Budget did not change.
    func testANewLinkRendersThePageItLinks() throws {
        let (rendered, _, _, parses) = try rebuild { try $0.writeMemos(memos { $0["home"]![0]["detail"] = "#garden roses\n\n" + Self.long + "See [[Budget]]." }) }
        XCTAssertEqual(rendered, ["notes/home/garden.html", "notes/work/budget.html", "feed.xml"])
        XCTAssertEqual(parses, 1, "Garden's text")
    }

    /// A cache file that is cut short, damaged or empty is no cache: every text is parsed again.
    func testADamagedTextCacheRendersEveryText() throws {
        for damage in [{ (data: Data) in data.prefix(data.count / 2) }, { $0.prefix(20) + Data(repeating: 0xFF, count: 64) }, { _ in Data() }] {
            let (_, _, _, parses) = try rebuild { site in
                let texts = site.folder.child(".Output.folio-texts")
                try damage(try Data(contentsOf: texts)).write(to: texts)
                try site.writeMemos(memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "One more line." })
            }
            XCTAssertEqual(parses, 7)
        }
    }

    /// A page not rendered again whose link was broken has that link checked again: why it is
    /// broken can change though the page did not (here the missing file appears, outside
    /// `Content/`, through a symbolic link).
    func testTheBrokenLinksOfAPageNotRenderedAreCheckedAgain() throws {
        let outside = try TemporaryFolder()
        let (rendered, _, messages, _) = try rebuild { site in
            try outside.write(Data("<p>elsewhere</p>".utf8), to: "missing.html")
            try FileManager.default.createSymbolicLink(at: site.folder.child("Content/missing.html"), withDestinationURL: outside.child("missing.html"))
        }
        XCTAssertEqual(rendered, [])
        XCTAssertNotEqual(messages, [Self.missingLinkWarning], "the reason is not the last build's")
        XCTAssertEqual(messages.count, 1)
    }

    /// The page `Books` links to a file that is not there, in every build.
    static let missingLinkWarning =
        "warning[check links]: Content/memos.plist: account \"home\", memo 2: link \"missing.html\" on notes/home/books.html leads to no page of the site, and Content/missing.html does not exist"

    /// Rendered again; the comment adds no bytes, so each file is linked from the last output.
    func testAnEditedPageTemplateRendersThePagesThatUseIt() throws {
        let (rendered, written, _, parses) = try rebuild { site in try self.override("memo.mustache", in: site) }
        XCTAssertEqual(parses, 0)
        XCTAssertEqual(rendered, ["notes/work/plans.html", "notes/work/review.html", "notes/work/release.html", "notes/work/retro.html",
                                  "notes/work/budget.html", "notes/home/garden.html", "notes/home/books.html"])
        XCTAssertEqual(written, [])
    }

    /// `memo-row` is a partial of the lists of memos: the notebooks', the tags' and the home page.
    func testAnEditedPartialRendersThePagesWhoseTemplatesIncludeIt() throws {
        let (rendered, written, _, parses) = try rebuild { site in try self.override("memo-row.mustache", in: site) }
        XCTAssertEqual(parses, 0)
        XCTAssertEqual(rendered, ["index.html", "notes/work/index.html", "notes/work/pages/2.html", "notes/work/pages/3.html",
                                  "notes/home/index.html", "tags/swift.html", "tags/ship.html", "tags/garden.html"])
        XCTAssertEqual(written, [])
    }

    /// The site's copy of a default template, with a comment added: same output, other bytes.
    func override(_ name: String, in site: FixtureSite) throws {
        try FileManager.default.createDirectory(at: site.folder.child("Templates"), withIntermediateDirectories: true)
        try (DefaultTheme.files[name]! + "{{! edited }}").write(to: site.folder.child("Templates/\(name)"), atomically: true, encoding: .utf8)
    }
}
