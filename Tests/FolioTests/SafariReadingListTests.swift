@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Safari's `Bookmarks.plist`: its Reading List becomes the read-later page, newest first, read
/// and unread, in the search index; every other bookmark is passed over.
final class SafariReadingListTests: XCTestCase {
    /// A real Bookmarks.plist (binary, 2016: twelve default bookmarks and one Reading List item)
    /// beside the memo app's file: every page compared.
    func testARealBookmarksFileIsPublishedWhole() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("safari/Bookmarks.plist")), to: "Content/Bookmarks.plist")
        try site.folder.write(try Data(contentsOf: try TestPaths.real("MemoInfo.plist")), to: "Content/MemoInfo.plist")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.content.readingList.map(\.title), ["Introduction au Ruby | Codecademy"])
        try FileTree(site.output).assertMatchesSnapshot("safari")
    }

    /// The hand-made imitation (XML, no dates, no WebBookmarkType) and a damaged list: items
    /// newest first, undated last, read ones marked; an item without an address is a warning.
    func testItemsAreNewestFirstAndMarkedReadOrUnread() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("safari/Bookmarks-toy.plist")), to: "Content/toy.plist")
        let item = { (title: String, url: String, reading: String) in
            "<dict><key>URLString</key><string>\(url)</string><key>URIDictionary</key><dict><key>title</key><string>\(title)</string></dict><key>ReadingList</key><dict>\(reading)</dict></dict>"
        }
        let list = [
            item("Old", "https://example.org/old", "<key>DateAdded</key><date>2024-01-02T10:00:00Z</date>"),
            item("New &amp; read", "http://example.org/new", "<key>DateAdded</key><date>2025-03-04T10:00:00Z</date><key>DateLastViewed</key><date>2025-03-05T10:00:00Z</date><key>PreviewText</key><string>Worth it</string>"),
            "<dict><key>URIDictionary</key><dict><key>title</key><string>No address</string></dict></dict>",
            item("Odd scheme", "javascript:alert(1)", ""),
        ].joined()
        try site.folder.write(Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Children</key><array>
            <dict><key>Title</key><string>BookmarksBar</string><key>Children</key><array>\(item("Bar", "https://example.org/bar", ""))</array></dict>
            <dict><key>Title</key><string>com.apple.ReadingList</string><key>Children</key><array>\(list)</array></dict>
            </array><key>WebBookmarkType</key><string>WebBookmarkTypeList</string></dict></plist>
            """.utf8), to: "Content/Bookmarks.plist")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, ["warning[load content]: Content/Bookmarks.plist: com.apple.ReadingList item 3: has no URLString; it is left out"])
        XCTAssertEqual(result.content.readingList.map(\.title), ["New & read", "Old", "Odd scheme", "Page 1", "Page 2"], "the toy file's undated items last, in file order")
        let page = try String(contentsOf: site.output.appendingPathComponent("read-later/index.html"), encoding: .utf8)
        XCTAssertEqual(Array(page.components(separatedBy: "\n").filter { $0.hasPrefix("<li class=") }.prefix(3)), [
            "<li class=\"read\"><a href=\"http://example.org/new\" rel=\"noopener\"><span class=\"title\">New &amp; read<span class=\"summary\">example.org · Worth it</span></span><span class=\"status\">read</span><time datetime=\"2025-03-04T10:00+00:00\">2025/03/04</time></a></li>",
            "<li class=\"unread\"><a href=\"https://example.org/old\" rel=\"noopener\"><span class=\"title\">Old<span class=\"summary\">example.org</span></span><span class=\"status\">unread</span><time datetime=\"2024-01-02T10:00+00:00\">2024/01/02</time></a></li>",
            "<li class=\"unread\"><span class=\"title\">Odd scheme<span class=\"summary\">javascript:alert(1)</span></span><span class=\"status\">unread</span></li>",
        ], "only web addresses become links")
        XCTAssertFalse(page.contains("example.org/bar"), "other bookmarks are passed over")
    }

    /// Fields of another type, and a Reading List whose items are not an array, are warnings
    /// naming the item and the field; what is usable of the item is published.
    func testFieldsOfAnotherTypeAreSaid() throws {
        let site = try FixtureSite()
        func bookmarks(_ readingList: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Children</key><array>
            <dict><key>Title</key><string>com.apple.ReadingList</string><key>Children</key>\(readingList)</dict>
            </array></dict></plist>
            """
        }
        try site.folder.write(bookmarks("""
            <array><dict><key>URLString</key><string>https://example.org/a</string><key>URIDictionary</key><dict><key>title</key><integer>7</integer></dict>\
            <key>ReadingList</key><dict><key>DateAdded</key><string>yesterday</string><key>PreviewText</key><real>1.5</real></dict></dict></array>
            """), to: "Content/a/Bookmarks.plist")
        try site.folder.write(bookmarks("<string>not a list</string>"), to: "Content/b/Bookmarks.plist")
        let result = site.build()
        let item = "warning[load content]: Content/a/Bookmarks.plist: com.apple.ReadingList item 1:"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(item) URIDictionary.title is a number (7), expected text; it is left out",
            "\(item) ReadingList.DateAdded is a string \"yesterday\", expected a date; it is left out",
            "\(item) ReadingList.PreviewText is a number (1.5), expected text; it is left out",
            "warning[load content]: Content/b/Bookmarks.plist: com.apple.ReadingList: Children is a string \"not a list\", expected an array of bookmarks; no item is read",
        ])
        XCTAssertEqual(result.content.readingList.map(\.title), ["https://example.org/a"])
    }
}
