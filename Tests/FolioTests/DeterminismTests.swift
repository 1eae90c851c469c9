@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The same inputs and `--now` give byte-identical output whatever the zone, the locale or the
/// order in which the file system lists the data files.
final class DeterminismTests: XCTestCase {
    func build(_ site: URL, into output: URL, environment: [String: String]) throws -> FileTree {
        let run = try CommandLine.folio(["build", "--site", site.path, "--output", output.path, "--now", "2026-11-21T09:30"],
                                        in: site, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        return try FileTree(output)
    }

    func testZoneAndLocaleDoNotChangeAByte() throws {
        let outputs = try TemporaryFolder()
        let site = TestPaths.repositoryRoot
        let plain = try build(site, into: outputs.child("a"), environment: ["TZ": "UTC", "LANG": "C", "LC_ALL": "C"])
        let turkish = try build(site, into: outputs.child("b"), environment: [
            "TZ": "Pacific/Kiritimati", "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "LC_COLLATE": "tr_TR.UTF-8",
        ])
        let japanese = try build(site, into: outputs.child("c"), environment: ["TZ": "America/St_Johns", "LANG": "ja_JP.UTF-8"])
        XCTAssertGreaterThan(plain.files.count, 10)
        XCTAssertEqual(plain, turkish)
        XCTAssertEqual(plain, japanese)
    }

    /// Files are read in byte order of their paths, whatever order the file system lists them in
    /// (ext4 lists by hash, tmpfs by creation): the same memo titles then get the same paths.
    func testTheOrderFilesWereCreatedInDoesNotMatter() throws {
        let names = ["b.plist", "a.plist", "z/c.plist", "Ä.plist", "A.plist", "a-b.plist", "a/b.plist", "0.plist", "é.plist", "e\u{301}x.plist",
                     "Z.plist", "_.plist", "m/n/o.plist", "m.plist", "~.plist"]
        func site(creating order: [String]) throws -> FixtureSite {
            let site = try FixtureSite()
            for name in order {
                try site.writeMemos(["Shared": [["title": "Same title", "createTime": "2026/01/01 10:00", "detail": name]],
                                     name: [["createTime": "2026/01/02 10:00", "detail": "own \(name)"]]], to: name)
            }
            return site
        }
        let first = try site(creating: names), second = try site(creating: names.reversed())
        let byteOrder = names.map { "Content/" + $0 }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for site in [first, second] {
            var diagnostics = Diagnostics()
            XCTAssertEqual(ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &diagnostics).map(\.displayPath), byteOrder)
        }
        let outputs = try TemporaryFolder()
        XCTAssertEqual(try build(first.url, into: outputs.child("1"), environment: [:]),
                       try build(second.url, into: outputs.child("2"), environment: [:]))
    }
}
