@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Text a store holds is read whole: SQLite text with a NUL character inside (which a C string
/// would end at) or bytes that are not UTF-8 is published whole, the NUL dropped and bad bytes
/// shown as �, with a warning naming the table's row and the column.
final class StoreTextTests: XCTestCase {
    func testTextWithANulOrBadBytesIsReadWholeAndSaid() throws {
        let site = try FixtureSite()
        try site.writeDatabase("joplin.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, user_created_time INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "INSERT INTO notes VALUES ('n1', '', 'Joplin note', 'before' || char(0) || 'after the NUL', 1700000000000)",
        ])
        try site.writeDatabase("bear.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP, ZTRASHED INTEGER, ZARCHIVED INTEGER)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR)",
            "INSERT INTO ZSFNOTE VALUES (1, CAST(x'4265617220ff6e6f7465' AS TEXT), 'Text', 700000000, 0, 0)",
            BearNotesID.add,
        ])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/bear.sqlite: table ZSFNOTE, row 1: column ZTITLE is not valid UTF-8; the bytes that are not are shown as �",
            "warning[load content]: Content/joplin.sqlite: table notes, row 1: column body holds a NUL character at byte 7 of 20; the whole text is kept, without it",
        ])
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).map(\.title), ["Joplin note", "Bear �note"])
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).map(\.body), ["beforeafter the NUL", "Text"])
    }
}
