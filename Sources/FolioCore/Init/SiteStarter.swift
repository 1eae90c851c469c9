import Foundation
import GRDB
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// `folio init`: a new site that builds at once — `folio.yml`, a small memo plist and a
/// `bookInfo` database in `Content/`, and, if asked, the default theme to edit in `Templates/`.
public enum SiteStarter {
    public static func create(at folder: URL, withTemplates: Bool) throws {
        let fileManager = FileManager()
        let display = folder.path
        if let entries = try? fileManager.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
            throw FolioError(at: SourceLocation(file: display), "is not empty; folio init only writes into a new or empty folder")
        }
        do {
            try fileManager.createDirectory(at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
            try Data(config.utf8).write(to: folder.appendingPathComponent(ConfigLoader.fileName))
            try PropertyListSerialization.data(fromPropertyList: memos, format: .xml, options: 0)
                .write(to: folder.appendingPathComponent("Content/memos.plist"))
            try writeBooks(to: folder.appendingPathComponent("Content/books.sqlite"))
            if withTemplates { try copyTemplates(to: folder) }
        } catch let problem as FolioError {
            throw problem
        } catch {
            throw FolioError(at: SourceLocation(file: display), "could not be set up", cause: error)
        }
    }

    /// The default theme, into `<folder>/Templates` to edit.
    package static func copyTemplates(to folder: URL) throws {
        let templates = folder.appendingPathComponent("Templates")
        try FileManager().createDirectory(at: templates, withIntermediateDirectories: true)
        for (name, text) in DefaultTheme.files {
            try Data(text.utf8).write(to: templates.appendingPathComponent(name))
        }
    }

    package static let config = """
        # Folio site settings: every key is optional (see the README).
        title: My notes
        language: en
        timezone: UTC
        # base_url: https://example.org/notes/
        book_order: app
        page_size: 50

        """

    package static let memos: [String: [[String: String]]] = [
        "Notes": [
            ["title": "Welcome", "createTime": "2026/01/02 09:00",
             "detail": "Welcome\n\nThis memo lives in `Content/memos.plist`. Write *Markdown*, and tag it: #folio"],
            ["title": "", "createTime": "2026/01/01 20:30",
             "detail": "A memo without a title\n\nIts first line becomes the title."],
        ],
        "读书": [
            ["title": "读书计划", "createTime": "2026/01/03 08:15", "detail": "读书计划\n\n- 《老人与海》\n- 《呐喊》 #读书"],
        ],
    ]

    package static func writeBooks(to url: URL) throws {
        let database = try DatabaseQueue(path: url.path)
        try database.write { db in
            try db.execute(sql: "CREATE TABLE bookInfo(bookInfoID integer primary key,bookName text,authorName text,score integer,introOfAuthor text,contentOfBook text,summary text)")
            try db.execute(sql: "INSERT INTO bookInfo VALUES(null,'老人与海','海明威','5','美国作家。','老渔夫与大马林鱼。','人不是为失败而生的。')")
            try db.execute(sql: "INSERT INTO bookInfo VALUES(null,'Invisible Cities','Italo Calvino','4','Italian writer.','Marco Polo describes cities to Kublai Khan.','')")
        }
        try database.close()
    }
}
