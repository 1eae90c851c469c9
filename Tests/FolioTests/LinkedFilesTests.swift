@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Files beside the data that records link are copied into `files/` and the links rewritten to
/// reach them from the page; a missing or unpublishable one is a warning naming the record.
final class LinkedFilesTests: XCTestCase {
    func html(_ page: String, in site: FixtureSite) throws -> String {
        let text = try String(contentsOf: site.output.appendingPathComponent(page), encoding: .utf8)
        let body = text.components(separatedBy: "<div class=\"body\">\n").dropFirst().first?.components(separatedBy: "</div>").first ?? text
        return body.trimmingCharacters(in: .newlines)
    }

    func testLinkedFilesAreCopiedAndLinksReachThemFromEachPage() throws {
        let site = try FixtureSite()
        try site.folder.write(FileBytes.png("cover"), to: "Content/images/cover.png")
        try site.folder.write(FileBytes.pdf("a b"), to: "Content/files/a b.pdf")
        try site.folder.write(Data("nobody links me".utf8), to: "Content/files/unlinked.txt")
        try site.folder.write(FileBytes.png("notes"), to: "Content/notes/pic.png")
        try site.writeMemos(["qq": [["title": "Pics", "createTime": "2026/01/01 10:00",
                                     "detail": "Pics\n\n![cover](images/cover.png \"Cover\") [pdf](files/a%20b.pdf#page=2) [again](./images/../images/cover.png?v=1)"]]])
        try site.writeMemos(["Sub": [["title": "Up", "createTime": "2026/01/01 10:00", "detail": "Up\n\n![c](../images/cover.png) ![n](pic.png)"]]],
                            to: "notes/more.plist")
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'![me](images/cover.png)','[pdf](<files/a b.pdf>)','')"])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(try html("notes/qq/1.html", in: site), """
        <p><img src="../../files/images/cover.png" alt="cover" title="Cover" /> <a href="../../files/files/a%20b.pdf#page=2">pdf</a> \
        <a href="../../files/images/cover.png?v=1">again</a></p>
        """)
        XCTAssertEqual(try html("notes/sub/1.html", in: site), """
        <p><img src="../../files/images/cover.png" alt="c" /> <img src="../../files/notes/pic.png" alt="n" /></p>
        """)
        let book = try String(contentsOf: site.output.appendingPathComponent("books/1.html"), encoding: .utf8)
        XCTAssertTrue(book.contains("<p><img src=\"../files/images/cover.png\" alt=\"me\" /></p>"), book)
        XCTAssertTrue(book.contains("<p><a href=\"../files/files/a%20b.pdf\">pdf</a></p>"), book)
        let copied = try FileTree(site.output).files.filter { $0.key.hasPrefix("files/") }
        XCTAssertEqual(copied, ["files/images/cover.png": FileBytes.png("cover"), "files/files/a b.pdf": FileBytes.pdf("a b"),
                                "files/notes/pic.png": FileBytes.png("notes")], "files nothing links are not copied")
    }

    func testMissingAndUnpublishableFilesWarnNamingTheRecord() throws {
        let site = try FixtureSite()
        try site.folder.write(Data("key".utf8), to: "Content/.private/key.txt")
        try site.folder.write(Data("outside".utf8), to: "outside.txt")
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/out.txt").path, withDestinationPath: site.folder.child("outside.txt").path)
        try site.writeMemos(["qq": [["title": "Links", "createTime": "2026/01/01 10:00",
                                     "detail": "[gone](images/gone.png) [data](memos.plist) [hidden](.private/key.txt) [up](../outside.txt) [link](out.txt)"]]])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        let record = "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(record) \"images/gone.png\" on notes/qq/1.html leads to no page of the site, and Content/images/gone.png does not exist",
            "\(record) \"memos.plist\" on notes/qq/1.html names a data file, which is not published (its records are)",
            "\(record) \".private/key.txt\" on notes/qq/1.html names a hidden file, which is not published",
            "\(record) \"../outside.txt\" on notes/qq/1.html leads outside Content/; a record may link only files under it",
            "\(record) \"out.txt\" on notes/qq/1.html leads outside Content/ through a symbolic link; a record may link only files under it",
        ])
        XCTAssertEqual(try FileTree(site.output).files.keys.filter { $0.hasPrefix("files/") }, [])
    }

    /// A published file is served from the site's own origin, so nothing a browser could run is
    /// copied: not HTML, XHTML or SVG, nor a file whose first bytes are not what its name says.
    func testNoLinkedFileThatCouldRunScriptIsPublished() throws {
        let site = try FixtureSite()
        let script = "<script>alert(document.cookie)</script>"
        try site.folder.write(script, to: "Content/page.html")
        try site.folder.write(script, to: "Content/page.xhtml")
        try site.folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>", to: "Content/pic.svg")
        try site.folder.write("<html>\(script)</html>", to: "Content/fake.png")
        try site.folder.write(script, to: "Content/noextension")
        try site.folder.write(Data([0x4D, 0x5A, 0x90, 0x00]), to: "Content/program.txt")
        try site.folder.write(FileBytes.png("real"), to: "Content/real.png")
        try site.folder.write("Plain words, ünïcode.", to: "Content/words.txt")
        try site.writeMemos(["qq": [["title": "Run", "createTime": "2026/01/01 10:00",
                                     "detail": "[a](page.html) [b](page.xhtml) ![c](pic.svg) ![d](fake.png) [e](noextension) [f](program.txt) ![g](real.png) [h](words.txt)"]]])
        try site.writeDatabase("joplin/database.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, created_time INT, updated_time INT, is_conflict INT, user_created_time INT, user_updated_time INT, encryption_applied INT, deleted_time INT, markup_language INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE resources (id TEXT PRIMARY KEY, title TEXT, mime TEXT, file_extension TEXT)",
            "INSERT INTO folders VALUES ('f1', 'Work', '')",
            "INSERT INTO notes VALUES ('n1', 'f1', 'Plan', 'See ![chart](:/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb \"A chart\")', 0, 0, 0, 1763640000000, 0, 0, 0, 1)",
            "INSERT INTO resources VALUES ('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'chart.svg', 'image/svg+xml', 'svg')",
        ])
        try site.folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
                              to: "Content/joplin/resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.svg")
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        let record = "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link"
        let only = "which is not published: only images (JPEG, PNG, WebP, GIF), PDF, plain text, audio and video are, never what a browser could run"
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[check links]: Content/joplin/database.sqlite: note n1: link \"resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.svg\" on notes/work/n1.html names a .svg file, \(only)",
            "\(record) \"page.html\" on notes/qq/1.html names a .html file, \(only)",
            "\(record) \"page.xhtml\" on notes/qq/1.html names a .xhtml file, \(only)",
            "\(record) \"pic.svg\" on notes/qq/1.html names a .svg file, \(only)",
            "\(record) \"fake.png\" on notes/qq/1.html names a .png file that is not a PNG image (told by its first bytes), which is not published",
            "\(record) \"noextension\" on notes/qq/1.html names a file without an extension, \(only)",
            "\(record) \"program.txt\" on notes/qq/1.html names a .txt file that is not UTF-8 plain text (told by its first bytes), which is not published",
        ])
        XCTAssertEqual(try FileTree(site.output).files.keys.filter { $0.hasPrefix("files/") }.sorted(), ["files/real.png", "files/words.txt"])
        // Each link to a file not published says so, in its title; those published lead to them.
        let not = "title=\"This file is not published with the site\""
        XCTAssertEqual(try html("notes/qq/1.html", in: site), """
        <p><a href="page.html" \(not)>a</a> <a href="page.xhtml" \(not)>b</a> <img src="pic.svg" alt="c" \(not) /> \
        <img src="fake.png" alt="d" \(not) /> <a href="noextension" \(not)>e</a> <a href="program.txt" \(not)>f</a> \
        <img src="../../files/real.png" alt="g" /> <a href="../../files/words.txt">h</a></p>
        """)
        XCTAssertEqual(try html("notes/work/n1.html", in: site), """
        <p>See <img src="resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.svg" alt="chart" title="A chart (This file is not published with the site)" /></p>
        """)
    }

    /// A `sources` file elsewhere links files under its own folder; they go to `files/<its name>/`.
    func testASourceOutsideContentLinksFilesBesideIt() throws {
        let site = try FixtureSite()
        let elsewhere = try TemporaryFolder()
        try elsewhere.write(FileBytes.jpeg("a"), to: "Notes/img/a.jpg")
        let plist = try PropertyListSerialization.data(fromPropertyList: ["qq": [["title": "A", "createTime": "2026/01/01 10:00", "detail": "A\n\n![a](img/a.jpg)"]]],
                                                       format: .xml, options: 0)
        try elsewhere.write(plist, to: "Notes/My Memos.plist")
        var options = site.options()
        options.sources = [SourceConfig(path: elsewhere.child("Notes/My Memos.plist").path, kind: .memos)]
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(try html("notes/qq/1.html", in: site), "<p><img src=\"../../files/my-memos/img/a.jpg\" alt=\"a\" /></p>")
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/my-memos/img/a.jpg")), FileBytes.jpeg("a"))
    }

    /// A linked file changing, or appearing, changes the site though no data file changed.
    func testALinkedFileChangingChangesTheNextBuild() throws {
        let site = try FixtureSite()
        try site.folder.write(FileBytes.png("one"), to: "Content/a.png")
        try site.writeMemos(["qq": [["title": "P", "createTime": "2026/01/01 10:00", "detail": "P\n\n![a](a.png) ![b](b.png)"]]])
        XCTAssertTrue(site.build().succeeded)
        try site.folder.write(FileBytes.png("two"), to: "Content/a.png")
        let changed = site.build()
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/a.png")), FileBytes.png("two"))
        XCTAssertEqual(changed.diagnostics.messages.count, 1, "b.png is missing")
        XCTAssertEqual(changed.filesWritten, 1, "files/a.png alone")
        try site.folder.write(FileBytes.png("bee"), to: "Content/b.png")
        let appeared = site.build()
        XCTAssertEqual(appeared.diagnostics.messages, [])
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/b.png")), FileBytes.png("bee"))
        XCTAssertEqual(site.build().filesWritten, 0)
    }
}
