import FolioBase
import FolioModel

/// What one data file held.
public struct LoadedSource: Sendable {
    public var file: DataFile
    public var kinds: [StoreKind] = []
    /// Accounts in the order the file lists them; the same name may come from several files.
    package var accounts: [Notebook] = []
    package var books: [Book] = []
    package var readingList: [ReadingListItem] = []
    /// Highlights by the identifier of their book (a store's own key, such as Apple Books' asset
    /// id), for books that may come from another file.
    package var highlights: [BookIdentifier: [Highlight]] = [:]
    /// Records never published, by why (`locked`, `in the trash`): counted, for the report.
    public var withheld: [String: Int] = [:]
    public var memoCount: Int { accounts.reduce(0) { $0 + $1.notes.count } }
    public var readingListCount: Int { readingList.count }
    public var bookCount: Int { books.count }

    package mutating func withhold(_ reason: String) {
        withheld[reason, default: 0] += 1
    }

    public init(file: DataFile) {
        self.file = file
    }
}
