import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

extension LinkedFiles {
    /// The files the rendered texts link, each once, in output-path order.
    package func files(linkedBy content: SiteContent, memoTexts: [[RenderedText]], bookTexts: [BookTexts]) -> [LinkedFile] {
        var files: [PagePath: LinkedFile] = [:]
        func visit(_ links: [String], of source: SourceLocation) {
            for link in links {
                switch resolve(link, in: source.file) {
                case .file(let file, _): files[file.path] = file
                case .missing, .refused, .notAFile: break
                }
            }
        }
        for (account, texts) in zip(content.notebooks, memoTexts) {
            for (memo, text) in zip(account.notes, texts) { visit(text.links, of: memo.source) }
        }
        for (book, texts) in zip(content.books, bookTexts) {
            visit(texts.authorIntroduction.links + texts.description.links + texts.review.links, of: book.source)
        }
        return files.values.sorted { $0.path < $1.path }
    }

    /// Why a link a record wrote, which the link checker found broken, leads nowhere: it names
    /// a file that is not published, or the file it would name beside the data.
    package func reason(for link: String, in file: String) -> String? {
        switch resolve(link, in: file) {
        case .refused(let reason): reason
        case .missing(_, let displayPath): "leads to no page of the site, and \(displayPath) does not exist"
        case .file, .notAFile: nil
        }
    }
}
