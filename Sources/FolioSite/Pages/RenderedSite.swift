import FolioBase
import FolioModel
import FolioOutput

/// The "render pages" stage's value: how many pages there are, the pages whose links have
/// problems, and every file of the site (staged, or left as it was in the output). Each page's
/// own record is let go once its links are checked.
package struct RenderedSite: Sendable {
    /// How many pages the site has.
    package var pageCount = 0
    /// The pages with problems in their links, in the order the site map lists them.
    package var pagesWithProblems: [RenderedPage] = []
    /// Every file of the site, by path inside the output.
    package var files: Set<PathBytes> = []

    /// Adds a batch of pages whose links are checked.
    package mutating func add(_ checked: [RenderedPage]) {
        pageCount += checked.count
        pagesWithProblems += checked.filter { !$0.problems.isEmpty }
    }
}
