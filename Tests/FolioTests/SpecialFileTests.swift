@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Only regular files are read, and only up to documented sizes: a named pipe, a link to a
/// device, a link to nothing or a huge file never hangs a build or fills its memory.
final class SpecialFileTests: XCTestCase {
    private func memo(_ detail: String) -> [String: [[String: Any]]] {
        ["a": [["createTime": "2026/01/01 10:00", "detail": detail]]]
    }

    func testPipesAndDevicesAreSkippedWithOneWarningEach() throws {
        let site = try FixtureSite()
        try site.writeMemos(memo("still published"))
        XCTAssertEqual(mkfifo(site.folder.child("Content/pipe.plist").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/zero.db").path, withDestinationPath: "/dev/zero")
        XCTAssertEqual(mkfifo(site.folder.child("Templates/memo.mustache").path.ensuringFolder(), 0o644), 0)
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[find content]: Content/pipe.plist: is a named pipe, not a regular file; it is not read",
            "warning[find content]: Content/zero.db: is a character device, not a regular file; it is not read",
            "warning[load templates]: Templates/memo.mustache: is a named pipe, not a regular file; it is not read",
        ])
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.content.noteCount, 1, "the other sources are read")
    }

    /// A data file on /proc (which reports a size of 0 and may block when read, as /proc/kmsg
    /// does) is refused before it is read; so is a sparse file whose size is mostly holes, which
    /// would ask for gigabytes of memory while it takes a few bytes on disk. The other sources
    /// are still read and checked.
    func testPseudoFilesAndSparseFilesAreRefusedUnread() throws {
        let site = try FixtureSite()
        try site.writeMemos(memo("still checked"), to: "a.plist")
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/kmsg.db").path, withDestinationPath: "/proc/kmsg")
        let sparse = site.folder.child("Content/sparse.plist")
        XCTAssertTrue(FileManager.default.createFile(atPath: sparse.path, contents: nil))
        XCTAssertEqual(truncate(sparse.path, 900_000_000), 0)
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load content]: Content/kmsg.db: is on /proc, whose files are not data (reading one may never end); Folio does not read it",
            "error[load content]: Content/sparse.plist: is 858.3 MiB long but holds only 0 bytes on disk (a sparse file, mostly holes); Folio does not read it",
        ])
        XCTAssertEqual(result.sources.map(\.file.displayPath), ["Content/a.plist"])
    }

    func testALinkToNothingIsOneError() throws {
        let site = try FixtureSite()
        try site.writeMemos(memo("x"))
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/gone.plist").path, withDestinationPath: "../nowhere.plist")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[find content]: Content/gone.plist: is a symbolic link to \"../nowhere.plist\", which does not exist",
        ])
    }

    func testLinkedFilesAndFoldersAreReadAsWhatTheyPointToAndOnce() throws {
        let site = try FixtureSite()
        let elsewhere = try TemporaryFolder()
        try elsewhere.write(try PropertyListSerialization.data(fromPropertyList: memo("linked file"), format: .xml, options: 0), to: "one.plist")
        try elsewhere.write(try PropertyListSerialization.data(fromPropertyList: ["b": [["createTime": "2026/01/02 10:00", "detail": "in a linked folder"]]], format: .xml, options: 0), to: "folder/two.plist")
        try FileManager.default.createDirectory(at: site.folder.child("Content"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/one.plist").path, withDestinationPath: elsewhere.child("one.plist").path)
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/more").path, withDestinationPath: elsewhere.child("folder").path)
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("Content/again").path, withDestinationPath: elsewhere.child("folder").path)
        try FileManager.default.createSymbolicLink(atPath: elsewhere.child("folder/loop").path, withDestinationPath: ".")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[find content]: Content/again/loop: is the same folder as Content/again (through a symbolic link); it is read once, there",
            "warning[find content]: Content/more: is the same folder as Content/again (through a symbolic link); it is read once, there",
        ])
        XCTAssertEqual(result.dataFiles.map(\.displayPath), ["Content/again/two.plist", "Content/one.plist"])
        XCTAssertEqual(result.content.notebooks.map(\.name), ["a", "b"])
    }

    func testFilesLargerThanTheCapsAreErrorsNamingThem() throws {
        let site = try FixtureSite()
        try site.writeMemos(memo("x"))
        let huge = site.folder.child("Content/huge.db")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        XCTAssertEqual(truncate(huge.path, 3 << 30), 0, "a sparse file: 3 GiB long, nothing on disk")
        let big = try site.folder.write(Data("<?xml version=\"1.0\"?>".utf8), to: "Content/big.plist")
        XCTAssertEqual(truncate(big.path, 1100 << 20), 0)
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[find content]: Content/huge.db: is 3 GiB, more than the 2 GiB Folio reads from a data file",
            "error[load content]: Content/big.plist: is 1.1 GiB, more than the 1 GiB Folio reads from such a file",
        ])
    }

    func testSourcesMayBeAnywhereOnDisk() throws {
        let site = try FixtureSite()
        let home = try TemporaryFolder()
        let data = try PropertyListSerialization.data(fromPropertyList: memo("from home"), format: .xml, options: 0)
        try home.write(data, to: "Notes Library/memos.plist")
        let absolute = try home.write(try PropertyListSerialization.data(fromPropertyList: ["abs": [["createTime": "2026/01/01 10:00", "detail": "x"]]], format: .binary, options: 0), to: "absolute.plist")
        try site.folder.write(data, to: "../\(site.url.lastPathComponent)-sibling/rel.plist")
        defer { try? FileManager.default.removeItem(at: site.url.deletingLastPathComponent().appendingPathComponent(site.url.lastPathComponent + "-sibling")) }
        var options = site.options()
        options.homeFolder = home.url
        options.sources = [
            SourceConfig(path: "~/Notes Library/memos.plist", kind: .memos),
            SourceConfig(path: absolute.path, kind: .memos),
            SourceConfig(path: "../\(site.url.lastPathComponent)-sibling/rel.plist", kind: .memos),
            SourceConfig(path: "/no/such/file.plist", kind: .memos),
            SourceConfig(path: "/dev/null", kind: .memos),
        ]
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[find content]: folio.yml: sources, source 4: path \"/no/such/file.plist\" does not exist",
            "error[find content]: folio.yml: sources, source 5: path \"/dev/null\" is a character device, not a regular file",
        ])
        XCTAssertEqual(result.dataFiles.map(\.displayPath), ["~/Notes Library/memos.plist", absolute.path, "../\(site.url.lastPathComponent)-sibling/rel.plist"])
        XCTAssertEqual(result.content.noteCount, 3, "every source was read although two were wrong")
    }
}

private extension String {
    /// Makes the folder the path lies in; returns the path.
    func ensuringFolder() -> String {
        try? FileManager.default.createDirectory(atPath: (self as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return self
    }
}
