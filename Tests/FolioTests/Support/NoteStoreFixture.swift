import FolioAppleNotes
import Foundation
import GRDB

/// The Apple Notes database of Fixtures/apple-notes (built from the documented schema by
/// make_notestore.py), loaded into SQLite in memory, and the queries a reader of it makes:
/// rows by entity name (Z_PRIMARYKEY), a note's body, an attachment's media file.
final class NoteStoreFixture {
    static let folder = TestPaths.fixtures.appendingPathComponent("apple-notes")
    let database: DatabaseQueue

    init() throws {
        let sql = try String(contentsOf: Self.folder.appendingPathComponent("NoteStore.sql"), encoding: .utf8)
        database = try DatabaseQueue()
        try database.write { try $0.execute(sql: sql) }
    }

    /// The ZDATA of the note whose ZTITLE1 is `title`.
    func body(of title: String) throws -> [UInt8] {
        try database.read { db in
            let data = try Data.fetchOne(db, sql: """
                SELECT d.ZDATA FROM ZICCLOUDSYNCINGOBJECT n JOIN ZICNOTEDATA d ON d.Z_PK = n.ZNOTEDATA
                WHERE n.ZTITLE1 = ? AND n.Z_ENT = (SELECT Z_ENT FROM Z_PRIMARYKEY WHERE Z_NAME = 'ICNote')
                """, arguments: [title])
            return data.map { [UInt8]($0) } ?? []
        }
    }

    /// Every note: its title, whether it is locked, its folder's path ("Notes/Recipes") and type.
    func notes() throws -> [(title: String, locked: Bool, folder: String, folderType: Int)] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT n.ZTITLE1, n.ZISPASSWORDPROTECTED, f.ZTITLE2, p.ZTITLE2 AS parent, f.ZFOLDERTYPE
                FROM ZICCLOUDSYNCINGOBJECT n JOIN ZICCLOUDSYNCINGOBJECT f ON f.Z_PK = n.ZFOLDER
                LEFT JOIN ZICCLOUDSYNCINGOBJECT p ON p.Z_PK = f.ZPARENT
                WHERE n.Z_ENT = (SELECT Z_ENT FROM Z_PRIMARYKEY WHERE Z_NAME = 'ICNote') ORDER BY n.Z_PK
                """).map { row in
                let folder: String = row["ZTITLE2"]
                let parent: String? = row["parent"]
                return (row["ZTITLE1"], row["ZISPASSWORDPROTECTED"] == 1, parent.map { "\($0)/\(folder)" } ?? folder, row["ZFOLDERTYPE"])
            }
        }
    }

    /// Where Notes keeps an attachment's file, `Accounts/<account>/Media/<media>/<file name>`, or
    /// `…/<media>/<generation>/<file name>` when its media row has a ZGENERATION1 (relative to the
    /// fixture folder), when the database names one.
    func mediaPath(of attachment: AttachmentRef) throws -> String? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT a.ZIDENTIFIER AS account, m.ZIDENTIFIER AS media, m.ZFILENAME, m.ZGENERATION1
                FROM ZICCLOUDSYNCINGOBJECT att JOIN ZICCLOUDSYNCINGOBJECT m ON m.Z_PK = att.ZMEDIA
                JOIN ZICCLOUDSYNCINGOBJECT n ON n.Z_PK = att.ZNOTE JOIN ZICCLOUDSYNCINGOBJECT a ON a.Z_PK = n.ZACCOUNT3
                WHERE att.ZIDENTIFIER = ?
                """, arguments: [attachment.identifier]) else { return nil }
            let account: String = row["account"], media: String = row["media"], file: String = row["ZFILENAME"]
            let generation: String? = row["ZGENERATION1"]
            return "Accounts/\(account)/Media/\(media)/" + (generation.map { "\($0)/" } ?? "") + file
        }
    }

    /// An attachment as an adapter might find it: an image whose file is there, nil (the
    /// renderer's placeholder) otherwise.
    func attachmentContent(_ attachment: AttachmentRef) -> AttachmentContent? {
        guard attachment.kind == "image", let path = try? mediaPath(of: attachment),
              FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(path).path) else { return nil }
        return .image(path: path)
    }
}
