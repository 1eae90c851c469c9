@testable import FolioCore
import Foundation
import XCTest

/// One memo's text edited and nothing else: the build redoes that memo's page and the search
/// shard holding it from the memo index and the memento alone (`DetailEdit`). Any other change,
/// or anything the step cannot be sure of, runs the full build. Either way a case ends with the
/// files a build from nothing (`--no-cache`) writes, and the same memento but for the output's stamp.
final class DetailEditTests: XCTestCase {
    static let long = String(repeating: "A sentence long enough to fill a summary and more. ", count: 6)

    /// Two notebooks; `Review` links `Plans`, `Release` links a page outside the site.
    func memos(editing edit: (inout [String: [[String: Any]]]) -> Void = { _ in }) -> [String: [[String: Any]]] {
        func memo(_ title: String, _ day: Int, _ detail: String) -> [String: Any] {
            ["title": title, "createTime": String(format: "2026/01/%02d 10:00", day), "detail": detail]
        }
        var accounts: [String: [[String: Any]]] = [
            "work": [
                memo("Plans", 1, "#swift plans\n\n" + Self.long),
                memo("Review", 2, "review of [[Plans]]\n\n" + Self.long),
                memo("Release", 3, "the release\n\n" + Self.long + "[Notes](https://example.org/notes)"),
                memo("Retro", 4, "what went well\n\n" + Self.long),
            ],
            "home": [
                memo("Garden", 6, "#garden roses\n\n" + Self.long),
                memo("Books", 7, "to read\n\n" + Self.long),
            ],
        ]
        edit(&accounts)
        return accounts
    }

    func options(_ site: FixtureSite, output: URL? = nil, useCache: Bool = true, baseURL: String? = nil, shardBytes: Int? = nil) -> BuildOptions {
        var options = BuildOptions(siteFolder: site.url, outputFolder: output ?? site.output, now: FixtureSite.now, jobs: 2, useCache: useCache,
                                   pageSize: 2, baseURL: baseURL)
        if let shardBytes { options.searchShardBytes = shardBytes }
        return options
    }

    /// What a rebuild did: whether it redid the edit alone, the pages and shards it made, and
    /// the files it wrote (a new inode).
    struct Rebuild {
        let redone: Bool
        let rendered: [String]
        let shards: [String]
        let written: Set<String>
    }

    /// Builds `site` again after `change`, and checks the output and the memento are a build
    /// from nothing's.
    func rebuild(_ site: FixtureSite, baseURL: String? = nil, shardBytes: Int? = nil, after change: (FixtureSite) throws -> Void,
                 file: StaticString = #filePath, line: UInt = #line) throws -> Rebuild {
        let before = try FileTree.inodes(site.output)
        try change(site)
        let result = SiteBuild.run(options(site, baseURL: baseURL, shardBytes: shardBytes))
        XCTAssertTrue(result.succeeded, "\(result.diagnostics.messages)", file: file, line: line)
        let other = try TemporaryFolder()
        let full = SiteBuild.run(options(site, output: other.child("out"), useCache: false, baseURL: baseURL, shardBytes: shardBytes))
        XCTAssertEqual(try FileTree(site.output), try FileTree(other.child("out")), "the same files as a build from nothing", file: file, line: line)
        XCTAssertEqual(result.diagnostics.messages, full.diagnostics.messages, file: file, line: line)
        XCTAssertEqual(try mementoWithoutStamp(site.folder.child(".Output.folio-memento")), try mementoWithoutStamp(other.child(".out.folio-memento")),
                       file: file, line: line)
        let after = try FileTree.inodes(site.output)
        let steps = result.timings.map(\.name)
        let redone = steps.last == BuildStep.redoEditedMemo.name
        XCTAssertEqual(redone, !steps.contains(BuildStep.buildModel.name), file: file, line: line)
        return Rebuild(redone: redone, rendered: result.renderedPages, shards: result.searchShardsMade,
                       written: Set(after.keys.filter { after[$0] != before[$0] }))
    }

    func site(baseURL: String? = nil, shardBytes: Int? = nil, format: PropertyListSerialization.PropertyListFormat = .xml) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemos(memos(), format: format)
        let first = SiteBuild.run(options(site, baseURL: baseURL, shardBytes: shardBytes))
        XCTAssertEqual(first.diagnostics.messages, [])
        return site
    }


    /// The memento's bytes with its output stamp left out (each output has its own).
    func mementoWithoutStamp(_ url: URL) throws -> Data {
        let data = try Data(contentsOf: url)
        let end = data.firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
        var line = try XCTUnwrap(JSONSerialization.jsonObject(with: data[..<end]) as? [String: Any])
        line["stamp"] = nil
        return try JSONSerialization.data(withJSONObject: line, options: .sortedKeys) + data[end...]
    }

    /// Retro's text past what its lists show, then Garden's, one build each: each time the memo's
    /// page and the search shard alone are made and written. Then a title: the full build.
    func testAnEditedDetailRedoesItsPageAndSearchShardAlone() throws {
        let site = try site()
        let retro = try rebuild(site) { try $0.writeMemos(memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "One more line." }) }
        XCTAssertTrue(retro.redone)
        XCTAssertEqual(retro.rendered, ["notes/work/retro.html"])
        XCTAssertEqual(retro.shards, ["search/0.js"])
        XCTAssertEqual(retro.written, ["notes/work/retro.html", "search/0.js"])
        let garden = try rebuild(site) {
            try $0.writeMemos(memos {
                $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "One more line."
                $0["home"]![0]["detail"] = "#garden roses\n\n" + Self.long + "And tulips, [pictured](https://example.org/tulips.jpg)."
            })
        }
        XCTAssertTrue(garden.redone, "the index the last edit saved")
        XCTAssertEqual(garden.rendered, ["notes/home/garden.html"])
        XCTAssertEqual(garden.written, ["notes/home/garden.html", "search/0.js"])
        let retitled = try rebuild(site) {
            try $0.writeMemos(memos {
                $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "One more line."
                $0["home"]![0]["detail"] = "#garden roses\n\n" + Self.long + "And tulips, [pictured](https://example.org/tulips.jpg)."
                $0["home"]![0]["title"] = "Roses"
            })
        }
        XCTAssertFalse(retitled.redone)
    }

    /// Emphasis added: the plain text, and so the search record, is the same; the page alone is written.
    func testAnEditOfMarkupAloneWritesThePageAlone() throws {
        let site = try site()
        let edit = try rebuild(site) { try $0.writeMemos(memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long.replacingOccurrences(of: "enough", with: "*enough*") }) }
        XCTAssertTrue(edit.redone)
        XCTAssertEqual(edit.rendered, ["notes/work/retro.html"])
        XCTAssertEqual(edit.shards, [])
        XCTAssertEqual(edit.written, ["notes/work/retro.html"])
    }

    /// Each change reaches a page besides the memo's own, or the step cannot tell that it does
    /// not: the full build runs (and writes what a build from nothing does).
    func testChangesThatReachOtherPagesRunTheFullBuild() throws {
        let changes: [(String, (inout [String: [[String: Any]]]) -> Void)] = [
            ("the title", { $0["work"]![3]["title"] = "Retrospective" }),
            ("the time", { $0["work"]![3]["createTime"] = "2026/01/05 10:00" }),
            ("the start lists show", { $0["work"]![3]["detail"] = "what went badly\n\n" + Self.long }),
            ("a tag", { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "#retro" }),
            ("a link to another memo", { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "See [[Plans]]." }),
            ("a link to another memo removed", { $0["work"]![1]["detail"] = "review of Plans\n\n" + Self.long }),
            ("a link to a file beside the data", { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "[the list](list.txt)" }),
            ("an app's note link", { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "[a note](applenotes:note/1)" }),
            ("two memos", {
                $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "One more line."
                $0["home"]![0]["detail"] = "#garden roses\n\n" + Self.long + "One more line."
            }),
            ("a new memo", { $0["work"]!.append(["title": "Hiring", "createTime": "2026/01/08 10:00", "detail": "people"]) }),
            ("a memo emptied", { $0["work"]![3]["detail"] = " " }),
        ]
        for (name, change) in changes {
            let site = try site()
            let result = try rebuild(site) { try $0.writeMemos(memos(editing: change)) }
            XCTAssertFalse(result.redone, name)
        }
    }

    /// White space added between two memos changes no memo, but the step redoes only an item's
    /// own bytes; bytes changed outside the memos run the full build too.
    func testBytesChangedBetweenMemosRunTheFullBuild() throws {
        let site = try site()
        let url = site.folder.child("Content/memos.plist")
        let result = try rebuild(site) { _ in
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "</dict>\n\t\t<dict>", with: "</dict>\n\n\t\t<dict>").write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertFalse(result.redone)
    }

    /// With a feed, a memo among those it holds changes it: the full build runs.
    func testAMemoTheFeedHoldsRunsTheFullBuild() throws {
        let site = try site(baseURL: "https://example.org/")
        let result = try rebuild(site, baseURL: "https://example.org/") { try $0.writeMemos(memos { $0["home"]![1]["detail"] = "to read\n\n" + Self.long + "More." }) }
        XCTAssertFalse(result.redone)
    }

    /// Shards of 2,000 bytes: a record grown by 1,500 moves the records after it to other shards.
    func testARecordThatMovesOthersToAnotherShardRunsTheFullBuild() throws {
        let site = try site(shardBytes: 2000)
        let grown = try rebuild(site, shardBytes: 2000) {
            try $0.writeMemos(memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + String(repeating: "Words. ", count: 200) })
        }
        XCTAssertFalse(grown.redone)
        XCTAssertTrue(grown.shards.count > 1, "\(grown.shards)")
    }

    /// A file put in the output by hand, warnings in the last build, a damaged or outdated memo
    /// index, a UTF-16 or binary plist (which have no index): the full build runs.
    func testWhatTheStepCannotBeSureOfRunsTheFullBuild() throws {
        let edit = { (site: FixtureSite) in try site.writeMemos(self.memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "Edited." }) }
        let added = try site()
        try Data("mine".utf8).write(to: added.output.appendingPathComponent("mine.txt"))
        XCTAssertFalse(try rebuild(added, after: edit).redone, "a file added to the output")

        let warned = try FixtureSite()
        try warned.writeMemos(memos { $0["home"]![1]["detail"] = "to read [this](missing.html)\n\n" + Self.long })
        XCTAssertEqual(SiteBuild.run(options(warned)).diagnostics.warnings.count, 1)
        XCTAssertFalse(try rebuild(warned) { try $0.writeMemos(self.memos {
            $0["home"]![1]["detail"] = "to read [this](missing.html)\n\n" + Self.long
            $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "Edited."
        }) }.redone, "the last build's warnings")

        let damaged = try site()
        let index = damaged.folder.child(".Output.folio-edits")
        let bytes = try Data(contentsOf: index)
        try bytes.prefix(bytes.count / 2).write(to: index)
        XCTAssertFalse(try rebuild(damaged, after: edit).redone, "an index cut short")

        let outdated = try site()
        let old = try Data(contentsOf: outdated.folder.child(".Output.folio-edits"))
        try outdated.writeMemos(memos { $0["home"]![0]["title"] = "Roses" })
        XCTAssertTrue(SiteBuild.run(options(outdated)).succeeded)
        try old.write(to: outdated.folder.child(".Output.folio-edits"))
        XCTAssertFalse(try rebuild(outdated) { try $0.writeMemos(self.memos {
            $0["home"]![0]["title"] = "Roses"
            $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "Edited."
        }) }.redone, "an index of another output")

        // A UTF-16 file of as many bytes as its text in UTF-8 (a CJK character is 2 bytes in one
        // and 3 in the other), so that comparing the sizes cannot tell the file was converted.
        let utf16 = try FixtureSite()
        func writeUTF16(cjk: Int) throws -> (utf16: Int, utf8: Int) {
            try utf16.writeMemos(memos { $0["work"]![3]["detail"] = "what went well\n\n" + String(repeating: "字", count: cjk) })
            let xml = try String(contentsOf: utf16.folder.child("Content/memos.plist"), encoding: .utf8)
                .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
            let data = try XCTUnwrap(xml.data(using: .utf16))
            try data.write(to: utf16.folder.child("Content/memos.plist"))
            return (data.count, xml.utf8.count)
        }
        let plain = try writeUTF16(cjk: 0)
        XCTAssertGreaterThan(plain.utf16, plain.utf8, "mostly ASCII, so CJK characters can even the sizes")
        let sized = try writeUTF16(cjk: max(0, plain.utf16 - plain.utf8))
        XCTAssertEqual(sized.utf16, sized.utf8, "the UTF-16 file's text is as long as its UTF-8")
        XCTAssertEqual(SiteBuild.run(options(utf16)).diagnostics.messages, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: utf16.folder.child(".Output.folio-edits").path), "no index of a UTF-16 plist: its places are not the file's")

        let binary = try site(format: .binary)
        XCTAssertFalse(FileManager.default.fileExists(atPath: binary.folder.child(".Output.folio-edits").path), "no index of a binary plist")
        XCTAssertFalse(try rebuild(binary) { try $0.writeMemos(self.memos { $0["work"]![3]["detail"] = "what went well\n\n" + Self.long + "Edited." }, format: .binary) }.redone)
    }

    /// The memo app's own file: emphasis added inside a memo redoes its page; words added to
    /// a short memo change what its list shows, and the full build runs.
    func testTheMemoAppsOwnFile() throws {
        let site = try FixtureSite()
        let url = site.folder.child("Content/MemoInfo.plist")
        try site.folder.write(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("real/MemoInfo.plist")), to: "Content/MemoInfo.plist")
        XCTAssertEqual(SiteBuild.run(options(site)).diagnostics.messages, [])
        func replace(_ old: String, with new: String) throws {
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        let emphasis = try rebuild(site) { _ in try replace("以父之名－周杰伦", with: "以父之名－*周杰伦*") }
        XCTAssertTrue(emphasis.redone)
        XCTAssertEqual(emphasis.written.count, 1, "\(emphasis.written)")
        XCTAssertEqual(emphasis.rendered, Array(emphasis.written))
        let words = try rebuild(site) { _ in try replace("呐喊", with: "呐喊\n彷徨") }
        XCTAssertFalse(words.redone)
    }
}
