@testable import FolioPlist
import XCTest

/// A parse that notes where each item of the root dict's arrays lies (`parseNotingItems`), on
/// one thread or several, whatever stands between the items; the value is the parse's.
final class PlistRootArraysTests: XCTestCase {
    func items(_ xml: String, workers: Int = 1) throws -> [String: [String]]? {
        let bytes = Array(xml.utf8)
        let (value, arrays) = try XMLPlistParser.parseNotingItems(bytes, workers: workers)
        XCTAssertEqual(value, try XMLPlistParser.parse(bytes))
        return arrays.map { arrays in
            Dictionary(arrays.map { array in (array.key, array.items.map { String(decoding: bytes[$0], as: UTF8.self) }) }, uniquingKeysWith: { $1 })
        }
    }

    static let accounts = "<key>qq</key><array>\n\t<dict><key>detail</key><string><![CDATA[</dict></array>]]></string></dict><!-- <dict> -->\n"
        + "\t<dict/>\n\t<dict><key>title</key><string>a &lt;b&gt;</string><key>n</key><dict><key>x</key><array><true/></array></dict></dict>\n</array>\n"
        + "<key>version</key><integer>3</integer>\n<key>empty</key><array/>\n"
    static let expected = [
        "qq": ["<dict><key>detail</key><string><![CDATA[</dict></array>]]></string></dict>", "<dict/>",
               "<dict><key>title</key><string>a &lt;b&gt;</string><key>n</key><dict><key>x</key><array><true/></array></dict></dict>"],
        "version": [], "empty": [],
    ]

    func testEachItemFromItsOpenTagToItsEnd() throws {
        let xml = "\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<plist version=\"1.0\"><dict>\n" + Self.accounts + "</dict></plist>\n"
        XCTAssertEqual(try items(xml), Self.expected)
    }

    /// Past the size whose root children are parsed on several threads (`RootChildren`).
    func testTheSameOnSeveralThreads() throws {
        let padding = "<key>padding</key><string>" + String(repeating: "x", count: XMLPlistParser.parallelBytes) + "</string>\n"
        let xml = "<plist><dict>\n" + Self.accounts + padding + "</dict></plist>"
        var expected = Self.expected
        expected["padding"] = []
        XCTAssertEqual(try items(xml, workers: 2), expected)
        XCTAssertEqual(try items(xml, workers: 1), expected)
    }

    func testARootThatIsNoDictHasNone() throws {
        XCTAssertNil(try items("<plist><array><dict/></array></plist>"))
        XCTAssertNil(try items("<plist><string>a</string></plist>"))
    }
}
