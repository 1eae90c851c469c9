import Foundation
import FolioMarkdown

extension SiteModel {
    /// Builds the model: every text rendered once (on `workers` threads), the tags they hold,
    /// the files beside the data they link (`links`), the orders of memos and books, the
    /// authors' shelves and every page's path. A text `texts` has from the last build is not
    /// rendered again; the model keeps every text's rendering for the next (`SiteModel.texts`).
    /// The texts' HTML and plain text wait in `store` until a page reads them. `notes` and
    /// `books` keep the note paths and links, and the reading log's paths, from one build to the
    /// next (`folio serve`).
    static func build(
        _ content: SiteContent, bookOrder: BookOrder = .app, paging: Paging = Paging(), withFeed: Bool = false,
        workers: Int = 1, markdown: MarkdownRenderer = MarkdownRenderer(), texts: TextCache? = nil, store: TextStore = TextStore(), links: LinkedFiles? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, notes: NoteShapes? = nil, books: BookShapes? = nil
    ) -> SiteModel {
        let cached = CachedMarkdown(markdown, last: texts, store: store)
        /// A link to a file beside the data, written from a page `depth` folders deep.
        func destination(_ source: SourceLocation, depth: Int) -> ((String) -> String?)? {
            links.map { links in { links.href(for: $0, in: source.file, depth: depth) } }
        }
        let references = content.accounts.indices.flatMap { account in content.accounts[account].memos.indices.map { (account, $0) } }
        // What reads no text (the shelves, the reading log and its paths, the orders of memos)
        // is made on another thread while the texts are rendered: it is one thread's work, and
        // would leave the other core idle after them.
        let orders = Background { () -> Orders in
            let shelves = content.authorShelves
            let readingLog = ReadingLog(content.books)
            let names = (books: content.books.map(\.name), authors: shelves.map(\.name), series: readingLog.series.map(\.name), bookTags: readingLog.bookTags.map(\.name))
            let bookPaths = books.map { $0.paths(books: names.books, authors: names.authors, series: names.series, bookTags: names.bookTags) }
                ?? BookPaths(books: names.books, authors: names.authors, series: names.series, bookTags: names.bookTags)
            // The times in an array of their own: the comparisons read no memo.
            let createTimes = references.map { content.accounts[$0.0].memos[$0.1].createTime }
            let newestMemos = references.indices.sorted {
                (createTimes[$1], references[$0].0, references[$0].1) < (createTimes[$0], references[$1].0, references[$1].1)
            }.map { TagIndex.MemoReference(account: references[$0].0, memo: references[$0].1) }
            return Orders(shelves: shelves, newestFirst: content.accounts.map(\.newestFirst), readingYears: ReadingYear.all(content.books, in: timeZone),
                          readingLog: readingLog, bookPaths: bookPaths, newestMemos: newestMemos)
        }
        let (notePaths, noteLinks) = notes?.notes(of: content, workers: workers) ?? (NotePaths(content, workers: workers), NoteLinks(content, workers: workers))
        let rendered = Parallel.map(references.count, workers: workers) { index -> (StoredText, [String], [TagIndex.MemoReference], TextCache.Key?, TextCache.Entry?) in
            let (account, memoIndex) = references[index]
            let memo = content.accounts[account].memos[memoIndex]
            let detail = memo.detail
            let body = Memo.body(of: detail, title: memo.title)
            // Links to other memos, by title or by the app's own note links, as links between pages.
            var linked: [TagIndex.MemoReference] = []
            let page = notePaths.memos[account][memoIndex]
            func href(_ target: TagIndex.MemoReference?) -> String? {
                guard let target else { return nil }
                if !linked.contains(target) { linked.append(target) }
                return page.link(to: notePaths.memos[target.account][target.memo])
            }
            let files = destination(memo.source, depth: SiteMap.memoDepth)
            if let html = memo.bodyHTML {
                // A body that came as HTML: its files' links written for the page, its text as read.
                var shown = html
                for file in memo.bodyFiles {
                    func html(_ url: String) -> String { url.replacingOccurrences(of: "&", with: "&amp;") }
                    if let href = files?(file) { shown = shown.replacingOccurrences(of: "src=\"\(html(file))\"", with: "src=\"\(html(href))\"") }
                }
                // Links to other notes (Apple Notes' own) become links between pages, or plain text.
                // Looked for by bytes (`byteRange`): Foundation's `range(of:)` was 6% of a build of
                // 10,000 notes. The search goes on after each replacement.
                var searched = 0
                while let start = shown.byteRange(of: "<a href=\"applenotes:", from: searched) {
                    let valueStart = shown.index(start.lowerBound, offsetBy: "<a href=\"".count)
                    guard let valueEnd = shown[valueStart...].firstIndex(of: "\"") else { break }
                    let url = String(shown[valueStart..<valueEnd]).replacingOccurrences(of: "&amp;", with: "&")
                    let replacement = href(noteLinks.target(url: url)).map { "<a href=\"\($0.replacingOccurrences(of: "&", with: "&amp;"))\"" } ?? "<a"
                    searched = shown.utf8.distance(from: shown.utf8.startIndex, to: start.lowerBound) + replacement.utf8.count
                    shown.replaceSubrange(start.lowerBound...valueEnd, with: replacement)
                }
                let tags = markdown.tags(in: detail)
                return (StoredText(RenderedMarkdown(html: shown, links: memo.bodyFiles, tags: tags, plainText: detail), in: store), tags, linked, nil, nil)
            }
            let (text, tags, key, entry) = Memo.renderBody(of: detail, body: body, cached: cached, destination: { href(noteLinks.target(url: $0)) ?? files?($0) },
                                                           wikiLink: { href(noteLinks.target(title: $0, from: account)) })
            return (text, tags, linked, key, entry)
        }
        var memoTexts = content.accounts.map { _ in [StoredText]() }
        var memoTags = content.accounts.map { _ in [[String]]() }
        var backlinks = content.accounts.map { Array(repeating: [TagIndex.MemoReference](), count: $0.memos.count) }
        // The next build's text cache is keyed on another thread while the texts, tags and
        // backlinks are gathered here.
        let memoCache = Background { () -> TextCache in
            var cache = TextCache(identity: TextCache.identity(of: markdown))
            cache.reserveCapacity(rendered.count)
            for item in rendered {
                if let key = item.3, let entry = item.4 { cache.insert(entry, for: key) }
            }
            return cache
        }
        for ((account, memo), (text, tags, linked, _, _)) in zip(references, rendered) {
            memoTexts[account].append(text)
            memoTags[account].append(tags)
            for target in linked where target != TagIndex.MemoReference(account: account, memo: memo) {
                backlinks[target.account][target.memo].append(TagIndex.MemoReference(account: account, memo: memo))
            }
        }
        let renderedBooks = Parallel.map(content.books.count, workers: workers) { index -> (BookTexts, [(TextCache.Key, TextCache.Entry)]) in
            let book = content.books[index]
            var entries: [(TextCache.Key, TextCache.Entry)] = []
            func render(_ text: String) -> StoredText {
                guard !text.allSatisfy(\.isWhitespace) else { return .empty }
                let (rendered, key, entry) = cached.render(text, plainText: .max, destination: destination(book.source, depth: SiteMap.bookDepth))
                entries.append((key, entry))
                return rendered
            }
            return (BookTexts(introOfAuthor: render(book.introOfAuthor), contentOfBook: render(book.contentOfBook), summary: render(book.summary)), entries)
        }
        let bookTexts = renderedBooks.map(\.0)
        // The files beside the data that the texts link are found while the tags and the site
        // map are made.
        let linkedFiles = Background { [memoTexts] in links.map { $0.files(linkedBy: content, memoTexts: memoTexts, bookTexts: bookTexts) } ?? (found: [], absent: []) }
        var textCache = memoCache.value
        for (key, entry) in renderedBooks.flatMap(\.1) { textCache.insert(entry, for: key) }
        let tags = TagIndex.build(content, tagsOfMemos: memoTags.enumerated().map { account, memos in
            memos.enumerated().map { memo, written in written + content.accounts[account].memos[memo].tags }
        })
        let ordered = orders.value
        let (shelves, newestFirst, readingYears, readingLog, newestMemos) = (ordered.shelves, ordered.newestFirst, ordered.readingYears, ordered.readingLog, ordered.newestMemos)
        let siteMap = SiteMap(
            content: content, shelves: shelves, tags: tags, newestFirst: newestFirst, paging: paging, withFeed: withFeed, workers: workers,
            readingLog: readingLog, readingYears: readingYears.map(\.year), notePaths: notePaths, bookPaths: ordered.bookPaths)
        let linked = linkedFiles.value
        func time(_ reference: TagIndex.MemoReference) -> LocalDateTime { content.accounts[reference.account].memos[reference.memo].createTime }
        var model = SiteModel(
            content: content, memoTexts: memoTexts, bookTexts: bookTexts, linkedFiles: linked.found, absentLinkedFiles: linked.absent, tags: tags, shelves: shelves, newestFirst: newestFirst,
            newestMemos: newestMemos,
            bookList: content.bookIndices(in: bookOrder, shelves: shelves), bookOrder: bookOrder, paging: paging, siteMap: siteMap,
            readingLog: readingLog, readingYears: readingYears)
        model.texts = textCache
        model.store = store
        let summaries = Parallel.map(references.count, workers: workers) { index -> String? in
            let summary = memoTexts[references[index].0][references[index].1].summary
            return summary.isEmpty ? nil : summary
        }
        var summaryIndex = 0
        model.memoSummaries = memoTexts.map { texts in
            texts.indices.map { _ in
                defer { summaryIndex += 1 }
                return summaries[summaryIndex]
            }
        }
        model.backlinks = backlinks.map { $0.map { $0.sorted { (time($1), $0.account, $0.memo) < (time($0), $1.account, $1.memo) } } }
        return model
    }

    /// The parts of the model that read no text, made while the texts are rendered.
    private struct Orders: Sendable {
        let shelves: [AuthorShelf]
        let newestFirst: [[Int]]
        let readingYears: [ReadingYear]
        let readingLog: ReadingLog
        let bookPaths: BookPaths
        let newestMemos: [TagIndex.MemoReference]
    }
}
