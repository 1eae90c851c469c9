import GRDB

extension SQLiteLoader {
    /// The table `folio.yml` names, read as the kind it says, through its column mapping.
    func loadNamed(_ spec: SourceConfig, tables: [String], db: Database, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard let kind = spec.kind else { return }
        let wanted = spec.table ?? (kind == .memos ? "memoInfo" : "bookInfo")
        guard let table = tables.first(where: { $0.lowercased() == wanted.lowercased() }) else {
            throw FolioError(at: file.location, "has no table \(wanted.quotedForMessage), which folio.yml names; its tables: \(tables.joined(separator: ", "))")
        }
        switch kind {
        case .memos:
            source.kinds = [.memoTable]
            let mapping = ColumnMapping(fields: MemoTableReader.columns, renamed: spec.columns ?? [:])
            source.accounts = try MemoTableReader(file: file, table: table, mapping: mapping).accounts(in: db, diagnostics: &diagnostics)
        case .books:
            source.kinds = [.bookTable]
            let mapping = ColumnMapping(fields: BookTableReader.columns, renamed: spec.columns ?? [:])
            source.books = try BookTableReader(file: file, table: table, mapping: mapping).books(in: db, diagnostics: &diagnostics)
        }
    }
}
