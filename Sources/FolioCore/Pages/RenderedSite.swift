/// The "render pages" stage's value: every page with its link problems, and every file staged.
struct RenderedSite: Sendable {
    /// In the order the site map lists the pages.
    let pages: [RenderedPage]
    /// Every file in the staging folder, by path inside it, with its fingerprint.
    let files: [String: Fingerprint]
    /// Each page's print (`PagePrints`), by path.
    var pagePrints: [String: Fingerprint] = [:]
}
