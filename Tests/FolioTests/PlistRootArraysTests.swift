import FolioPlist
import XCTest

/// `XMLPlistParser.rootArrays`: where each item of the root dict's arrays lies, by tags alone,
/// whatever stands between them.
final class PlistRootArraysTests: XCTestCase {
    func items(_ xml: String) -> [String: [String]]? {
        let bytes = Array(xml.utf8)
        return XMLPlistParser.rootArrays(in: bytes).map { arrays in
            Dictionary(arrays.map { array in (array.key, array.items.map { String(decoding: bytes[$0], as: UTF8.self) }) }, uniquingKeysWith: { $1 })
        }
    }

    func testEachItemFromItsOpenTagToItsEnd() throws {
        let xml = "\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<plist version=\"1.0\"><dict>\n"
            + "<key>qq</key><array>\n\t<dict><key>detail</key><string><![CDATA[</dict></array>]]></string></dict><!-- <dict> -->\n"
            + "\t<dict/>\n\t<dict><key>title</key><string>a &lt;b&gt;</string><key>n</key><dict><key>x</key><true/></dict></dict>\n</array>\n"
            + "<key>version</key><integer>3</integer>\n<key>empty</key><array/>\n</dict></plist>\n"
        XCTAssertEqual(items(xml), [
            "qq": ["<dict><key>detail</key><string><![CDATA[</dict></array>]]></string></dict>", "<dict/>",
                   "<dict><key>title</key><string>a &lt;b&gt;</string><key>n</key><dict><key>x</key><true/></dict></dict>"],
            "version": [], "empty": [],
        ])
    }

    func testARootThatIsNoDictHasNone() {
        XCTAssertNil(items("<plist><array><dict/></array></plist>"))
        XCTAssertNil(items("<plist><dict><key>a</key><array><dict></array></dict></plist>"))
        XCTAssertNil(items("<plist><dict><string>a</string></dict></plist>"))
    }
}
