import GRDB

/// Folio's SQLite layout for memos, one row per memo:
/// `memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)`.
/// Within an account, memos keep memoInfoID order.
struct MemoTableReader {
    static let columns = ["memoInfoID", "accountName", "title", "createTime", "detail"]

    let file: DataFile
    let table: String
    var mapping = ColumnMapping(fields: MemoTableReader.columns)

    func accounts(in db: Database, diagnostics: inout Diagnostics) throws -> [Account] {
        try mapping.check(db, table: table, file: file)
        let sql = mapping.select(from: table, orderedBy: "memoInfoID")
        var memosByAccount: [String: [Memo]] = [:]
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            let id = FieldValue(row["memoInfoID"] as DatabaseValue)
            let location = file.location.appending("memoInfoID \(id.wholeNumber.map(String.init) ?? id.summary)")
            let accountName = FieldValue(row["accountName"] as DatabaseValue)
            guard case .text(let account) = accountName else {
                diagnostics.report(FolioError(at: location, "accountName is \(accountName.summary), expected the account's name"))
                continue
            }
            let fields = MemoRecord(
                title: FieldValue(row["title"] as DatabaseValue),
                createTime: FieldValue(row["createTime"] as DatabaseValue),
                detail: FieldValue(row["detail"] as DatabaseValue),
                location: location)
            do {
                if let memo = try fields.memo(diagnostics: &diagnostics) {
                    memosByAccount[account.inert, default: []].append(memo)
                }
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return memosByAccount.keys.sorted().map { Account(name: $0, memos: memosByAccount[$0] ?? []) }
    }
}
