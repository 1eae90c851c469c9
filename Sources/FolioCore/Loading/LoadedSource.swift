/// What one data file held.
public struct LoadedSource: Sendable {
    public var file: DataFile
    public var kinds: [SourceKind] = []
    /// Accounts in the order the file lists them; the same name may come from several files.
    var accounts: [Account] = []
    var books: [Book] = []
    var readingList: [ReadingListItem] = []
    /// Highlights by the identifier of their book (Apple Books' asset id), for books that may
    /// come from another file.
    var highlights: [String: [Highlight]] = [:]
    /// Records never published, by why (`locked`, `in the trash`): counted, for the report.
    public var withheld: [String: Int] = [:]
    /// Where each memo of an XML memo plist lies in it, for the memo index (`EditIndex`).
    var layout: MemoFileLayout?

    /// Memos let go once the site's content held them (`letGoOfMemos`), still counted.
    private var memosLetGo = 0

    public var memoCount: Int { memosLetGo + accounts.reduce(0) { $0 + $1.memos.count } }
    public var readingListCount: Int { readingList.count }
    public var bookCount: Int { books.count }

    /// The size of every memo's detail, in UTF-8 bytes.
    var detailBytes: Int {
        accounts.reduce(0) { total, account in account.memos.reduce(total) { $0 + $1.detailText.byteCount } }
    }

    /// Moves every memo's detail into `store`, out of memory (`MemoDetail`).
    mutating func moveDetails(to store: TextStore) {
        for account in accounts.indices {
            for memo in accounts[account].memos.indices { accounts[account].memos[memo].moveDetail(to: store) }
        }
    }

    /// Lets go of the memos, which the site's content holds too: a build that keeps no file
    /// for the next one would otherwise hold every memo twice. They are still counted.
    mutating func letGoOfMemos() {
        memosLetGo = memoCount
        accounts = []
    }

    mutating func withhold(_ reason: String) {
        withheld[reason, default: 0] += 1
    }

    public init(file: DataFile) {
        self.file = file
    }
}
