import FolioMarkdown

extension LinkedFiles {
    /// The files the rendered texts link, each once, in output-path order; and the paths of the
    /// files they would link that do not exist (a later build must notice when one appears).
    func files(linkedBy content: SiteContent, memoTexts: [[StoredText]], bookTexts: [BookTexts]) -> (found: [LinkedFile], absent: [String]) {
        var files: [PagePath: LinkedFile] = [:]
        var absent: Set<String> = []
        func visit(_ links: [String], of source: SourceLocation) {
            for link in links {
                switch resolve(link, in: source.file) {
                case .file(let file, _): files[file.path] = file
                case .missing(let url, _): absent.insert(url.path)
                case .refused, .notAFile: break
                }
            }
        }
        for (account, texts) in zip(content.accounts, memoTexts) {
            for (memo, text) in zip(account.memos, texts) { visit(text.links, of: memo.source) }
        }
        for (book, texts) in zip(content.books, bookTexts) {
            visit(texts.introOfAuthor.links + texts.contentOfBook.links + texts.summary.links, of: book.source)
        }
        return (files.values.sorted { $0.path < $1.path }, absent.sorted())
    }

    /// Why a link a record wrote, which the link checker found broken, leads nowhere: it names
    /// a file that is not published, or the file it would name beside the data.
    func reason(for link: String, in file: String) -> String? {
        switch resolve(link, in: file) {
        case .refused(let reason): reason
        case .missing(_, let displayPath): "leads to no page of the site, and \(displayPath) does not exist"
        case .file, .notAFile: nil
        }
    }
}
