/// The last build's pages, as its memento keeps them: this build carries over each page whose
/// print is unchanged, linking the last build's file instead of rendering it.
struct LastPages: Sendable {
    /// Each page's print, by path.
    let prints: PathPrints
    /// Every file that build wrote, by path.
    let outputs: PathPrints
    /// The pages that had warnings about their links.
    let warned: Set<PathBytes>

    init(_ memento: Memento?) {
        prints = memento?.pages.prints ?? [:]
        outputs = memento?.outputs.prints ?? [:]
        warned = Set((memento?.pagesWithLinkWarnings ?? []).map(PathBytes.init))
    }

    /// The file the last build wrote at `path`, when `print` is the page's print then and `link`
    /// puts that file in place, and whether its links had no problems then.
    func carry(_ path: PagePath, print: Fingerprint, link: (PagePath) -> Bool) -> (output: Fingerprint, linksKnownGood: Bool)? {
        let key = PathBytes(path.description)
        guard prints[key] == print, let output = outputs[key], link(path) else { return nil }
        return (output, warned.isEmpty || !warned.contains(key))
    }
}
