import Foundation

/// Reads every data file and tells its kind from its content: SQLite by its header, anything
/// else as a property list.
struct ContentLoader: Sendable {
    static let sqliteHeader = Data("SQLite format 3\u{0}".utf8)

    /// Threads a file's accounts are read on.
    let workers: Int
    /// The site's time zone: where dates a store keeps as instants are read.
    let timeZone: TimeZone

    init(workers: Int = 1, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.workers = workers
        self.timeZone = timeZone
    }

    /// How many bytes of memo details a build holds in memory before it moves the details of the
    /// files it reads next to a spool (`SiteBuild`): at 10,000 memos, writing them out and reading
    /// them back took 60 ms of CPU a build; a million memos' 1.4 GB must not stay in memory.
    static let detailsHeldInMemory = 64 << 20

    /// `memory`: what the last load of the same file kept (`folio serve`; `MemoPlistMemory`).
    func load(_ file: DataFile, diagnostics: inout Diagnostics, memory: MemoPlistMemory? = nil) throws -> LoadedSource {
        let reader = RegularFile(url: file.url, location: file.location)
        let header = try reader.prefix(100, limit: ReadLimits.dataFile)
        if header.isEmpty {
            throw FolioError(at: file.location, "is empty; \(SourceKind.expectedShapes)")
        }
        if header.starts(with: Self.sqliteHeader) {
            _ = memory?.take()
            return try SQLiteLoader(file: file, timeZone: timeZone, workers: workers).load(header: header, diagnostics: &diagnostics)
        }
        let data = try reader.bytes(limit: ReadLimits.propertyList)
        return try PlistLoader(file: file, workers: workers, timeZone: timeZone).load(data, diagnostics: &diagnostics, memory: memory)
    }

    /// Loads all files, reporting every problem, and joins what they held: accounts of the
    /// same name merge (in file order), accounts sort by name, books keep file then list order.
    /// `reading` reads one file (`load` unless a caller keeps files it loaded before). With a
    /// `detailStore`, the memo details of the files read once `detailsInMemory` bytes of them are
    /// held move there as soon as each file is read, so the build never holds every detail of a
    /// large site at once; without `keepMemos` the sources let go of their memos
    /// (`LoadedSource.letGoOfMemos`) once the content holds them.
    func loadAll(
        _ files: [DataFile], diagnostics: inout Diagnostics,
        reading: (@Sendable (DataFile, inout Diagnostics) throws -> LoadedSource)? = nil, detailStore: TextStore? = nil, detailsInMemory: Int = 0,
        keepMemos: Bool = true
    ) -> (content: SiteContent, sources: [LoadedSource], matches: [BookMatch]) {
        var sources: [LoadedSource] = []
        var held = 0
        let read = { @Sendable (file: DataFile, diagnostics: inout Diagnostics) throws -> LoadedSource in
            try reading?(file, &diagnostics) ?? load(file, diagnostics: &diagnostics)
        }
        func keep(_ loaded: Result<LoadedSource, Error>, of file: DataFile, diagnostics: inout Diagnostics) {
            do {
                var source = try loaded.get()
                if let detailStore {
                    let bytes = source.detailBytes
                    if held + bytes > detailsInMemory { source.moveDetails(to: detailStore) } else { held += bytes }
                }
                sources.append(source)
            } catch {
                diagnostics.report(error, at: file.location)
            }
        }
        var index = 0
        while index < files.count {
            let file = files[index]
            guard index + 1 < files.count, Self.loadSideBySide(file, files[index + 1]) else {
                keep(Result { try read(file, &diagnostics) }, of: file, diagnostics: &diagnostics)
                index += 1
                continue
            }
            // The smaller file loads on another thread, the larger here (its parse may spread over
            // the threads once the other is done); their problems are told in file order.
            let pair = [file, files[index + 1]]
            let aside = (Self.size(of: pair[0]) ?? 0) <= (Self.size(of: pair[1]) ?? 0) ? 0 : 1
            let other = Background { () -> (Result<LoadedSource, Error>, [FolioError]) in
                var own = Diagnostics()
                let loaded = Result { try read(pair[aside], &own) }
                return (loaded, own.problems)
            }
            var here = Diagnostics()
            let loadedHere = Result { try read(pair[1 - aside], &here) }
            let (loadedAside, problemsAside) = other.value
            for position in 0..<2 {
                let (loaded, problems) = position == aside ? (loadedAside, problemsAside) : (loadedHere, here.problems)
                for problem in problems { diagnostics.report(problem) }
                keep(loaded, of: pair[position], diagnostics: &diagnostics)
            }
            index += 2
        }
        // Notebooks of one name and app merge, in file order; they sort by name, then app.
        let accounts = Self.merged(sources.flatMap(\.accounts))
        if !keepMemos { for index in sources.indices { sources[index].letGoOfMemos() } }
        var records = sources.enumerated().flatMap { file, source in
            source.books.map { BookMerge.Record(book: $0, kind: source.kinds.first(where: \.holdsBooks), file: file) }
        }
        Self.attachHighlights(from: sources, to: &records, diagnostics: &diagnostics)
        let merged = BookMerge.merge(records)
        var content = SiteContent(accounts: accounts, books: merged.books)
        content.readingList = ReadingListItem.newestFirst(sources.flatMap(\.readingList))
        return (content, sources, merged.matches)
    }

    /// Two neighbouring files that are together at most this big load side by side. A book
    /// database is read on one thread (2,000 books, 40 ms), which left the other core idle
    /// before the memo plist after it was parsed on both. Bigger files load one at a time, so a
    /// build holds one large file's bytes and parse at once (a million memos come as 157 MB plists).
    static let sideBySideBytes: Int64 = 64 << 20

    static func loadSideBySide(_ first: DataFile, _ second: DataFile) -> Bool {
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
    static func merged(_ accounts: [Account]) -> [Account] {
        let keys = accounts.map { AccountKey(name: $0.name, origin: $0.origin) }
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return accounts }
        var memos: [AccountKey: [Memo]] = [:]
        for (key, account) in zip(keys, accounts) {
            memos[key, default: []].append(contentsOf: account.memos)
        }
        return memos.keys.sorted().map { Account(name: $0.name, memos: memos[$0] ?? [], origin: $0.origin) }
    }

    /// Highlights join the book whose identifier they name (an Apple Books asset id), in reading
    /// order; those of a book no file holds are a warning, and appear nowhere.
    static func attachHighlights(from sources: [LoadedSource], to records: inout [BookMerge.Record], diagnostics: inout Diagnostics) {
        var byAsset: [String: Int] = [:]
        for (index, record) in records.enumerated() {
            for identifier in record.book.details.identifiers where identifier.scheme == AppleBooksLibrary.assetScheme {
                byAsset[identifier.value] = byAsset[identifier.value] ?? index
            }
        }
        for source in sources {
            for (asset, highlights) in source.highlights.sorted(by: { $0.key < $1.key }) {
                guard let index = byAsset[asset] else {
                    diagnostics.warn(at: source.file.location.appending("asset \(asset.quotedForMessage)"),
                                     "has \(highlights.count) highlight\(highlights.count == 1 ? "" : "s") of a book no data file holds; they are not published")
                    continue
                }
                var book = records[index].book
                book.details.highlights = (book.details.highlights + highlights).sorted(by: Highlight.inReadingOrder)
                records[index] = BookMerge.Record(book: book, kind: records[index].kind, file: records[index].file)
            }
        }
    }

    /// What makes two files' notebooks one.
    struct AccountKey: Hashable, Comparable {
        let name: String
        let origin: String?

        static func < (lhs: AccountKey, rhs: AccountKey) -> Bool {
            (lhs.name, lhs.origin ?? "") < (rhs.name, rhs.origin ?? "")
        }
    }
}
