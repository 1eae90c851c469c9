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

/// Apple Notes' NoteStore.sqlite: folders as notebooks, bodies shown with their structure, images
/// beside the database published, locked and deleted notes nowhere. Apple publishes no sample:
/// the fixture is built from the documented schema (Fixtures/apple-notes/make_notestore.py).
final class AppleNotesTests: XCTestCase {
    /// The fixture as Notes lays it out: the database, and Accounts/…/Media/… beside it.
    func site() throws -> FixtureSite {
        let site = try FixtureSite()
        let fixtures = TestPaths.fixtures.appendingPathComponent("apple-notes")
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [try String(contentsOf: fixtures.appendingPathComponent("NoteStore.sql"), encoding: .utf8)])
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Accounts"), to: site.folder.child("Content/Notes/Accounts"))
        return site
    }

    func testTheStoreIsPublishedWholeAndKeepsItsSecrets() throws {
        let site = try site()
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.sources.map(\.kinds), [[AppleNotesStore.kind]])
        XCTAssertEqual(result.sources.map(\.withheld), [["locked": 1, "recently deleted": 1]])
        XCTAssertEqual(result.content.notebooks.map { "\($0.name) (\($0.app ?? "")): \($0.notes.map(\.title))" }, [
            "Notes (Apple Notes): [\"Paragraph styles\", \"Font styles\", \"Lists\", \"京都旅行 🍵\", \"Trip photos\", \"Travel plans\"]",
            "Notes / Recipes (Apple Notes): [\"Shopping\"]",
        ])
        try FileTree(site.output).assertMatchesSnapshot("apple-notes")
        for (path, data) in try FileTree(site.output).files {
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertFalse(text.contains("Bank codes") || text.contains("Old draft") || text.contains("Nothing to keep"), "a locked or deleted note in \(path)")
        }
    }

    /// A damaged body, a newer schema's columns and a missing Core Data table each say where.
    func testDamagedStoresSayWhereAndTheRestIsPublished() throws {
        let site = try site()
        let store = site.folder.child("Content/Notes/NoteStore.sqlite")
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [
            "UPDATE ZICNOTEDATA SET ZDATA = x'7b2274657874223a317d' WHERE ZNOTE = 11",
            "UPDATE ZICNOTEDATA SET ZDATA = substr(ZDATA, 1, 20) WHERE ZNOTE = 12",
            "ALTER TABLE ZICCLOUDSYNCINGOBJECT ADD COLUMN ZCREATIONDATE3 TIMESTAMP",
            "ALTER TABLE ZICCLOUDSYNCINGOBJECT ADD COLUMN ZFUTURETHING BLOB",
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZCREATIONDATE3 = 800000000 WHERE Z_PK = 10",
        ])
        try site.writeDatabase("Other/NoteStore.sqlite", statements: [
            "CREATE TABLE ZICCLOUDSYNCINGOBJECT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER)",
            "CREATE TABLE ZICNOTEDATA (Z_PK INTEGER PRIMARY KEY, ZDATA BLOB)",
        ])
        let result = site.build()
        XCTAssertTrue(result.succeeded == false)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 11, ZICNOTEDATA 2: its body is not gzip data (its first bytes are 7b 22); the note is not published",
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 12, ZICNOTEDATA 3: its body is cut short; the note is not published",
            "error[load content]: Content/Other/NoteStore.sqlite: table Z_PRIMARYKEY: cannot be read, so no note can be told from the other rows",
        ])
        XCTAssertEqual(FileManager.default.fileExists(atPath: store.path), true)
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).first { $0.title == "Paragraph styles" }?.created.memoText, "2026/05/09 06:13",
                       "iOS 15's ZCREATIONDATE3 is read first")
    }

    /// A folder without a name inside Recently Deleted still keeps its notes out; a body that is
    /// no blob, a date that is none and an image whose file is gone are each a warning naming the
    /// note.
    func testNamelessFoldersBodiesOfAnotherTypeAndMissingImagesAreNotSilent() throws {
        let site = try site()
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [
            "INSERT INTO ZICCLOUDSYNCINGOBJECT (Z_PK, Z_ENT, Z_OPT, ZPARENT) VALUES (5, 4, 1, 4)",
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZFOLDER = 5 WHERE Z_PK = 13",
            "UPDATE ZICNOTEDATA SET ZDATA = 42 WHERE ZNOTE = 12",
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZCREATIONDATE1 = 'soon' WHERE Z_PK = 14",
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZMODIFICATIONDATE1 = 1e308 WHERE Z_PK = 10",
        ])
        try FileManager.default.removeItem(at: site.folder.child(
            "Content/Notes/Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/D2B6F1A3-4C5D-4E6F-9071-8293A4B5C6D7/teapot.jpg"))
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 14: ZCREATIONDATE1 is a string \"soon\", expected seconds since 2001-01-01 within the years 1 to 9999; ZCREATIONDATE is read instead",
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 14: has no creation date (ZCREATIONDATE1); it is not published",
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 10: ZMODIFICATIONDATE1 is a number (1e+308), expected seconds since 2001-01-01 within the years 1 to 9999; ZMODIFICATIONDATE is read instead",
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 12: has no body (ZICNOTEDATA.ZDATA); it is not published",
            "warning[load content]: Content/Notes/NoteStore.sqlite: note 15, image C1A5E0F2-3B4C-4D5E-8F60-718293A4B5C6: has no file beside the database "
                + "(Accounts/<account>/Media/<media>/<file name>, as its rows name it); the note shows [image] in its place",
        ])
        XCTAssertEqual(result.sources.map(\.withheld), [["locked": 1, "recently deleted": 2]])
        XCTAssertEqual(result.content.notebooks.map { "\($0.name): \($0.notes.map(\.title))" }, [
            "Notes: [\"Paragraph styles\", \"Font styles\", \"Trip photos\", \"Travel plans\"]",
        ])
    }

    /// An attachment that a browser could run (an SVG, here) is not published: the note says so
    /// on the image, and a warning names the note.
    func testAnAttachmentThatCouldRunScriptIsNotPublished() throws {
        let site = try site()
        let media = "Notes/Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/D2B6F1A3-4C5D-4E6F-9071-8293A4B5C6D7"
        try FileManager.default.removeItem(at: site.folder.child("Content/\(media)/teapot.jpg"))
        try site.folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>", to: "Content/\(media)/teapot.svg")
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: ["UPDATE ZICCLOUDSYNCINGOBJECT SET ZFILENAME = 'teapot.svg' WHERE ZFILENAME = 'teapot.jpg'"])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[check links]: Content/Notes/NoteStore.sqlite: note 15: link \"Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/D2B6F1A3-4C5D-4E6F-9071-8293…\" "
                + "on notes/notes/4C1D3B2A-0000-4000-8000-000000000015.html names a .svg file, which is not published: only images (JPEG, PNG, WebP, GIF), PDF, plain text, audio and video are, never what a browser could run",
        ])
        let page = try String(contentsOf: site.output.appendingPathComponent("notes/notes/4C1D3B2A-0000-4000-8000-000000000015.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "\n").filter { $0.contains("<img") }, [
            "<figure><img src=\"Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/D2B6F1A3-4C5D-4E6F-9071-8293A4B5C6D7/teapot.svg\" "
                + "title=\"This file is not published with the site\" alt=\"\"></figure>",
        ])
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("files/") }, [
            "files/Notes/Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/F4D8B2CA-6E7F-4081-92A3-B4C5D6E7F809/1_9C0B8A7D-6E5F-4A3B-8C2D-1E0F9A8B7C6D/tickets.pdf",
        ], "the PDF beside it is")
    }

    /// Notes keeps its store in WAL mode, often with a live -wal file: what only the -wal holds is
    /// read, and nothing is written beside the store.
    func testALiveWALIsReadAndTheFolderLeftAsItWas() throws {
        let site = try FixtureSite()
        let url = site.folder.child("Content/Notes/NoteStore.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.journalMode = .wal
        let writer = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? writer.close() }
        let sql = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-notes/NoteStore.sql"), encoding: .utf8)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: sql)
            try db.execute(sql: "UPDATE ZICCLOUDSYNCINGOBJECT SET ZTITLE1 = 'Renamed in the WAL' WHERE Z_PK = 11")
        }
        let before = try FileTree(site.folder.child("Content"))
        XCTAssertEqual(before.paths, ["Notes/NoteStore.sqlite", "Notes/NoteStore.sqlite-shm", "Notes/NoteStore.sqlite-wal"])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "warning: Content/Notes/NoteStore.sqlite: note 15, image C1A5E0F2-3B4C-4D5E-8F60-718293A4B5C6: has no file beside the database "
                + "(Accounts/<account>/Media/<media>/<file name>, as its rows name it); the note shows [image] in its place",
            "warning: Content/Notes/NoteStore.sqlite: note 15, PDF E3C7A1B9-5D6E-4F70-8192-A3B4C5D6E7F8: has no file beside the database "
                + "(Accounts/<account>/Media/<media>/<file name>, as its rows name it); the note shows [PDF] in its place",
        ], "the store alone, without its media")
        XCTAssertTrue(content.notebooks.flatMap(\.notes).contains { $0.title == "Renamed in the WAL" })
        XCTAssertEqual(try FileTree(site.folder.child("Content")), before)
    }
}
