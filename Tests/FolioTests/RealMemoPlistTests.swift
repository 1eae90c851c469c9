@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The memo app's own file (Tests/FolioTests/Fixtures/real/MemoInfo.plist, a copy of
/// ../shared/fixtures/real/MemoInfo.plist) loads whole, as XML and converted to binary.
final class RealMemoPlistTests: XCTestCase {
    let realFile = TestPaths.fixtures.appendingPathComponent("real/MemoInfo.plist")

    func expectedAccounts(file: String) -> [Notebook] {
        func memo(_ account: String, _ position: Int, _ title: String, _ time: String, _ detail: String) -> Note {
            var memo = Note(title: title, created: LocalDateTime(memoText: time)!, body: detail,
                            source: SourceLocation(file: file, recordPath: ["account \"\(account)\"", "memo \(position)"]))
            memo.stableID = String(position)
            return memo
        }
        return [
            Notebook(name: "163", notes: [memo("163", 1, "招行", "2016/03/26 16:34", "招行\n18号账单 6号还款")]),
            Notebook(name: "icloud", notes: [
                memo("icloud", 1, "清理相册", "2016/04/26 16:29", "清理相册\n\n把不需要的相片删除，腾出手机内存空间。"),
                memo("icloud", 2, "String类的实现", "2016/04/22 11:31", "String类的实现\n\nString类的几个常用的方法，如构造函数、复制构造函数、赋值函数等。"),
                memo("icloud", 3, "歌曲", "2016/02/16 10:12", "歌曲\n\n白桦林－朴树\n风往北吹－孙楠\n以父之名－周杰伦"),
            ]),
            Notebook(name: "qq", notes: [
                memo("qq", 1, "书籍", "2016/04/26 16:33", "书籍\n\n老人与海\n荒野猎人\n\n希腊故事\n呐喊"),
                memo("qq", 2, "收衣服", "2016/04/22 12:34", "收衣服\n\n晚上回去收衣服"),
            ]),
        ]
    }

    func testXMLFileLoadsThreeAccountsAndSixMemos() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: realFile), to: "Content/MemoInfo.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.notebooks, expectedAccounts(file: "Content/MemoInfo.plist"))
        XCTAssertEqual(content.noteCount, 6)
        XCTAssertEqual(content.books, [])
    }

    func testBinaryConversionLoadsTheSame() throws {
        let site = try FixtureSite()
        let root = try PropertyListSerialization.propertyList(from: try Data(contentsOf: realFile), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        XCTAssertTrue(binary.starts(with: Data("bplist00".utf8)))
        try site.folder.write(binary, to: "Content/MemoInfo.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.notebooks, expectedAccounts(file: "Content/MemoInfo.plist"))
    }
}
