/// Everything a site publishes: accounts in name order and books in the app's list order.
public struct SiteContent: Sendable, Equatable {
    public var accounts: [Account]
    public var books: [Book]

    public init(accounts: [Account] = [], books: [Book] = []) {
        self.accounts = accounts
        self.books = books
    }

    public var memoCount: Int { accounts.reduce(0) { $0 + $1.memos.count } }
}
