/// Why a note body could not be read, in plain words that follow a name ("ZDATA of note 12
/// is cut short"). No library's word reaches the user.
public enum AppleNoteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The gzip wrapping: not gzip, cut short, damaged, too large.
    case unpacking(GunzipError)
    /// The note inside ends part way.
    case cutShort
    /// The note inside is not in Notes' format.
    case damaged
    /// A text in it is not UTF-8.
    case notUTF8
    /// It unpacks and reads, but holds no note.
    case noNote
    /// A table's data unpacks, but is not a table in Notes' format, or ends part way.
    case tableDamaged
    /// A table's data unpacks and reads, but holds no table.
    case noTable
    /// A table with more cells than `AppleNoteLimits.tableCells`.
    case tableTooLarge(rows: Int, columns: Int)

    public var description: String {
        switch self {
        case .unpacking(let error): error.description
        case .cutShort: "is cut short: the note in it ends part way"
        case .damaged: "is damaged: it does not hold a note in Notes' format"
        case .notUTF8: "is damaged: a text in it is not UTF-8"
        case .noNote: "holds no note"
        case .tableDamaged: "is damaged: it does not hold a table in Notes' format"
        case .noTable: "holds no table (no com.apple.notes.ICTable with rows and columns)"
        case .tableTooLarge(let rows, let columns):
            "holds a table of \(rows) rows and \(columns) columns, more than the \(AppleNoteLimits.tableCells) cells Folio shows of a table"
        }
    }
}
