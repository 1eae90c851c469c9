/// The "render pages" stage's value: every page's links, to be checked, and every file staged.
public struct RenderedSite: Sendable {
    /// In the order the site map lists the pages.
    public let pages: [RenderedPage]
    /// Every file in the staging folder, by path inside it, with its fingerprint.
    public let files: [String: Fingerprint]
}
