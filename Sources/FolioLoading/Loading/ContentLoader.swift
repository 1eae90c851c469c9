import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioStores

/// Reads every data file and tells its format from its content, never its name: SQLite by its
/// header, Lua by its first words (`--` or `return`), CSV by a header line, anything else as a
/// property list; then the registry's stores of that format read it.
package struct ContentLoader: Sendable {
    package static let sqliteHeader = Data("SQLite format 3\u{0}".utf8)

    /// The stores data files are read by.
    package let stores: StoreRegistry
    /// Threads a file's accounts are read on.
    package let workers: Int
    /// The site's time zone: where dates a store keeps as instants are read.
    package let timeZone: TimeZone
    /// Where a database that cannot be read in place is copied: a folder of the build's staging
    /// folder, or nil where none may be written (`DatabaseCopy`).
    package let copies: URL?

    package init(stores: StoreRegistry = .standard, workers: Int = 1, timeZone: TimeZone = TimeZone(identifier: "UTC")!, copies: URL?) {
        self.stores = stores
        self.workers = workers
        self.timeZone = timeZone
        self.copies = copies
    }

    package func load(_ file: DataFile, diagnostics: inout Diagnostics) throws -> LoadedSource {
        let reader = RegularFile(url: file.url, location: file.location)
        let header = try reader.prefix(100, limit: ReadLimits.dataFile)
        if header.isEmpty {
            throw FolioError(at: file.location, "is empty; \(stores.expectedShapes)")
        }
        if header.starts(with: Self.sqliteHeader) {
            return try SQLiteLoader(file: file, stores: stores, timeZone: timeZone, workers: workers, copies: copies).load(header: header, diagnostics: &diagnostics)
        }
        if LuaLoader.looksLikeLua(header) {
            let loader = LuaLoader(file: file, stores: stores, timeZone: timeZone)
            return try loader.load(try reader.bytes(limit: loader.mostBytes), diagnostics: &diagnostics)
        }
        if let columns = CSVLoader.header(try reader.prefix(4096, limit: ReadLimits.dataFile)) {
            let loader = CSVLoader(file: file, stores: stores, timeZone: timeZone)
            let store = try loader.store(for: columns)
            return try loader.load(try reader.bytes(limit: min(store.mostBytes, DataFormat.csv.mostBytes)), store: store, diagnostics: &diagnostics)
        }
        let data = try reader.bytes(limit: DataFormat.propertyList.mostBytes)
        return try PlistLoader(file: file, stores: stores, workers: workers, timeZone: timeZone).load(data, diagnostics: &diagnostics)
    }

    /// Reads one data file, reporting its problems.
    package typealias ReadFile = @Sendable (DataFile, inout Diagnostics) throws -> LoadedSource

    /// Loads all files, reporting every problem, and joins what they held: accounts of the
    /// same name merge (in file order), accounts sort by name, books keep file then list order.
    /// `reading` reads one file (`load`, unless the caller keeps the files it loaded before:
    /// `BuildMemory`).
    package func loadAll(_ files: [DataFile], diagnostics: inout Diagnostics, reading: ReadFile? = nil) -> LoadedContent {
        let read: ReadFile = reading ?? { file, diagnostics in try load(file, diagnostics: &diagnostics) }
        var sources: [LoadedSource] = []
        var index = 0
        while index < files.count {
            // Two small neighbours load side by side; their problems are told in file order.
            let count = index + 1 < files.count && Self.loadSideBySide(files[index], files[index + 1]) ? 2 : 1
            let loaded = Parallel.map(count, workers: count) { [index] offset -> (Result<LoadedSource, Error>, [FolioError]) in
                var own = Diagnostics()
                let source = Result { try read(files[index + offset], &own) }
                return (source, own.problems)
            }
            for (offset, (source, problems)) in loaded.enumerated() {
                for problem in problems { diagnostics.report(problem) }
                do {
                    sources.append(try source.get())
                } catch {
                    diagnostics.report(error, at: files[index + offset].location)
                }
            }
            index += count
        }
        // Notebooks of one name and app merge, in file order; they sort by name, then app.
        let accounts = Self.merged(sources.flatMap(\.accounts))
        var records = sources.enumerated().flatMap { file, source in
            source.books.map { BookMerge.Record(book: $0, ranks: stores.ranks(of: source.kinds.first(where: \.holdsBooks)), file: file) }
        }
        Self.attachHighlights(from: sources, to: &records, diagnostics: &diagnostics)
        let merged = BookMerge.merge(records)
        var content = SiteContent(notebooks: accounts, books: merged.books)
        content.readingList = ReadingListItem.newestFirst(sources.flatMap(\.readingList))
        return LoadedContent(content: content, sources: sources, matches: merged.matches)
    }

    /// Two neighbouring files that are together at most this big load side by side. A book
    /// database is read on one thread (2,000 books, 40 ms), which left the other core idle
    /// before the memo plist after it was parsed on both. Bigger files load one at a time, so a
    /// build holds one large file's bytes and parse at once.
    package static let sideBySideBytes: Int64 = 64 << 20

    package static func loadSideBySide(_ first: DataFile, _ second: DataFile) -> Bool {
        guard let a = size(of: first), let b = size(of: second) else { return false }
        return a + b <= sideBySideBytes
    }

    /// The size of a regular file; nil for anything else.
    private static func size(of file: DataFile) -> Int64? {
        guard case .regular(let size) = FileKind(path: file.url.path) else { return nil }
        return size
    }

    /// Notebooks of one name and app as one, in file order, sorted by name, then app. Notebooks
    /// already in that order, each named once (one memo plist's), are as they are: merging
    /// copied every memo once more.
    package static func merged(_ accounts: [Notebook]) -> [Notebook] {
        let keys = accounts.map { AccountKey(name: $0.name, origin: $0.app) }
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return accounts }
        var memos: [AccountKey: [Note]] = [:]
        var folders: [AccountKey: [String]] = [:]
        for (key, account) in zip(keys, accounts) {
            memos[key, default: []].append(contentsOf: account.notes)
            folders[key] = folders[key] ?? account.folders
        }
        return memos.keys.sorted().map { Notebook(name: $0.name, notes: memos[$0] ?? [], app: $0.origin, folders: folders[$0]) }
    }

    /// Highlights join the book whose identifier they name (a store's own key, such as an Apple
    /// Books asset id), in reading order; those of a book no file holds are a warning, and
    /// appear nowhere.
    package static func attachHighlights(from sources: [LoadedSource], to records: inout [BookMerge.Record], diagnostics: inout Diagnostics) {
        var byKey: [BookIdentifier: Int] = [:]
        for (index, record) in records.enumerated() {
            for identifier in record.book.details.identifiers where identifier.use != .shown {
                byKey[identifier] = byKey[identifier] ?? index
            }
        }
        for source in sources {
            for (key, highlights) in source.highlights.sorted(by: { $0.key < $1.key }) {
                guard let index = byKey[key] else {
                    let record = if case .storeKey(let record) = key.use { record } else { key.scheme }
                    diagnostics.warn(at: source.file.location.appending("\(record) \(key.value.quotedForMessage)"),
                                     "has \(highlights.count) highlight\(highlights.count == 1 ? "" : "s") of a book no data file holds; they are not published")
                    continue
                }
                records[index].book.details.highlights = (records[index].book.details.highlights + highlights).sorted(by: Highlight.inReadingOrder)
            }
        }
    }

    /// What makes two files' notebooks one.
    package struct AccountKey: Hashable, Comparable {
        package let name: String
        package let origin: String?

        package static func < (lhs: AccountKey, rhs: AccountKey) -> Bool {
            (lhs.name, lhs.origin ?? "") < (rhs.name, rhs.origin ?? "")
        }
    }
}
