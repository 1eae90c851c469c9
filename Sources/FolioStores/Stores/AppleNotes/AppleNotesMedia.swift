import FolioAppleNotes
import Foundation
import FolioBase
import FolioModel

/// Where Apple Notes keeps an attachment's file: its row (`ICAttachment`, by `ZIDENTIFIER`)
/// names a media row (`ZMEDIA`: `ZIDENTIFIER`, `ZFILENAME`), and the file is
/// `Accounts/<account ZIDENTIFIER>/Media/<media ZIDENTIFIER>/<ZFILENAME>` beside the database, or,
/// since macOS 13, in a folder for the file's version between the two (`ZGENERATION1`, or
/// `ZGENERATION`: `1_<UUID>`). The note's account column is numbered anew by each version
/// (`ZACCOUNT3`, `ZACCOUNT4`, …), so the first that names an account row is taken.
package struct AppleNotesMedia {
    /// A file beside the database: its path, percent-encoded for a link, and its name.
    package struct File: Equatable {
        package let path: String
        package let name: String
    }

    private var attachments: [String: Int64] = [:]
    private let byKey: [Int64: StoreRecord]
    private let accountEntity: Int64?
    private let folder: URL

    package init(rows: [StoreRecord], byKey: [Int64: StoreRecord], entities: [String: Int64], folder: URL) {
        self.byKey = byKey
        self.folder = folder
        accountEntity = entities["ICAccount"]
        for row in rows where row.integer("Z_ENT") == entities["ICAttachment"] {
            if let identifier = row.text("ZIDENTIFIER"), let media = row.integer("ZMEDIA") { attachments[identifier] = media }
        }
    }

    package func accountIdentifier(of note: StoreRecord) -> String? {
        for column in note.columnNames where column.hasPrefix("ZACCOUNT") {
            if let key = note.integer(column), let account = byKey[key],
               accountEntity == nil || account.integer("Z_ENT") == accountEntity {
                return account.text("ZIDENTIFIER")
            }
        }
        return nil
    }

    /// Whether the attachment's row names a media row with a file name: it should have a file.
    package func namesFile(_ attachment: AttachmentRef) -> Bool {
        attachments[attachment.identifier].flatMap { byKey[$0]?.text("ZFILENAME") } != nil
    }

    /// The attachment's file beside the database, when it is there.
    package func file(of attachment: AttachmentRef, account: String?) -> File? {
        guard let account, let key = attachments[attachment.identifier], let media = byKey[key],
              let identifier = media.text("ZIDENTIFIER"), let name = media.text("ZFILENAME") else { return nil }
        let generations = [media.text("ZGENERATION1"), media.text("ZGENERATION")].compactMap { $0 }.filter { !$0.isEmpty }
        for generation in generations.map({ [$0] }) + [[]] {
            let parts = ["Accounts", account, "Media", identifier] + generation + [name]
            guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("/") }) else { continue }
            guard case .regular = FileKind(path: parts.reduce(folder) { $0.appendingPathComponent($1) }.path) else { continue }
            return File(path: parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/"), name: name)
        }
        return nil
    }
}
