import FolioPlist
@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Folio's own plist parsers read what Apple's and Python's writers write.
final class PlistParserTests: XCTestCase {
    func parse(_ text: String) throws -> PlistValue {
        try PlistLoader.parse(Array(text.utf8), file: DataFile(url: URL(fileURLWithPath: "/x"), displayPath: "x.plist"), stores: .standard)
    }

    func testXMLEntitiesCDATALineEndsAndEmptyElements() throws {
        let value = try parse("""
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- a comment -->
            <plist version="1.0"><dict>
            \t<key>text</key><string>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#20013;&#x6587;\r\nline<![CDATA[ <raw> & ]]>end</string>
            \t<key>empty</key><string/>
            \t<key>n</key><integer> -12 </integer><key>r</key><real>2.5</real>
            \t<key>t</key><true/><key>f</key><false/>
            \t<key>list</key><array><string>x</string><array/><dict/></array>
            \t<key>date</key><date>2016-04-22T12:34:00Z</date><key>data</key><data>AAE=</data>
            </dict></plist>
            """)
        XCTAssertEqual(value, .dict([
            PlistEntry(key: "text", value: .string("a <b> & \"c\" 'd' 中文\nline <raw> & end")),
            PlistEntry(key: "empty", value: .string("")),
            PlistEntry(key: "n", value: .integer(-12)),
            PlistEntry(key: "r", value: .real(2.5)),
            PlistEntry(key: "t", value: .boolean(true)),
            PlistEntry(key: "f", value: .boolean(false)),
            PlistEntry(key: "list", value: .array([.string("x"), .array([]), .dict([])])),
            PlistEntry(key: "date", value: .date(Date(timeIntervalSince1970: 1_461_328_440))),
            PlistEntry(key: "data", value: .data(Data([0, 1]))),
        ]))
    }

    /// Long texts of entities, line ends, comments and CDATA between them, one after another:
    /// each is read as it is written, wherever the `<` that ends the text lies.
    func testLongTextsOfEntitiesReadWhole() throws {
        let entities = String(repeating: "&lt;&amp;\r\n", count: 20_000)
        let value = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>a</key><string>\(entities)<!-- c --><![CDATA[<x>]]>\(entities)end</string>
            <key>b</key><string>\(entities)</string>
            </dict></plist>
            """)
        let decoded = String(repeating: "<&\n", count: 20_000)
        XCTAssertEqual(value, .dict([
            PlistEntry(key: "a", value: .string(decoded + "<x>" + decoded + "end")),
            PlistEntry(key: "b", value: .string(decoded)),
        ]))
    }

    func testKeysThatDifferOnlyInNormalisationAreBothKept() throws {
        let value = try parse("<plist><dict><key>Caf\u{e9}</key><integer>1</integer><key>Cafe\u{301}</key><integer>2</integer></dict></plist>")
        guard case .dict(let entries) = value else { return XCTFail("not a dict") }
        XCTAssertEqual(entries.map(\.value), [.integer(1), .integer(2)])
    }

    func testXMLErrorsSayWhereAndWhat() {
        let cases = [
            ("<plist><dict><key>a</key></dict></plist>", "XML plist line 1, column 33: has a dict key \"a\" with no value"),
            ("<plist><dict><string>a</string></dict></plist>", "XML plist line 1, column 22: has <string> in a dict where a <key> was expected"),
            ("<plist><string>&nbsp;</string></plist>", "XML plist line 1, column 22: has the entity &nbsp; which a plist cannot hold"),
            ("<plist><string>x</plist>", "XML plist line 1, column 17: has another tag where </string> was expected"),
            ("<!DOCTYPE x [<!ENTITY a \"b\">]><plist/>", "XML plist line 1, column 1: has a DOCTYPE with an internal subset, which Folio does not read"),
            ("<plist><integer>1.5</integer></plist>", "XML plist line 1, column 30: has <integer> \"1.5\", not a whole number"),
            ("<plist><array><string>a</string>", "XML plist line 1, column 33: ends before the plist is complete"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertEqual((error as? FolioError)?.causes, [message], text)
            }
        }
    }

    func testBinaryTypesAsPythonWritesThem() throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("types-binary.plist"))
        let value = try PlistLoader.parse([UInt8](data), file: DataFile(url: URL(fileURLWithPath: "/x"), displayPath: "x.plist"), stores: .standard)
        XCTAssertEqual(value, .dict([
            PlistEntry(key: "ascii", value: .string("plain")),
            PlistEntry(key: "big", value: .integer(1 << 62)),
            PlistEntry(key: "data", value: .data(Data([0, 1]))),
            PlistEntry(key: "date", value: .date(Date(timeIntervalSince1970: 1_461_328_440))),
            PlistEntry(key: "empty", value: .dict([])),
            PlistEntry(key: "int1", value: .integer(7)),
            PlistEntry(key: "int2", value: .integer(300)),
            PlistEntry(key: "int4", value: .integer(70000)),
            PlistEntry(key: "int8", value: .integer(-5)),
            PlistEntry(key: "list", value: .array([.integer(1), .string("two"), .array([.integer(3)])])),
            PlistEntry(key: "no", value: .boolean(false)),
            PlistEntry(key: "real", value: .real(2.5)),
            PlistEntry(key: "utf16", value: .string("中文 é")),
            PlistEntry(key: "yes", value: .boolean(true)),
        ]))
    }
}
