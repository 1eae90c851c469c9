import FolioBase

/// Everything a site publishes: accounts in name order and books in the app's list order.
package struct SiteContent: Sendable, Equatable {
    package var accounts: [Account]
    package var books: [Book]
    /// Pages saved to read later, newest first.
    package var readingList: [ReadingListItem] = []

    package init(accounts: [Account] = [], books: [Book] = []) {
        self.accounts = accounts
        self.books = books
    }

    package var memoCount: Int { accounts.reduce(0) { $0 + $1.memos.count } }
}
