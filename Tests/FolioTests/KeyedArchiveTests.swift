@testable import FolioCore
import FolioPlist
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Keyed archives (`NSKeyedArchiver`) are decoded into plain values: the memo app's objects
/// publish as its plain plist does; loops, depth and sharing are bounded. The memo archives in
/// Fixtures/keyed-archive are built by `make_archives.py` from the documented layout; the others
/// are real files (../shared/fixtures/real/keyed-archive).
final class KeyedArchiveTests: XCTestCase {
    let expected = StoreRegistry.standard.expectedShapes

    /// The plain plist the archive stands for: the shared title twice, the missing title left to
    /// the first line, the NSDate read in UTC (the site's zone here).
    func plainSite() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemoXML([
            "生活": [
                ["title": "Groceries", "createTime": "2026/11/20 08:15", "detail": "Groceries\n\n- milk\n- bread"],
                ["title": "Groceries", "createTime": "2025/11/16 15:33", "detail": "Groceries again\n\nrice"],
                ["createTime": "2026/11/19 21:40", "detail": "No title here\n\nThe first line is the title."],
            ],
            "工作": [["title": "周报", "createTime": "2026/11/18 17:00", "detail": "周报\n\n完成了**三件事**。"]],
        ])
        return site
    }

    func site(with fixture: String) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("keyed-archive/\(fixture)")), to: "Content/memos.plist")
        return site
    }

    func testAMemoArchivePublishesExactlyAsThePlainPlist() throws {
        let plain = try plainSite()
        XCTAssertEqual(plain.build().diagnostics.messages, [])
        for fixture in ["memos-archive.plist", "defaults.plist"] {
            let archived = try site(with: fixture)
            let result = archived.build()
            XCTAssertEqual(result.diagnostics.messages, [], fixture)
            XCTAssertEqual(result.content.notebooks.map(\.name), ["工作", "生活"])
            XCTAssertEqual(try FileTree(archived.output).files.filter { $0.key != ".folio-build" },
                           try FileTree(plain.output).files.filter { $0.key != ".folio-build" }, fixture)
        }
    }

    /// A defaults plist with a second blob of memos says that it is not read, as it does of a
    /// later blob that cannot be read at all; the first is published.
    func testASecondArchiveInADefaultsPlistIsSaid() throws {
        let site = try FixtureSite()
        let archive = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("keyed-archive/memos-archive.plist"))
        // Written by hand: the keys stand in this order, which a dictionary would not keep.
        try site.folder.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>a memos</key><data>\(archive.base64EncodedString())</data>
        <key>b more memos</key><data>\(archive.base64EncodedString())</data>
        <key>c broken</key><data>\(Data("bplist00 broken".utf8).base64EncodedString())</data>
        <key>d setting</key><true/>
        </dict></plist>
        """, to: "Content/defaults.plist")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/defaults.plist: key \"b more memos\": holds archived memos too; only key \"a memos\" is read, so these are not published",
            "warning[load content]: Content/defaults.plist: key \"c broken\": holds an archived value that is not a readable property list; it is not read\n"
                + "  caused by: binary plist is too short or has no bplist0 header",
        ])
        XCTAssertEqual(result.content.notebooks.map(\.name), ["工作", "生活"])
    }

    /// Real archives: Foundation's collections, numbers and dates come out as plain values.
    func testRealArchivesDecodeToPlainValues() throws {
        func decoded(_ name: String) throws -> PlistValue {
            let data = try Data(contentsOf: try TestPaths.real("keyed-archive/\(name)"))
            return try KeyedArchive.decode(try BinaryPlistParser.parse(data))
        }
        guard case .array(let processes) = try decoded("nsarray_runningprocesses.bplist") else { return XCTFail("not an array") }
        XCTAssertEqual(processes.count, 328)
        XCTAssertEqual(processes[0], .dict([
            PlistEntry(key: "name", value: .string("contactsd")),
            PlistEntry(key: "startDate", value: .date(Date(timeIntervalSinceReferenceDate: 680_457_815.615284))),
            PlistEntry(key: "isApplication", value: .boolean(false)),
            PlistEntry(key: "pid", value: .integer(84474)),
            PlistEntry(key: "realAppName", value: .string("/System/Library/Frameworks/Contacts.framework/Support/contactsd")),
        ]))
        XCTAssertEqual(try decoded("nsdictionary_setconfig.bplist"), .dict([
            PlistEntry(key: "ur", value: .integer(500)),
            PlistEntry(key: "tc", value: .array([.dict([
                PlistEntry(key: "kdf2", value: .array([.integer(630_784_000), .integer(833_617_920), .integer(830_472_456)])),
                PlistEntry(key: "tk", value: .integer(3)),
                PlistEntry(key: "uuid", value: .string("2C46B61A-CDA9-4D59-B901-22E28B08C260")),
            ])])),
            PlistEntry(key: "rp", value: .integer(10)),
        ]), "the NSMutableSet of kdf2 numbers comes out as a list")
    }

    /// An archive of something else says what it holds; the real macOS list is one.
    func testAnArchiveOfSomethingElseSaysWhatItHolds() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("keyed-archive/recentdocs.sfl2")), to: "Content/recentdocs.plist")
        XCTAssertEqual(site.load().diagnostics.messages, [
            "error: Content/recentdocs.plist: not a Folio data file: it is a keyed archive of something else (a property list whose root is a dict of 2 keys (\"items\", \"properties\")); \(expected)",
        ])
    }

    /// An XML keyed archive of `objects` (`$objects` after `$null`; references as `{CF$UID: n}`).
    func archiveXML(root: Int, _ objects: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>$archiver</key><string>NSKeyedArchiver</string><key>$version</key><integer>100000</integer>
        <key>$top</key><dict><key>root</key><dict><key>CF$UID</key><integer>\(root)</integer></dict></dict>
        <key>$objects</key><array><string>$null</string>
        \(objects.joined(separator: "\n"))
        </array></dict></plist>
        """
    }

    func ref(_ n: Int) -> String { "<dict><key>CF$UID</key><integer>\(n)</integer></dict>" }

    /// Object 1 is NSArray's class; an array object holding `items`.
    let arrayClass = "<dict><key>$classname</key><string>NSArray</string><key>$classes</key><array><string>NSArray</string><string>NSObject</string></array></dict>"
    func array(_ items: [Int]) -> String {
        "<dict><key>$class</key>\(ref(1))<key>NS.objects</key><array>\(items.map(ref).joined())</array></dict>"
    }

    /// Loops, references to nothing, depth and sharing are errors naming the object, at once.
    func testBrokenArchivesAreErrorsNamingTheObject() throws {
        let site = try FixtureSite()
        try site.folder.write(Data(archiveXML(root: 2, [arrayClass, array([3]), array([2])]).utf8), to: "Content/loop.plist")
        try site.folder.write(Data(archiveXML(root: 2, [arrayClass, array([9])]).utf8), to: "Content/nowhere.plist")
        // 300 arrays, each holding the next.
        try site.folder.write(Data(archiveXML(root: 2, [arrayClass] + (2..<302).map { array($0 == 301 ? [] : [$0 + 1]) }).utf8), to: "Content/deep.plist")
        // 60 arrays, each holding the next twice, the last a string: 2^59 copies of it once followed.
        try site.folder.write(Data(archiveXML(root: 2, [arrayClass] + (2..<62).map { array([$0 + 1, $0 + 1]) } + ["<string>shared</string>"]).utf8),
                              to: "Content/shared.plist")
        try site.folder.write(Data(archiveXML(root: 2, [arrayClass, array([3, 3]), "<string>text</string>"]).utf8), to: "Content/strings.plist")
        let sharedSize = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: site.folder.child("Content/shared.plist").path)[.size] as? Int)
        XCTAssertEqual(site.load().diagnostics.messages, [
            "error: Content/deep.plist: keyed archive $top.root → NS.objects[0] → NS.objects[0] → … 195 more … → NS.objects[0] → NS.objects[0] → NS.objects[0]: objects nest more than 200 deep",
            "error: Content/loop.plist: keyed archive $top.root → NS.objects[0] → NS.objects[0]: refers back to object 2, which holds it: the archive loops",
            "error: Content/nowhere.plist: keyed archive $top.root → NS.objects[0]: refers to object 9, but the archive has only 3 objects",
            "error: Content/shared.plist: keyed archive $top.root → NS.objects[0] → NS.objects[0] → … 34 more … → NS.objects[0] → NS.objects[0] → NS.objects[1]: "
                + "the archive refers to its objects so often that reading it would amount to more than \(ReadLimits.plistDecoded(forFileOf: sharedSize)) bytes",
            "error: Content/strings.plist: not a Folio data file: it is a keyed archive of something else (a property list whose root is an array of 2 items); \(expected)",
        ])
    }
}
