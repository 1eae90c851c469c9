import GRDB

/// Folio's SQLite layout for memos, one row per memo:
/// `memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)`.
/// Within an account, memos keep memoInfoID order.
struct MemoTableReader {
    static let columns = ["memoInfoID", "accountName", "title", "createTime", "detail"]

    let file: DataFile
    let table: String

    func accounts(in db: Database, diagnostics: inout Diagnostics) throws -> [Account] {
        try db.requireColumns(Self.columns, in: table, file: file)
        let sql = "SELECT \(Self.columns.map { $0.quotedDatabaseIdentifier }.joined(separator: ", ")) FROM \(table.quotedDatabaseIdentifier) ORDER BY memoInfoID"
        var memosByAccount: [String: [Memo]] = [:]
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            let id: Int64? = row[0]
            let location = file.location.appending("memoInfoID \(id.map(String.init) ?? "NULL")")
            guard case .text(let accountName) = FieldValue(row[1] as DatabaseValue) else {
                diagnostics.report(FolioError(
                    at: location, "accountName is \(FieldValue(row[1] as DatabaseValue).summary), expected the account's name"))
                continue
            }
            let record = MemoRecord(
                title: FieldValue(row[2] as DatabaseValue),
                createTime: FieldValue(row[3] as DatabaseValue),
                detail: FieldValue(row[4] as DatabaseValue),
                location: location
            )
            do {
                if let memo = try record.memo(diagnostics: &diagnostics) {
                    memosByAccount[accountName, default: []].append(memo)
                }
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return memosByAccount.keys.sorted().map { Account(name: $0, memos: memosByAccount[$0] ?? []) }
    }
}
