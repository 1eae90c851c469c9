/// Every published record's path, decided once so every page links to the same place.
///
/// Layout: `index.html`, `notes/<account>/index.html`, `notes/<account>/<memo>.html`,
/// `books/index.html`, `books/<book>.html`, `authors/index.html`, `authors/<author>.html`,
/// `stats.html`, `404.html`. A page is a file, not a folder of its
/// own: links name files anyway (so the site opens from file://), and a build then makes a
/// few dozen folders instead of one per record.
public struct SiteMap: Sendable {
    public static let index = PagePath("index.html")
    public static let bookList = PagePath("books/index.html")
    public static let notFound = PagePath("404.html")
    public static let authorIndex = PagePath("authors/index.html")
    public static let stats = PagePath("stats.html")
    public static let tagIndex = PagePath("tags/index.html")
    /// Names no record gets beside a list: its `index.html` and the `pages/` of its later pages.
    public static let reservedNames = ["index", "pages"]

    public private(set) var accountPaths: [PagePath] = []
    /// Per account, per memo (in the account's order).
    public private(set) var memoPaths: [[PagePath]] = []
    public private(set) var bookPaths: [PagePath] = []
    /// By author name.
    public private(set) var authorPaths: [String: PagePath] = [:]
    /// The authors' shelves, by name (see `SiteContent.authorShelves`).
    public let shelves: [AuthorShelf]

    /// Segments are claimed in a fixed order: accounts by name, memos oldest first (then in the
    /// order read), books in list order; so adding a newer record never moves an older one.
    /// Accounts are separate folders, so their memos are named on up to `workers` threads.
    public init(content: SiteContent, workers: Int = 1) {
        var accountFolders = PathAllocator()
        let folders = content.accounts.map { accountFolders.claim(Slug.make($0.name, fallback: "account")) }
        accountPaths = folders.map { PagePath(["notes", $0, "index.html"]) }
        memoPaths = Parallel.map(content.accounts.count, workers: workers) { index in
            Self.memoPaths(of: content.accounts[index], in: folders[index])
        }
        var bookNames = PathAllocator(reserved: Self.reservedNames)
        bookPaths = content.books.map { book in
            PagePath(["books", bookNames.claim(Slug.make(book.name, fallback: "book")) + ".html"])
        }
        var authorNames = PathAllocator(reserved: Self.reservedNames)
        shelves = content.authorShelves
        for shelf in shelves {
            authorPaths[shelf.name] = PagePath(["authors", authorNames.claim(Slug.make(shelf.name, fallback: "author")) + ".html"])
        }
    }

    private static func memoPaths(of account: Account, in folder: String) -> [PagePath] {
        var memoNames = PathAllocator(reserved: reservedNames)
        var paths = Array(repeating: PagePath([]), count: account.memos.count)
        let oldestFirst = account.memos.indices.sorted {
            (account.memos[$0].createTime, $0) < (account.memos[$1].createTime, $1)
        }
        for index in oldestFirst {
            let name = memoNames.claim(Slug.make(account.memos[index].title, fallback: "memo"))
            paths[index] = PagePath(["notes", folder, name + ".html"])
        }
        return paths
    }
}
