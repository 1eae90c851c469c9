import FolioMarkdown
import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioOutput

extension SiteModel {
    /// Builds the model: every text rendered once (on `workers` threads, by `texts`), the tags
    /// they hold, the files beside the data they link (`links`), the orders of memos and books,
    /// the authors' shelves and every page's path. What a text's HTML keeps from being read is
    /// told in `diagnostics`.
    package static func build(
        _ content: SiteContent, bookOrder: BookOrder = .app, paging: Paging = Paging(), withFeed: Bool = false,
        workers: Int = 1, texts: TextRenderer = TextRenderer(markdown: MarkdownRenderer()), links: LinkedFiles? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, diagnostics: inout Diagnostics
    ) -> SiteModel {
        /// A link to a file beside the data, written from a page `depth` folders deep.
        @Sendable func destination(_ source: SourceLocation, depth: Int) -> ((String) -> LinkDestination?)? {
            links.map { links in { links.destination(for: $0, in: source.file, depth: depth) } }
        }
        let references = content.notebooks.indices.flatMap { account in content.notebooks[account].notes.indices.map { (account, $0) } }
        let notePaths = NotePaths(content, workers: workers)
        let noteLinks = NoteLinks(content, workers: workers)
        let rendered = Parallel.map(references.count, workers: workers) { index -> (RenderedText, [String], [TagIndex.MemoReference]) in
            let (account, memoIndex) = references[index]
            let memo = content.notebooks[account].notes[memoIndex]
            // Links to other memos, by title or by the app's own note links, as links between pages.
            var linked: [TagIndex.MemoReference] = []
            let page = notePaths.memos[account][memoIndex]
            func href(_ target: TagIndex.MemoReference?) -> String? {
                guard let target else { return nil }
                if !linked.contains(target) { linked.append(target) }
                return page.link(to: notePaths.memos[target.account][target.memo])
            }
            let files = destination(memo.source, depth: SiteMap.memoDepth)
            let linkTo = { (url: String) in href(noteLinks.target(url: url)).map { LinkDestination(url: $0) } ?? files?(url) }
            if let html = memo.bodyHTML {
                // The plain text without a first line that is the title, as for Markdown: list
                // summaries would otherwise begin with the title again.
                let text = texts.render(html: html, files: memo.bodyFiles, plainText: Note.body(of: memo.body, title: memo.title), tags: texts.tags(in: memo.tagText ?? memo.body), destination: linkTo)
                return (text, text.tags, linked)
            }
            let (text, tags) = Note.renderBody(
                of: memo.body, body: Note.body(of: memo.body, title: memo.title), with: texts, destination: linkTo,
                wikiLink: { href(noteLinks.target(title: $0, from: account)) })
            return (text, tags, linked)
        }
        var memoTexts = content.notebooks.map { _ in [RenderedText]() }
        var memoTags = content.notebooks.map { _ in [[String]]() }
        var backlinks = content.notebooks.map { Array(repeating: [TagIndex.MemoReference](), count: $0.notes.count) }
        for ((account, memo), (text, tags, linked)) in zip(references, rendered) {
            memoTexts[account].append(text)
            memoTags[account].append(tags)
            for target in linked where target != TagIndex.MemoReference(account: account, memo: memo) {
                backlinks[target.account][target.memo].append(TagIndex.MemoReference(account: account, memo: memo))
            }
        }
        let renderedBooks = Parallel.map(content.books.count, workers: workers) { index -> (BookTexts, [FolioError]) in
            let book = content.books[index]
            var problems: [FolioError] = []
            func render(_ text: RecordText?) -> RenderedText {
                let (rendered, problem) = texts.render(text, destination: destination(book.source, depth: SiteMap.bookDepth))
                if let problem { problems.append(problem) }
                return rendered
            }
            return (BookTexts(authorIntroduction: render(book.authorIntroduction), description: render(book.description), review: render(book.review)), problems)
        }
        let bookTexts = renderedBooks.map(\.0)
        for problem in renderedBooks.flatMap(\.1) { diagnostics.report(problem) }
        let tags = TagIndex.build(content, tagsOfMemos: memoTags.enumerated().map { account, memos in
            memos.enumerated().map { memo, written in written + content.notebooks[account].notes[memo].tags }
        })
        let shelves = content.authorShelves
        let readingLog = ReadingLog(content.books)
        let readingYears = ReadingYear.all(content.books, in: timeZone)
        let newestFirst = content.notebooks.map(\.newestFirst)
        // The times in an array of their own: the comparisons read no memo.
        let createTimes = references.map { content.notebooks[$0.0].notes[$0.1].created }
        let newestMemos = references.indices.sorted {
            (createTimes[$1], references[$0].0, references[$0].1) < (createTimes[$0], references[$1].0, references[$1].1)
        }.map { TagIndex.MemoReference(account: references[$0].0, memo: references[$0].1) }
        let bookPaths = BookPaths(
            books: content.books, authors: shelves.map(\.name), series: readingLog.series.map(\.name), bookTags: readingLog.bookTags.map(\.name))
        let siteMap = SiteMap(
            content: content, shelves: shelves, tags: tags, newestFirst: newestFirst, paging: paging, withFeed: withFeed, workers: workers,
            readingLog: readingLog, readingYears: readingYears.map(\.year), notePaths: notePaths, bookPaths: bookPaths)
        func time(_ reference: TagIndex.MemoReference) -> LocalDateTime { content.notebooks[reference.account].notes[reference.memo].created }
        var model = SiteModel(
            content: content, memoTexts: memoTexts, bookTexts: bookTexts,
            linkedFiles: links?.files(linkedBy: content, memoTexts: memoTexts, bookTexts: bookTexts) ?? [], tags: tags, shelves: shelves,
            newestFirst: newestFirst, newestMemos: newestMemos,
            bookList: content.bookIndices(in: bookOrder, shelves: shelves), bookOrder: bookOrder, paging: paging, siteMap: siteMap,
            readingLog: readingLog, readingYears: readingYears)
        model.notebookTree = NotebookTree(content.notebooks)
        model.memoSummaries = memoTexts.map { texts in texts.map { $0.summary.isEmpty ? nil : $0.summary } }
        model.backlinks = backlinks.map { $0.map { $0.sorted { (time($1), $0.account, $0.memo) < (time($0), $1.account, $1.memo) } } }
        return model
    }
}
