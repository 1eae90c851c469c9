@testable import FolioCore
import Foundation
import XCTest

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
        try site.folder.write(Data("png".utf8), to: "Content/images/cover.png")
        try site.folder.write(Data("pdf".utf8), to: "Content/files/a b.pdf")
        try site.folder.write(Data("nobody links me".utf8), to: "Content/files/unlinked.txt")
        try site.folder.write(Data("notes".utf8), to: "Content/notes/pic.png")
        try site.writeMemos(["qq": [["title": "Pics", "createTime": "2026/01/01 10:00",
                                     "detail": "Pics\n\n![cover](images/cover.png \"Cover\") [pdf](files/a%20b.pdf#page=2) [again](./images/../images/cover.png?v=1)"]]])
        try site.writeMemos(["Sub": [["title": "Up", "createTime": "2026/01/01 10:00", "detail": "Up\n\n![c](../images/cover.png) ![n](pic.png)"]]],
                            to: "notes/more.plist")
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'![me](images/cover.png)','[pdf](<files/a b.pdf>)','')"])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(try html("notes/qq/pics.html", in: site), """
        <p><img src="../../files/images/cover.png" alt="cover" title="Cover" /> <a href="../../files/files/a%20b.pdf#page=2">pdf</a> \
        <a href="../../files/images/cover.png?v=1">again</a></p>
        """)
        XCTAssertEqual(try html("notes/sub/up.html", in: site), """
        <p><img src="../../files/images/cover.png" alt="c" /> <img src="../../files/notes/pic.png" alt="n" /></p>
        """)
        let book = try String(contentsOf: site.output.appendingPathComponent("books/b.html"), encoding: .utf8)
        XCTAssertTrue(book.contains("<p><img src=\"../files/images/cover.png\" alt=\"me\" /></p>"), book)
        XCTAssertTrue(book.contains("<p><a href=\"../files/files/a%20b.pdf\">pdf</a></p>"), book)
        let copied = try FileTree(site.output).files.filter { $0.key.hasPrefix("files/") }
        XCTAssertEqual(copied, ["files/images/cover.png": Data("png".utf8), "files/files/a b.pdf": Data("pdf".utf8),
                                "files/notes/pic.png": Data("notes".utf8)], "files nothing links are not copied")
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
            "\(record) \"images/gone.png\" on notes/qq/links.html leads to no page of the site, and Content/images/gone.png does not exist",
            "\(record) \"memos.plist\" on notes/qq/links.html names a data file, which is not published (its records are)",
            "\(record) \".private/key.txt\" on notes/qq/links.html names a hidden file, which is not published",
            "\(record) \"../outside.txt\" on notes/qq/links.html leads outside Content/; a record may link only files under it",
            "\(record) \"out.txt\" on notes/qq/links.html leads outside Content/ through a symbolic link; a record may link only files under it",
        ])
        XCTAssertEqual(try FileTree(site.output).files.keys.filter { $0.hasPrefix("files/") }, [])
    }

    /// A `sources` file elsewhere links files under its own folder; they go to `files/<its name>/`.
    func testASourceOutsideContentLinksFilesBesideIt() throws {
        let site = try FixtureSite()
        let elsewhere = try TemporaryFolder()
        try elsewhere.write(Data("jpg".utf8), to: "Notes/img/a.jpg")
        let plist = try PropertyListSerialization.data(fromPropertyList: ["qq": [["title": "A", "createTime": "2026/01/01 10:00", "detail": "A\n\n![a](img/a.jpg)"]]],
                                                       format: .xml, options: 0)
        try elsewhere.write(plist, to: "Notes/My Memos.plist")
        var options = site.options()
        options.sources = [SourceConfig(path: elsewhere.child("Notes/My Memos.plist").path, kind: .memos)]
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(try html("notes/qq/a.html", in: site), "<p><img src=\"../../files/my-memos/img/a.jpg\" alt=\"a\" /></p>")
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/my-memos/img/a.jpg")), Data("jpg".utf8))
    }

    /// A linked file changing, or appearing, changes the site though no data file changed.
    func testALinkedFileChangingChangesTheNextBuild() throws {
        let site = try FixtureSite()
        try site.folder.write(Data("one".utf8), to: "Content/a.png")
        try site.writeMemos(["qq": [["title": "P", "createTime": "2026/01/01 10:00", "detail": "P\n\n![a](a.png) ![b](b.png)"]]])
        XCTAssertTrue(site.build().succeeded)
        try site.folder.write(Data("two".utf8), to: "Content/a.png")
        let changed = site.build()
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/a.png")), Data("two".utf8))
        XCTAssertEqual(changed.diagnostics.messages.count, 1, "b.png is missing")
        XCTAssertEqual(changed.filesWritten, 1, "files/a.png alone")
        try site.folder.write(Data("bee".utf8), to: "Content/b.png")
        let appeared = site.build()
        XCTAssertEqual(appeared.diagnostics.messages, [])
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/b.png")), Data("bee".utf8))
        XCTAssertEqual(site.build().filesWritten, 0)
    }
}
