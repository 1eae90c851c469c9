/// The "render pages" stage's value: how many pages there are and which were rendered, the
/// pages whose links have problems, and every file staged. Each page's own record is let go once
/// its links are checked: a million pages' paths, templates and records were half a gigabyte.
struct RenderedSite: Sendable {
    /// How many pages the site has.
    var pageCount = 0
    /// The paths of the pages rendered (not carried over from the last build), in the order the
    /// site map lists them.
    var renderedPaths: [String] = []
    /// The pages with problems in their links, in the order the site map lists them.
    var pagesWithProblems: [RenderedPage] = []
    /// Every file in the staging folder, by path inside it, with its fingerprint.
    var files: PathPrints = [:]
    /// Each page's print (`PagePrints`), and each search shard's, by path.
    var pagePrints: PathPrints = [:]
    /// The search index's shards written again (not carried over from the last build).
    var searchShardsMade: [String] = []
    /// Every search record's measure, by rank (`EditIndex` keeps them).
    var searchMeasures: [SearchIndex.Measure] = []

    /// Adds a batch of pages whose links are checked.
    mutating func add(_ checked: [RenderedPage]) {
        pageCount += checked.count
        for page in checked {
            if page.rendered { renderedPaths.append(page.path.description) }
            if !page.problems.isEmpty { pagesWithProblems.append(page) }
        }
    }
}
