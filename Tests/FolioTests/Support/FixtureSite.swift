@testable import FolioCore
import Foundation
import GRDB
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A site in a temporary folder, with helpers to write its data files and build it.
final class FixtureSite {
    let folder: TemporaryFolder
    /// 2026-11-21T09:30 UTC.
    static let now = LocalDateTime(isoText: "2026-11-21T09:30")!.instant(in: TimeZone(identifier: "UTC")!)

    init() throws {
        folder = try TemporaryFolder()
    }

    var url: URL { folder.url }
    var output: URL { folder.child("Output") }

    /// Writes a memo plist: account → [(title, createTime, detail)]; `nil` leaves a key out.
    func writeMemos(_ accounts: [String: [[String: Any]]], to name: String = "memos.plist", format: PropertyListSerialization.PropertyListFormat = .xml) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: accounts, format: format, options: 0)
        try folder.write(data, to: "Content/\(name)")
    }

    /// Writes a memo plist as XML text, so that an account name may appear twice in forms Swift
    /// compares equal (NFC and NFD), as Apple's own dictionaries allow.
    func writeMemoXML(_ accounts: KeyValuePairs<String, [[String: String]]>, to name: String = "memos.plist") throws {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for (account, memos) in accounts {
            xml += "<key>\(escape(account))</key>\n<array>\n"
            for memo in memos {
                xml += "<dict>" + memo.keys.sorted().map { "<key>\($0)</key><string>\(escape(memo[$0] ?? ""))</string>" }.joined() + "</dict>\n"
            }
            xml += "</array>\n"
        }
        try folder.write(xml + "</dict>\n</plist>\n", to: "Content/\(name)")
    }

    /// Creates a SQLite file with the book app's exact table and runs `statements` on it.
    func writeBookDatabase(_ name: String = "books.sqlite", statements: [String]) throws {
        try writeDatabase(name, statements: [Self.bookInfoTable] + statements)
    }

    func writeDatabase(_ name: String, statements: [String]) throws {
        let url = folder.child("Content/\(name)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let database = try DatabaseQueue(path: url.path)
        try database.write { db in
            for statement in statements { try db.execute(sql: statement) }
        }
        try database.close()
    }

    static let bookInfoTable = "CREATE TABLE bookInfo(bookInfoID integer primary key,bookName text,authorName text,score integer,introOfAuthor text,contentOfBook text,summary text)"

    func options(force: Bool = false) -> BuildOptions {
        BuildOptions(siteFolder: url, outputFolder: output, now: Self.now, force: force)
    }

    func build(force: Bool = false) -> BuildResult {
        SiteBuild.run(options(force: force))
    }

    /// Loads the content only, as a build's first steps do.
    func load(workers: Int = 1) -> (content: SiteContent, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let files = ContentDiscovery(siteFolder: url).dataFiles(diagnostics: &diagnostics)
        let content = ContentLoader(workers: workers, copies: folder.child(".copies")).loadAll(files, diagnostics: &diagnostics).content
        return (content, diagnostics)
    }
}

extension Diagnostics {
    /// Every problem as users read it.
    var messages: [String] { problems.map(\.description) }
}
