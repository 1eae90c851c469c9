/// The "render pages" stage's value: how many pages there are, the pages whose links have
/// problems, and every file of the site (staged, or left as it was in the output). Each page's
/// own record is let go once its links are checked.
struct RenderedSite: Sendable {
    /// How many pages the site has.
    var pageCount = 0
    /// The pages with problems in their links, in the order the site map lists them.
    var pagesWithProblems: [RenderedPage] = []
    /// Every file of the site, by path inside the output.
    var files: Set<PathBytes> = []

    /// Adds a batch of pages whose links are checked.
    mutating func add(_ checked: [RenderedPage]) {
        pageCount += checked.count
        pagesWithProblems += checked.filter { !$0.problems.isEmpty }
    }
}
