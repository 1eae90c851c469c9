@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `exclude` and `publish: only-listed` in folio.yml: a private note appears nowhere.
final class PrivateNotesTests: XCTestCase {
    func site(config: String) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemos([
            "Public": [["createTime": "2026/11/20 08:00", "detail": "Open letter\n\nfor everyone #garden"],
                       ["createTime": "2026/11/20 09:00", "detail": "Zebracrumpet plans\n\nzebracrumpet details #Secret/inner"]],
            "Diary": [["createTime": "2026/11/19 22:00", "detail": "Xylophonequartz\n\nxylophonequartz thoughts #garden"]],
            "Diary / 2026": [["createTime": "2026/11/18 22:00", "detail": "Quokkamarmalade\n\nquokkamarmalade"]],
        ])
        try site.folder.write(Data(config.utf8), to: "folio.yml")
        return site
    }

    func build(_ site: FixtureSite) throws -> BuildResult {
        var options = site.options()
        let config = try ConfigLoader.load(siteFolder: site.url)
        options.publishing = PublishingRules(config)
        options.baseURL = "https://example.org/notes/"
        return SiteBuild.run(options)
    }

    /// Every byte of the output is searched (pages, search index, feed, sitemap), in any case.
    func assertNowhere(_ words: [String], in output: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for (path, data) in try FileTree(output).files {
            let text = String(decoding: data, as: UTF8.self).lowercased()
            for word in words where text.contains(word.lowercased()) {
                XCTFail("\(word) appears in \(path)", file: file, line: line)
            }
        }
    }

    func testExcludedNotebooksAndTagsAppearNowhere() throws {
        let site = try site(config: "exclude:\n  notebooks: [diary]\n  tags: ['#secret']\n")
        let result = try build(site)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.withheldByRules, 3)
        XCTAssertEqual(result.content.notebooks.map(\.name), ["Public"])
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).map(\.title), ["Open letter"])
        try assertNowhere(["Zebracrumpet", "Xylophonequartz", "Quokkamarmalade", "Diary", "secret"], in: site.output)
        let index = try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<a class=\"name\" href=\"notes/public/index.html\">Public</a> <span class=\"count\">1 memo</span>"), "counts are of what is published")
    }

    func testOnlyListedNotebooksArePublished() throws {
        let site = try site(config: "publish: only-listed\nnotebooks: [DIARY]\n")
        let result = try build(site)
        XCTAssertEqual(result.content.notebooks.map(\.name), ["Diary", "Diary / 2026"], "a listed notebook covers those inside it")
        try assertNowhere(["Zebracrumpet", "Open letter", "Public"], in: site.output)
    }

    func testRulesThatCannotWorkAreErrors() throws {
        for (config, message) in [
            ("publish: only-listed\n", "error: folio.yml:1:10: publish: only-listed publishes the notebooks listed under notebooks, and none is listed"),
            ("notebooks: [a]\n", "error: folio.yml:1:12: notebooks: lists what publish: only-listed publishes; add publish: only-listed, or use exclude: notebooks to leave some out"),
            ("exclude:\n  folders: [a]\n", "error: folio.yml:2:3: exclude: unknown key \"folders\"; allowed: notebooks, tags"),
            ("publish: some\n", "error: folio.yml:1:10: publish: expected all or only-listed, found \"some\""),
        ] {
            XCTAssertThrowsError(try ConfigLoader.parse(config), config) { XCTAssertEqual("\($0)", message) }
        }
    }
}
