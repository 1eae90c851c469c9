@testable import FolioCore
import FolioMarkdown
import Foundation
import XCTest

/// The model's texts wait in a file (`TextStore`), not in memory, until a page reads them; the
/// text cache keeps its texts in its file and reads only its index (`TextCache+File`).
final class TextStoreTests: XCTestCase {
    /// Texts appended from several threads read back whole, each where its append said, in a
    /// spool that no one else sees: the folder holds nothing once it is open.
    func testASpoolKeepsTextsFromManyThreadsAndLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let store = try TextStore.spool(at: folder.child(".Output.folio-spool"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
        let texts = (0..<500).map { String(repeating: "字\($0) ", count: $0 % 40) }
        let offsets = Parallel.map(texts.count, workers: 4) { store.append(texts[$0], "<p>\($0)</p>") }
        for (index, offset) in offsets.enumerated() {
            let count = texts[index].utf8.count
            XCTAssertEqual(store.text(at: offset, count: count), texts[index])
            XCTAssertEqual(store.text(at: offset + Int64(count), count: "<p>\(index)</p>".utf8.count), "<p>\(index)</p>")
        }
        XCTAssertEqual(Set(offsets).count, texts.count)
        XCTAssertNil(store.failure)
    }

    /// A rendered text keeps its HTML and plain text in the store, its links and tags at hand;
    /// the same in memory as in a file.
    func testAStoredTextReadsAsRendered() throws {
        let folder = try TemporaryFolder()
        let rendered = MarkdownRenderer().render("# Title #tag\n\nSee [there](there.html).", plainText: .max)
        for store in [TextStore(), try TextStore.spool(at: folder.child("spool"))] {
            _ = store.append("something before")
            let stored = StoredText(rendered, in: store)
            XCTAssertEqual(stored.html, rendered.html)
            XCTAssertEqual(stored.htmlUTF8, Array(rendered.html.utf8))
            XCTAssertEqual(stored.plainText, rendered.plainText)
            XCTAssertEqual(stored.links, ["there.html"])
            XCTAssertEqual(stored.tags, ["tag"])
            // What is made of the rendering's bytes is what its text gives.
            XCTAssertEqual(stored.htmlHash, StoredText.hash(rendered.html))
            XCTAssertEqual(stored.plainHash, StoredText.hash(rendered.plainText))
            XCTAssertEqual(stored.summary, Summary.of(rendered.plainText))
            XCTAssertEqual(stored.plainJSONCount, JSONString.count(rendered.plainText))
            XCTAssertEqual([stored.htmlCount, stored.plainCount], [rendered.html.utf8.count, rendered.plainText.utf8.count])
        }
        XCTAssertEqual(StoredText.empty.html, "")
    }

    /// A text that cannot be read back (its file is shorter than the store was told) reads as
    /// empty, as text or as bytes, and the store says why, for the build to fail with.
    func testATextThatCannotBeReadIsAFailure() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("short", to: "texts")
        let store = try XCTUnwrap(TextStore.reading(url))
        XCTAssertEqual(store.text(at: 2, count: 3), "ort")
        XCTAssertEqual(store.bytes(at: 1, count: 2), Array("ho".utf8))
        XCTAssertNil(store.failure)
        XCTAssertEqual(store.text(at: 2, count: 10), "")
        XCTAssertEqual(store.bytes(at: 2, count: 10), [])
        var bytes = Array("kept".utf8)
        XCTAssertFalse(store.copy(at: 0, count: 9, to: &bytes))
        XCTAssertEqual(bytes, Array("kept".utf8), "nothing of a failed read is appended")
        XCTAssertEqual(store.failure, "the rendered texts could not be read back: Input/output error")
    }

    /// The cache written and read again gives every entry with its texts, read from the file;
    /// the same entries make the same bytes.
    func testTheTextCacheRoundTripsThroughItsFile() throws {
        let folder = try TemporaryFolder()
        let spool = try TextStore.spool(at: folder.child("spool"))
        let cached = CachedMarkdown(MarkdownRenderer(), store: spool)
        var cache = TextCache(identity: cached.last.identity)
        let sources = ["plain words", "**bold** and [a link](a.html)", "", "#tag 中文 text"]
        for text in sources {
            let (_, key, entry) = cached.render(text, plainText: .max, destination: { $0 == "a.html" ? "../a.html" : nil })
            cache.insert(entry, for: key)
        }
        let url = folder.child(".Output.folio-texts")
        try cache.write(to: url)
        let read = try XCTUnwrap(TextCache.read(from: url))
        XCTAssertEqual(read.identity, cache.identity)
        XCTAssertEqual(read.entries.count, sources.count)
        for (key, entry) in cache.entries {
            let again = try XCTUnwrap(read[key])
            XCTAssertEqual(again.rendered.html, entry.rendered.html)
            XCTAssertEqual(again.rendered.plainText, entry.rendered.plainText)
            XCTAssertEqual(again.rendered.links, entry.rendered.links)
            XCTAssertEqual(again.rendered.tags, entry.rendered.tags)
            XCTAssertEqual(again.rendered.summary, entry.rendered.summary)
            XCTAssertEqual(again.answers, entry.answers)
        }
        XCTAssertEqual(read.entries.values.map(\.rendered.summary).sorted(), ["", "#tag 中文 text", "bold and a link", "plain words"],
                       "each text's list summary, kept with it")
        let copy = folder.child("copy")
        try read.write(to: copy)
        XCTAssertEqual(try Data(contentsOf: copy), try Data(contentsOf: url))
    }

    /// A build renders its new texts straight into the file that becomes the next cache: the
    /// file is finished where it was begun (the same inode, no copy), with the texts taken from
    /// the last cache added after them, and bytes no entry names (a text not cached) between
    /// them; read back, every entry gives its texts.
    func testNewTextsAreWrittenOnceIntoTheFileThatBecomesTheCache() throws {
        let folder = try TemporaryFolder()
        let renderer = MarkdownRenderer()
        let (old, url, partialURL) = (folder.child("old"), folder.child(".Output.folio-texts"), folder.child(".Output.folio-texts.partial"))
        var last = TextCache(identity: renderer.identity)
        let lastCached = CachedMarkdown(renderer, store: try TextStore.spool(at: folder.child("spool")))
        for text in ["carried **over**", "also carried #tag"] {
            let (_, key, entry) = lastCached.render(text, plainText: .max)
            last.insert(entry, for: key)
        }
        try last.write(to: old)
        let partial = try TextStore.partial(at: partialURL, head: TextCache.head(identity: renderer.identity))
        let cached = CachedMarkdown(renderer, last: TextCache.read(from: old), store: partial)
        var cache = TextCache(identity: renderer.identity)
        for text in ["new *text*", "carried **over**", "中文 [[Plans]]", "also carried #tag"] {
            let (_, key, entry) = cached.render(text, plainText: .max, wikiLink: { $0 == "Plans" ? "plans.html" : nil })
            cache.insert(entry, for: key)
            _ = partial.append("<p>not cached</p>")
        }
        let inode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: partialURL.path)[.systemFileNumber] as? NSNumber)
        let rendered = try Data(contentsOf: partialURL)
        try cache.write(to: url, finishing: partial)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), [".Output.folio-texts", "old"])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber, inode)
        XCTAssertEqual(try Data(contentsOf: url).prefix(rendered.count), rendered, "the rendered texts are where they were written")
        let read = try XCTUnwrap(TextCache.read(from: url))
        XCTAssertEqual(read.entries.count, 4)
        for (key, entry) in cache.entries {
            let again = try XCTUnwrap(read[key])
            XCTAssertEqual(again.rendered.html, entry.rendered.html)
            XCTAssertEqual(again.rendered.plainText, entry.rendered.plainText)
            XCTAssertEqual(again.rendered.tags, entry.rendered.tags)
            XCTAssertEqual(again.answers, entry.answers)
        }
        XCTAssertEqual(read.entries.values.map(\.rendered.html).sorted(),
                       ["<p>also carried #tag</p>\n", "<p>carried <strong>over</strong></p>\n", "<p>new <em>text</em></p>\n",
                        "<p>中文 <a href=\"plans.html\">Plans</a></p>\n"])
    }

    /// A rebuild adds its new texts after the end of the last build's cache: the same file, its
    /// bytes up to that end untouched. A build that fails after it rendered texts (here, on a
    /// broken link, with `--strict`) cuts the file back to what it was.
    func testARebuildAddsToTheLastTextsAndAFailedOneCutsThemBack() throws {
        let site = try FixtureSite()
        let url = site.folder.child(".Output.folio-texts")
        func build(_ detail: String, strict: Bool = false) throws -> (BuildResult, Data, Int?) {
            try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": detail],
                                          ["title": "Other", "createTime": "2026/01/02 10:00", "detail": "See [gone](gone.html)"]]])
            let result = SiteBuild.run(BuildOptions(siteFolder: site.url, now: FixtureSite.now, strict: strict))
            let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber
            return (result, try Data(contentsOf: url), inode?.intValue)
        }
        let (first, firstBytes, firstInode) = try build("first *plan*")
        XCTAssertTrue(first.succeeded)
        let (failed, failedBytes, failedInode) = try build("second *plan*", strict: true)
        XCTAssertEqual(failed.diagnostics.messages, [
            "error[check links]: Content/memos.plist: account \"work\", memo 2: link \"gone.html\" on notes/work/other.html leads to no page of the site, and Content/gone.html does not exist"
        ])
        XCTAssertEqual(failedBytes, firstBytes)
        XCTAssertEqual(failedInode, firstInode)
        let (second, secondBytes, secondInode) = try build("second *plan*")
        XCTAssertTrue(second.succeeded)
        XCTAssertEqual(secondInode, firstInode)
        XCTAssertGreaterThan(secondBytes.count, firstBytes.count)
        XCTAssertEqual(secondBytes.prefix(firstBytes.count), firstBytes)
        let read = try XCTUnwrap(TextCache.read(from: url))
        XCTAssertEqual(read.entries.values.map(\.rendered.html).sorted(),
                       ["<p>See <a href=\"gone.html\">gone</a></p>\n", "<p>second <em>plan</em></p>\n"])
    }

    /// Two builds never see each other's unfinished texts: while one adds to the cache (here the
    /// test holds it so), another reads nothing from it and writes a file of its own; while one
    /// reads it, another takes its texts from it too but does not add to it.
    func testABuildNeitherReadsNorAddsToTextsAnotherIsAddingTo() throws {
        let site = try FixtureSite()
        let url = site.folder.child(".Output.folio-texts")
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "first *plan*"],
                                      ["title": "Other", "createTime": "2026/01/02 10:00", "detail": "other words"]]])
        XCTAssertTrue(site.build().succeeded)
        func inode() throws -> Int? { (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.intValue }
        func rebuild() -> (parses: Int, succeeded: Bool) {
            let parses = ParseCounter()
            let result = SiteBuild.run(BuildOptions(siteFolder: site.url, now: FixtureSite.now), markdown: MarkdownRenderer(counting: parses, highlighting: CodeHighlighter()))
            return (parses.count, result.succeeded)
        }
        let identity = TextCache.identity(of: MarkdownRenderer(highlighting: CodeHighlighter()))
        var adding = TextCache.readForAppending(from: url, identity: identity)
        XCTAssertNotNil(adding)
        XCTAssertNil(TextCache.read(from: url), "not read while another adds to it")
        XCTAssertNil(TextCache.readForAppending(from: url, identity: identity))
        let before = try inode()
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "second *plan*"],
                                      ["title": "Other", "createTime": "2026/01/02 10:00", "detail": "other words"]]])
        // One parse more in each rebuild: the edited text, by the step that would redo the edit
        // alone, which finds its list summary changed and leaves it to the full build.
        XCTAssertEqual(rebuild().parses, 3, "every text parsed: none read from the file another build is adding to")
        XCTAssertNotEqual(try inode(), before, "a file of its own")
        adding = nil
        var reading = TextCache.read(from: url)
        XCTAssertNotNil(reading)
        let second = try inode()
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "third *plan*"],
                                      ["title": "Other", "createTime": "2026/01/02 10:00", "detail": "other words"]]])
        XCTAssertEqual(rebuild().parses, 2, "the unchanged text taken from the file another build reads")
        XCTAssertNotEqual(try inode(), second, "not added to while another reads it")
        reading = nil
        let third = try inode()
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "fourth *plan*"],
                                      ["title": "Other", "createTime": "2026/01/02 10:00", "detail": "other words"]]])
        XCTAssertEqual(rebuild().parses, 2)
        XCTAssertEqual(try inode(), third, "added to once no one else has it open")
    }

    /// A store that is done adding to the cache (kept, or cut back) holds the file as a reader
    /// does: the next build, or a reader, need not wait for it to be freed (a build's model is
    /// freed on another thread after the build returns).
    func testAFinishedCacheCanBeReadWhileItsStoreLives() throws {
        let site = try FixtureSite()
        let url = site.folder.child(".Output.folio-texts")
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "first *plan*"]]])
        XCTAssertTrue(site.build().succeeded)
        let identity = TextCache.identity(of: MarkdownRenderer(highlighting: CodeHighlighter()))
        do {
            let (kept, store) = try XCTUnwrap(TextCache.readForAppending(from: url, identity: identity))
            XCTAssertNil(TextCache.read(from: url), "not read while it is being added to")
            try kept.write(to: url, finishing: store)
            XCTAssertEqual(TextCache.read(from: url)?.entries.count, 1, "read while the store that kept it lives")
            withExtendedLifetime(store) {}
        }
        do {
            let (cutBack, store) = try XCTUnwrap(TextCache.readForAppending(from: url, identity: identity))
            XCTAssertNil(TextCache.read(from: url))
            store.abandon()
            XCTAssertEqual(TextCache.read(from: url)?.entries.count, 1, "read while the store that was cut back lives")
            XCTAssertEqual(cutBack.entries.count, 1)
            withExtendedLifetime(store) {}
        }
    }

    /// Once no more than half of the file would be texts the cache holds, the next cache is
    /// written afresh (a new file) instead of added to the last: the file does not grow with
    /// every build.
    func testTheTextsAreWrittenAfreshOnceMostOfTheFileIsNoLongerUsed() throws {
        let site = try FixtureSite()
        let url = site.folder.child(".Output.folio-texts")
        var sizes: [Int] = []
        var inodes: [Int] = []
        for build in 0..<4 {
            let detail = { (memo: Int) in "\(build) \(memo)\n\n" + String(repeating: "A line of words to render. ", count: 20_000) }
            try site.writeMemos(["work": (1...3).map { ["title": "Memo \($0)", "createTime": "2026/01/0\($0) 10:00", "detail": detail($0)] }])
            XCTAssertTrue(site.build().succeeded)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            sizes.append((attributes[.size] as? NSNumber)?.intValue ?? 0)
            inodes.append((attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0)
            XCTAssertEqual(TextCache.read(from: url)?.entries.count, 3)
        }
        XCTAssertEqual(inodes[1], inodes[0], "added to")
        XCTAssertGreaterThan(sizes[1], sizes[0])
        XCTAssertNotEqual(inodes[2], inodes[1], "written afresh")
        XCTAssertEqual(sizes[2], sizes[0], "the same texts' sizes, in a file of their own")
        XCTAssertEqual(inodes[3], inodes[2], "added to again")
    }

    /// A build leaves no spool beside the output; into a folder that does not exist yet, its
    /// texts wait in memory (nothing is made before the staging folder) and it builds the same.
    func testABuildLeavesNoSpoolAndBuildsWhereNoFolderIsYet() throws {
        let site = try FixtureSite()
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "Plans\n\n#swift first"]]])
        let elsewhere = try TemporaryFolder()
        for output in [site.output, elsewhere.child("not/yet/Output")] {
            let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: output, now: FixtureSite.now))
            XCTAssertEqual(result.diagnostics.messages, [])
            XCTAssertTrue(result.succeeded)
            let beside = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path).filter { $0.contains("Output") }
            XCTAssertEqual(beside.sorted(), [".Output.folio-edits", ".Output.folio-memento", ".Output.folio-texts", "Output"])
        }
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("notes/work/plans.html")),
                       try Data(contentsOf: elsewhere.child("not/yet/Output/notes/work/plans.html")))
    }

    /// The texts' store is opened while the content loads: when it cannot be made, the build
    /// fails with that reason and with what loading found, and the last output stays as it was.
    func testATextStoreThatCannotBeMadeFailsTheBuildAfterTheContentIsChecked() throws {
        let site = try FixtureSite()
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "Plans\n\nfirst"]]])
        XCTAssertTrue(SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now)).succeeded)
        let before = try FileTree(site.output)
        let siblings = OutputSiblings(of: site.output)
        try FileManager.default.removeItem(at: siblings.texts)
        try FileManager.default.createDirectory(at: siblings.textsPartial.appendingPathComponent("in the way"), withIntermediateDirectories: true)
        try site.writeMemos(["work": [["title": "Plans", "createTime": "2026/01/01 10:00", "detail": "Plans\n\nsecond"],
                                      ["title": "Later", "createTime": "someday", "detail": "Later\n\nthird"]]])
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load content]: Content/memos.plist: account \"work\", memo 2: createTime \"someday\" is not yyyy/MM/dd HH:mm",
            "error[load content]: \(siblings.textsPartial.path): could not be made for the rendered texts\n  caused by: File exists",
        ])
        XCTAssertEqual(try FileTree(site.output), before)
    }
}
