import GRDB
import FolioBase
import FolioModel

/// Folio's SQLite layout for memos, one row per memo:
/// `memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)`.
/// Within an account, memos keep memoInfoID order; a memo's page is named by its memoInfoID.
package struct MemoTableReader {
    package static let columns = ["memoInfoID", "accountName", "title", "createTime", "detail"]

    package let file: DataFile
    package let table: String
    package var mapping = ColumnMapping(fields: MemoTableReader.columns)

    package func accounts(in db: Database, diagnostics: inout Diagnostics) throws -> [Notebook] {
        try mapping.check(db, table: table, file: file)
        let sql = mapping.select(from: table, orderedBy: "memoInfoID")
        var memosByAccount: [String: [Note]] = [:]
        var position = 0
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            position += 1
            let id = FieldValue(row["memoInfoID"] as DatabaseValue)
            let location = file.location.appending("memoInfoID \(id.wholeNumber.map(String.init) ?? id.summary)")
            var reader = SQLiteRowReader(row: row, location: location)
            let accountName = reader.field("accountName")
            guard case .text(let account) = accountName else {
                diagnostics.report(FolioError(at: location, "accountName is \(accountName.summary), expected the account's name"))
                continue
            }
            let fields = MemoRecord(
                title: reader.field("title"),
                createTime: reader.field("createTime"),
                detail: reader.field("detail"),
                location: location)
            for problem in reader.problems { diagnostics.report(problem) }
            do {
                if var memo = try fields.memo(diagnostics: &diagnostics) {
                    memo.stableID = StableID.segment(id.wholeNumber.map(String.init), field: "memoInfoID", fallback: "memo-\(position)", at: location,
                                                     diagnostics: &diagnostics)
                    memosByAccount[account.inert, default: []].append(memo)
                }
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return memosByAccount.keys.sorted().map { Notebook(name: $0, notes: memosByAccount[$0] ?? []) }
    }
}
