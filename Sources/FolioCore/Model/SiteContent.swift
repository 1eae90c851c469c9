/// Everything a site publishes: accounts in name order and books in the app's list order.
struct SiteContent: Sendable, Equatable {
    var accounts: [Account]
    var books: [Book]
    /// Pages saved to read later, newest first.
    var readingList: [ReadingListItem] = []

    init(accounts: [Account] = [], books: [Book] = []) {
        self.accounts = accounts
        self.books = books
    }

    var memoCount: Int { accounts.reduce(0) { $0 + $1.memos.count } }
}
