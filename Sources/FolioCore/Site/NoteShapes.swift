import Foundation

/// The note paths and links of the last model, by the shape of the content they were made from:
/// every notebook's name and every memo's title, time and store id, in order, which is all
/// `NotePaths` and `NoteLinks` read. `folio serve` keeps them between its builds, as a rebuild
/// after an edited detail makes the same ones again.
final class NoteShapes: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (shape: Fingerprint, paths: NotePaths, links: NoteLinks)?
    /// How many times they were made, not taken (a test sees which builds made them).
    private(set) var made = 0

    /// The paths and links of `content`: the last ones when its shape is theirs.
    func notes(of content: SiteContent, workers: Int) -> (NotePaths, NoteLinks) {
        let shape = Self.shape(of: content)
        if let last = lock.withLock({ last }), last.shape == shape { return (last.paths, last.links) }
        let paths = NotePaths(content, workers: workers), links = NoteLinks(content, workers: workers)
        lock.withLock {
            last = (shape, paths, links)
            made += 1
        }
        return (paths, links)
    }

    static func shape(of content: SiteContent) -> Fingerprint {
        var print = ViewPrint()
        print.addCount(content.accounts.count)
        // By index: a copy of every memo showed in a serve rebuild.
        for account in content.accounts.indices {
            print.add(content.accounts[account].name)
            print.addCount(content.accounts[account].memos.count)
            for memo in content.accounts[account].memos.indices {
                print.add(content.accounts[account].memos[memo].title)
                content.accounts[account].memos[memo].createTime.addPrint(to: &print)
                print.add(content.accounts[account].memos[memo].storeID)
            }
        }
        return print.fingerprint
    }
}
