@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A binary plist may share one object among many places; a small file must still not decode
/// to gigabytes. The limit is 8 times the file's size plus 16 MiB, and at most 1 GiB.
final class AmplificationTests: XCTestCase {
    /// `memos` memo dicts in one account, every one's detail the same shared string of `detailSize` bytes.
    private func sharedDetailPlist(memos: Int, detailSize: Int) -> Data {
        var writer = BinaryPlistWriter()
        let account = writer.add(.string("qq"))
        let keys = ["title", "createTime", "detail"].map { writer.add(.string($0)) }
        let title = writer.add(.string("Same"))
        let time = writer.add(.string("2026/01/01 10:00"))
        let detail = writer.add(.string(String(repeating: "a", count: detailSize)))
        let dicts = (0..<memos).map { _ in writer.add(.dict(keys: keys, values: [title, time, detail])) }
        let list = writer.add(.array(dicts))
        let root = writer.add(.dict(keys: [account], values: [list]))
        return writer.data(top: root)
    }

    func testOneMebibyteSharedAThousandTimesFailsQuicklyNamingTheFile() throws {
        let site = try FixtureSite()
        let data = sharedDetailPlist(memos: 1000, detailSize: 1 << 20)
        XCTAssertLessThan(data.count, 1_100_000)
        try site.folder.write(data, to: "Content/bomb.plist")
        try site.writeMemos(["other": [["createTime": "2026/01/01 10:00", "detail": "still read"]]])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load content]: Content/bomb.plist: would decode to more than 24.3 MiB of text and data, though the file is 1 MiB: its records share one value over and over; Folio reads at most 8 times a plist's size plus 16 MiB, and never more than 1 GiB",
        ])
        XCTAssertEqual(result.sources.map(\.file.displayPath), ["Content/memos.plist"], "the other file is still read")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.path))
    }

    func testSharingAsApplesWriterDoesIsRead() throws {
        let site = try FixtureSite()
        try site.folder.write(sharedDetailPlist(memos: 5000, detailSize: 40), to: "Content/shared.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.noteCount, 5000)
    }
}
