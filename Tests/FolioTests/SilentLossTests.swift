@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// What a reader would lose without a word is said: a key that stands twice in a plist dict,
/// SQLite text that C strings would cut at a NUL or that is not UTF-8.
final class SilentLossTests: XCTestCase {
    func testAKeyStandingTwiceIsAWarningNamingTheKeyPath() throws {
        let site = try FixtureSite()
        try site.folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>qq</key><array><dict><key>createTime</key><string>2026/01/01 10:00</string>
              <key>detail</key><string>first</string><key>detail</key><string>second</string></dict></array>
            <key>qq</key><array><dict><key>createTime</key><string>2026/01/02 10:00</string><key>detail</key><string>third</string></dict></array>
            <key>Cafe\u{301}</key><array/><key>Café</key><array/>
            </dict></plist>
            """, to: "Content/memos.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "warning: Content/memos.plist: account \"qq\": the key stands 2 times in the top dict; its memos are all published, as one account",
            "warning: Content/memos.plist: account \"qq\", memo 1: key \"detail\" stands 2 times; the last one is read",
        ], "NFC and NFD forms of a name are two keys, not one repeated")
        XCTAssertEqual(content.notebooks.first { $0.name == "qq" }?.notes.map(\.body), ["second", "third"])
    }

    func testSQLiteTextWithANulOrBadUTF8IsKeptWholeWithAWarning() throws {
        let site = try FixtureSite()
        try site.writeDatabase("memos.sqlite", statements: [
            "CREATE TABLE memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)",
            "INSERT INTO memoInfo VALUES(1, 'qq', 'T', '2026/01/01 10:00', CAST(x'6265666f7265006166746572' AS TEXT))",
            "INSERT INTO memoInfo VALUES(2, 'qq', CAST(x'6361ff' AS TEXT), '2026/01/01 11:00', 'fine')",
        ])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "warning: Content/memos.sqlite: memoInfoID 1: column detail holds a NUL character at byte 7 of 12; the whole text is kept, without it",
            "warning: Content/memos.sqlite: memoInfoID 2: column title is not valid UTF-8; the bytes that are not are shown as �",
        ])
        XCTAssertEqual(content.notebooks.first?.notes.map(\.body), ["beforeafter", "fine"])
        XCTAssertEqual(content.notebooks.first?.notes.map(\.title), ["T", "ca\u{FFFD}"])
    }
}
