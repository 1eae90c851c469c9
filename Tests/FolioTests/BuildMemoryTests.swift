@testable import FolioCore
import Foundation
import GRDB
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// What `folio serve` keeps in memory between builds (`BuildMemory`) never changes what a build
/// writes: after every kind of edit, a build with it writes the same files, byte for byte, as a
/// build without it, and reports the same problems.
final class BuildMemoryTests: XCTestCase {
    func testBuildsWithMemoryWriteWhatBuildsWithoutItWrite() throws {
        let site = try FixtureSite()
        var memos: [String: [[String: Any]]] = ["qq": [
            ["title": "Alpha", "createTime": "2026/01/01 10:00", "detail": "Alpha\n\nSee [[Beta]] and ![a](a.png) #tag"],
            ["title": "Beta", "createTime": "2026/01/02 10:00", "detail": "Beta\n\n```swift\nlet x = 1\n```"],
            ["createTime": "2026/01/03 10:00", "detail": " "],
        ]]
        try site.writeMemos(memos)
        try site.folder.write(Data("one".utf8), to: "Content/a.png")
        // Books in a WAL database whose changes stay in its -wal file.
        let books = site.folder.child("Content/books.sqlite")
        var configuration = Configuration()
        configuration.journalMode = .wal
        let writer = try DatabaseQueue(path: books.path, configuration: configuration)
        defer { try? writer.close() }
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: FixtureSite.bookInfoTable)
            try db.execute(sql: "INSERT INTO bookInfo VALUES(1,'First','A',5,'An *intro*','','')")
        }
        let memory = BuildMemory()
        var options = site.options()
        func compare(_ edit: String) throws {
            let kept = SiteBuild.run(options, memory: memory)
            var fresh = options
            fresh.outputFolder = site.folder.child("Fresh")
            try? FileManager.default.removeItem(at: fresh.outputFolder)
            let built = SiteBuild.run(fresh)
            XCTAssertEqual(kept.succeeded, built.succeeded, edit)
            XCTAssertEqual(kept.diagnostics.messages, built.diagnostics.messages, edit)
            if built.succeeded { XCTAssertEqual(try FileTree(site.output), try FileTree(fresh.outputFolder), edit) }
        }
        try compare("first build")
        try compare("nothing changed")
        memos["qq"]?[1]["title"] = "Gamma"
        memos["qq"]?[1]["detail"] = "Gamma\n\n```swift\nlet x = 2\n```"
        try site.writeMemos(memos)
        try compare("the memo a [[link]] names is retitled")
        try writer.writeWithoutTransaction { try $0.execute(sql: "UPDATE bookInfo SET bookName = 'Renamed'") }
        try compare("a book changed in the -wal file alone")
        try site.folder.write(Data("two".utf8), to: "Content/a.png")
        try compare("a linked file changed")
        try site.folder.write("<!doctype html><title>{{title}}</title>{{{bodyHTML}}}", to: "Templates/memo.mustache")
        try compare("a template added")
        options.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        try compare("another time zone")
        try "not a plist".write(to: site.folder.child("Content/memos.plist"), atomically: true, encoding: .utf8)
        try compare("a file broken")
        XCTAssertFalse(SiteBuild.run(options, memory: memory).succeeded, "a broken file is read again, not taken as it was")
    }
}
