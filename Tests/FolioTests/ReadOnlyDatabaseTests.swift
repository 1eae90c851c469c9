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

/// Reading a database writes nothing beside it: not in WAL mode, not with a live -wal file.
final class ReadOnlyDatabaseTests: XCTestCase {
    func makeWALDatabase(_ site: FixtureSite) throws -> DatabaseQueue {
        let url = site.folder.child("Content/books.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.journalMode = .wal
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: FixtureSite.bookInfoTable)
            try db.execute(sql: "INSERT INTO bookInfo VALUES(1,'In the WAL','A',5,'','','')")
        }
        return database
    }

    func testAClosedWALDatabaseIsReadWithoutCreatingFilesBesideIt() throws {
        let site = try FixtureSite()
        try makeWALDatabase(site).close()
        let before = try FileTree(site.folder.child("Content"))
        XCTAssertEqual(before.paths, ["books.sqlite"])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.map(\.title), ["In the WAL"])
        XCTAssertEqual(try FileTree(site.folder.child("Content")), before)
    }

    func testALiveWALIsReadAndLeftAsItWas() throws {
        let site = try FixtureSite()
        let writer = try makeWALDatabase(site)
        defer { try? writer.close() }
        let before = try FileTree(site.folder.child("Content"))
        XCTAssertEqual(before.paths, ["books.sqlite", "books.sqlite-shm", "books.sqlite-wal"])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.map(\.title), ["In the WAL"], "rows only in the -wal file are seen")
        XCTAssertEqual(try FileTree(site.folder.child("Content")), before)
    }

    func testARollbackDatabaseInAReadOnlyFolderIsReadInPlace() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'Plain','A',5,'','','')"])
        let content = site.folder.child("Content")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: content.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: content.path) }
        let before = try FileTree(content)
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.content.books.map(\.title), ["Plain"])
        XCTAssertEqual(try FileTree(content), before)
    }

    /// A writer that died mid-transaction leaves a hot journal: SQLite must roll it back to read.
    func testADatabaseWithAHotJournalShowsItsCommittedRows() throws {
        let site = try FixtureSite()
        let scratch = try TemporaryFolder()
        let original = scratch.child("books.sqlite")
        var configuration = Configuration()
        configuration.journalMode = .default
        let writer = try DatabaseQueue(path: original.path, configuration: configuration)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: FixtureSite.bookInfoTable)
            try db.execute(sql: "INSERT INTO bookInfo VALUES(1,'Committed','A',5,'','','')")
            try db.execute(sql: "PRAGMA cache_size = 1")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "INSERT INTO bookInfo VALUES(2,'Never committed','B',1,'','','')")
            try db.execute(sql: "INSERT INTO bookInfo SELECT bookInfoID + 10, bookName, authorName, score, zeroblob(4000), '', '' FROM bookInfo")
            for _ in 0..<5 {
                try db.execute(sql: "INSERT INTO bookInfo SELECT bookInfoID + (SELECT max(bookInfoID) FROM bookInfo), bookName, authorName, score, zeroblob(4000), '', '' FROM bookInfo")
            }
            // The cache spilled: the file holds uncommitted pages and the journal the old ones. Copy both as a crash would leave them.
            try FileManager.default.createDirectory(at: site.folder.child("Content"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: original, to: site.folder.child("Content/books.sqlite"))
            try FileManager.default.copyItem(atPath: original.path + "-journal", toPath: site.folder.child("Content/books.sqlite-journal").path)
            try db.execute(sql: "ROLLBACK")
        }
        try writer.close()
        let before = try FileTree(site.folder.child("Content"))
        XCTAssertGreaterThan(before.files["books.sqlite-journal"]?.count ?? 0, 512, "a journal with pages in it")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.map(\.title), ["Committed"])
        XCTAssertEqual(try FileTree(site.folder.child("Content")), before, "the journal beside it is left as it was")
    }
}
