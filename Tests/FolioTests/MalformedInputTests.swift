@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Each kind of broken input fails the build with exit status 1 and a message naming the file,
/// and the previous output stays byte for byte as it was.
final class MalformedInputTests: XCTestCase {
    struct Case {
        let name: String
        let write: (FixtureSite) throws -> Void
        let message: String
    }

    static let memoXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>qq</key><array><dict>
        <key>createTime</key><string>2016/04/22 12:34</string><key>detail</key><string>收衣服</string>
        </dict></array></dict></plist>
        """

    /// The same memo as `memoXML`, as Python's plistlib writes it in binary.
    static func binaryMemos() throws -> Data {
        try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("memos-binary.plist"))
    }

    static let expected = StoreRegistry.standard.expectedShapes

    let cases: [Case] = [
        Case(name: "truncated binary plist", write: { try $0.folder.write(try binaryMemos().prefix(60), to: "Content/memos.plist") },
             message: "error[load content]: Content/memos.plist: is not a readable property list (XML or binary)\n  caused by: binary plist trailer has offset size 101 and reference size 116, expected 1 to 8"),
        Case(name: "bit-flipped binary plist", write: { site in
            var data = try binaryMemos()
            data[data.count - 9] ^= 0x40
            try site.folder.write(data, to: "Content/memos.plist")
        }, message: "error[load content]: Content/memos.plist: is not a readable property list (XML or binary)\n  caused by: binary plist trailer does not fit the file (8 objects, top object 64, offset table at 65)"),
        Case(name: "wrong root type", write: { try $0.folder.write("<?xml version=\"1.0\"?><plist version=\"1.0\"><integer>3</integer></plist>", to: "Content/memos.plist") },
             message: "error[load content]: Content/memos.plist: not a Folio data file (found a property list whose root is a number (3)); \(expected)"),
        Case(name: "number where createTime should be", write: { try $0.folder.write(memoXML.replacingOccurrences(of: "<string>2016/04/22 12:34</string>", with: "<integer>2016</integer>"), to: "Content/memos.plist") },
             message: "error[load content]: Content/memos.plist: account \"qq\", memo 1: createTime is a number (2016), expected a string yyyy/MM/dd HH:mm"),
        Case(name: "impossible date", write: { try $0.folder.write(memoXML.replacingOccurrences(of: "2016/04/22", with: "2016/04/31"), to: "Content/memos.plist") },
             message: "error[load content]: Content/memos.plist: account \"qq\", memo 1: createTime \"2016/04/31 12:34\" is not yyyy/MM/dd HH:mm"),
        Case(name: "invalid UTF-8", write: { site in
            var data = Data(memoXML.utf8)
            data[data.range(of: Data("收".utf8))!.lowerBound] = 0xFF
            try site.folder.write(data, to: "Content/memos.plist")
        }, message: "error[load content]: Content/memos.plist: is not a readable property list (XML or binary)\n  caused by: XML plist line 3, column 80: is not valid UTF-8"),
        // The UTF-8 check runs beside the parse; its error is the one reported even when the parse fails too.
        Case(name: "invalid UTF-8 and malformed XML", write: { site in
            var data = Data(memoXML.replacingOccurrences(of: "</array>", with: "").utf8)
            data[data.range(of: Data("收".utf8))!.lowerBound] = 0xFF
            try site.folder.write(data, to: "Content/memos.plist")
        }, message: "error[load content]: Content/memos.plist: is not a readable property list (XML or binary)\n  caused by: XML plist line 3, column 80: is not valid UTF-8"),
        Case(name: "neither plist nor SQLite", write: { try $0.folder.write("Just some notes.\n", to: "Content/notes.db") },
             message: "error[load content]: Content/notes.db: not a Folio data file (found neither a property list nor a SQLite database); \(expected)"),
        Case(name: "malformed XML", write: { try $0.folder.write(memoXML.replacingOccurrences(of: "</array>", with: ""), to: "Content/memos.plist") },
             message: "error[load content]: Content/memos.plist: is not a readable property list (XML or binary)\n  caused by: XML plist line 4, column 8: has another tag where </array> was expected"),
        Case(name: "empty file", write: { try $0.folder.write("", to: "Content/memos.plist") },
             message: "error[load content]: Content/memos.plist: is empty; \(expected)"),
        Case(name: "SQLite with no known table", write: { try $0.writeDatabase("other.sqlite", statements: ["CREATE TABLE notes(x)"]) },
             message: "error[load content]: Content/other.sqlite: not a Folio data file (found a SQLite database with table notes); \(expected)"),
        Case(name: "bookInfo missing columns", write: { try $0.writeDatabase("books.sqlite", statements: ["CREATE TABLE bookInfo(bookInfoID integer primary key, bookName text, score integer)"]) },
             message: "error[load content]: Content/books.sqlite: table bookInfo: is missing columns authorName, introOfAuthor, contentOfBook, summary; expected bookInfoID, bookName, authorName, score, introOfAuthor, contentOfBook, summary"),
        Case(name: "folder named like a data file", write: { try FileManager.default.createDirectory(at: $0.folder.child("Content/archive.sqlite3"), withIntermediateDirectories: true) },
             message: "error[find content]: Content/archive.sqlite3: is a folder, expected a data file"),
    ]

    func testEachMalformedInputFailsWithItsMessageAndKeepsTheOutput() throws {
        for testCase in cases {
            let site = try FixtureSite()
            try site.writeMemos(["good": [["createTime": "2026/01/01 10:00", "detail": "fine"]]], to: "good.plist")
            let first = try CommandLine.folio(["build", "--now", "2026-11-21T09:30"], in: site.url)
            XCTAssertEqual(first.status, 0, testCase.name)
            let before = try FileTree(site.output)
            try testCase.write(site)
            let run = try CommandLine.folio(["build", "--now", "2026-11-21T09:30"], in: site.url)
            XCTAssertEqual(run.status, 1, testCase.name)
            XCTAssertEqual(run.stderr, testCase.message + "\nBuild failed: 1 error, 0 warnings; Output was left as it was.\n", testCase.name)
            XCTAssertEqual(try FileTree(site.output), before, testCase.name)
        }
    }
}
