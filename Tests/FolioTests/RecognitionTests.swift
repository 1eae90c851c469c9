@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A plist is Folio's only when its records look like memos or books: other programs' plists get
/// one message saying what was found, an empty one a warning, and UTF-16 XML is read.
final class RecognitionTests: XCTestCase {
    private let expected = StoreRegistry.standard.expectedShapes

    private func write(_ value: Any, to name: String, in site: FixtureSite, format: PropertyListSerialization.PropertyListFormat = .xml) throws {
        try site.folder.write(try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0), to: "Content/\(name)")
    }

    func testOtherProgramsPlistsGetOneMessageEach() throws {
        let site = try FixtureSite()
        try write(["Label": "com.example.agent", "ProgramArguments": ["/usr/bin/true", "--flag"], "RunAtLoad": true], to: "launchd.plist", in: site)
        try write(["CFBundleName": "App", "CFBundleDocumentTypes": [["CFBundleTypeName": "Text", "LSItemContentTypes": ["public.text"]]]], to: "Info.plist", in: site, format: .binary)
        try write(["WebHistoryFileVersion": 1, "WebHistoryDates": [["": "https://example.org/", "title": "Example", "visitCount": 3, "lastVisitedDate": "700000000.0"]]], to: "History.plist", in: site)
        try write(["$archiver": "NSKeyedArchiver", "$version": 100000, "$top": ["root": 1], "$objects": ["$null", ["detail": "x", "createTime": "2026/01/01 10:00"]]], to: "archive.plist", in: site, format: .binary)
        try write([["title": "not a book", "score": 3]], to: "list.plist", in: site)
        let (_, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/History.plist: not a Folio data file (found a property list whose root is a dict of 2 keys (\"WebHistoryDates\", \"WebHistoryFileVersion\")); \(expected)",
            "error: Content/Info.plist: not a Folio data file (found a property list whose root is a dict of 2 keys (\"CFBundleDocumentTypes\", \"CFBundleName\")); \(expected)",
            "error: Content/archive.plist: not a Folio data file: it is a keyed archive of something else (a property list whose root is a number (1)); \(expected)",
            "error: Content/launchd.plist: not a Folio data file (found a property list whose root is a dict of 3 keys (\"Label\", \"ProgramArguments\", \"RunAtLoad\")); \(expected)",
            "error: Content/list.plist: not a Folio data file (found a property list whose root is an array of 1 item); \(expected)",
        ])
    }

    func testAnEmptyPlistIsAWarningAndAnAccountWithNoMemosIsStillMemos() throws {
        let site = try FixtureSite()
        try site.folder.write("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>", to: "Content/empty.plist")
        try write(["qq": [Any](), "163": [Any]()], to: "accounts.plist", in: site)
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "warning: Content/empty.plist: is an empty dict: it holds no accounts, so nothing is published from it",
        ])
        XCTAssertEqual(content.notebooks.map(\.name), ["163", "qq"])
    }

    func testUTF16PlistsAreRead() throws {
        let site = try FixtureSite()
        let xml = """
            <?xml version="1.0" encoding="UTF-16"?>
            <plist version="1.0"><dict><key>读书</key><array><dict>
            <key>createTime</key><string>2026/01/01 10:00</string><key>detail</key><string>𝄞 and 收衣服</string>
            </dict></array></dict></plist>
            """
        try site.folder.write(Data([0xFE, 0xFF]) + xml.data(using: .utf16BigEndian)!, to: "Content/big-endian.plist")
        try site.folder.write(xml.data(using: .utf16LittleEndian)!, to: "Content/little-endian-no-mark.plist")
        try site.folder.write(Data([0xFF, 0xFE]) + xml.data(using: .utf16LittleEndian)!.prefix(100) + Data([0x00, 0xD8, 0x41, 0x00]), to: "Content/unpaired.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/unpaired.plist: is not a readable property list (XML or binary)\n  caused by: XML plist in UTF-16 holds an unpaired surrogate",
        ])
        XCTAssertEqual(content.notebooks.map(\.name), ["读书"])
        XCTAssertEqual(content.notebooks.first?.notes.map(\.body), ["𝄞 and 收衣服", "𝄞 and 收衣服"])
    }

    /// Files other programs wrote (../shared/fixtures/real): a keyed archive (with its UID
    /// references) gets the one message; Safari's bookmarks are its Reading List.
    func testRealFilesOfOtherProgramsAreNamedForWhatTheyAre() throws {
        let real = try TestPaths.real("")
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: real.appendingPathComponent("keyed-archive/recentdocs.sfl2")), to: "Content/recentdocs.plist")
        try site.folder.write(try Data(contentsOf: real.appendingPathComponent("safari/Bookmarks.plist")), to: "Content/Bookmarks.plist")
        try site.folder.write(try Data(contentsOf: real.appendingPathComponent("MemoInfo.plist")), to: "Content/MemoInfo.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/recentdocs.plist: not a Folio data file: it is a keyed archive of something else (a property list whose root is a dict of 2 keys (\"items\", \"properties\")); \(expected)",
        ])
        XCTAssertGreaterThan(content.noteCount, 0, "the memo app's own file beside them is read")
    }
}
