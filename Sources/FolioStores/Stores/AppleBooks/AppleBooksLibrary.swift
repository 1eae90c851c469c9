import Foundation
import GRDB
import FolioBase
import FolioModel

/// Apple Books' library database (`BKLibrary*.sqlite`), told by its table `ZBKLIBRARYASSET`.
/// Each book: title, author, genre (as a tag), reading status (`ZISFINISHED`, else reading when
/// `ZREADINGPROGRESS` is above 0), when it was finished and last opened (Core Data seconds since
/// 2001-01-01), and its `ZASSETID`, by which `AppleBooksAnnotations` highlights find it and its
/// page is named.
package struct AppleBooksLibrary {
    package let file: DataFile

    package static let table = "ZBKLIBRARYASSET"

    /// The identifier scheme books and highlights share.
    package static let assetScheme = "apple-books"

    /// A book's asset id, by which the annotations database names it.
    package static func identifier(_ asset: String) -> BookIdentifier {
        BookIdentifier(scheme: assetScheme, value: asset, use: .storeKey(record: "asset"))
    }

    package static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains(table)
    }

    package func books(in db: Database, diagnostics: inout Diagnostics) throws -> [Book] {
        try StoreRows.fetchAll(db, sql: "SELECT * FROM \(Self.table) ORDER BY rowid", table: Self.table, at: file.location, diagnostics: &diagnostics)
            .enumerated().compactMap { index, row -> Book? in
            let key = StoreRow.integer(row, "Z_PK").map { "asset \($0)" } ?? "row \(index + 1)"
            let location = file.location.appending(key)
            guard let asset = StoreRow.text(row, "ZASSETID")?.trimmingWhitespace, !asset.isEmpty else {
                diagnostics.warn(at: location, "has no ZASSETID; it is left out")
                return nil
            }
            var details = BookDetails()
            details.identifiers = [Self.identifier(asset)]
            details.tags = StoreRow.text(row, "ZGENRE").map(\.trimmingWhitespace).flatMap { $0.isEmpty ? nil : [$0] } ?? []
            details.finished = date(row, "ZDATEFINISHED", at: location, &diagnostics)
            details.lastRead = date(row, "ZLASTOPENDATE", at: location, &diagnostics)
            // A hair past the ends is rounding; anything more is no progress; 0 is an unopened book's,
            // which has read none: no figure, as a Kobo's 0 is none.
            details.progress = StoreNumbers(row, at: location).real("ZREADINGPROGRESS", in: -0.01...1.01, &diagnostics)
                .map { min(1, max(0, $0)) }.flatMap { $0 > 0 ? $0 : nil }
            let finished = StoreRow.integer(row, "ZISFINISHED") == 1
            details.status = finished ? .finished : (details.progress ?? 0) > 0 ? .reading : .unread
            let author = StoreRow.text(row, "ZAUTHOR")?.trimmingWhitespace ?? ""
            let title = StoreRow.text(row, "ZTITLE")?.trimmingWhitespace ?? ""
            var book = Book(title: title.isEmpty ? "Unknown" : title, authorLine: author, rating: nil,
                            authorIntroduction: "", description: "", review: "", source: location)
            book.details = details
            book.stableID = StableID.segment(asset)
            return book
        }
    }

    /// A Core Data date; another value is a warning.
    private func date(_ row: Row, _ column: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Date? {
        StoreNumbers(row, at: location).date(column, .coreDataSeconds, &diagnostics)
    }
}
