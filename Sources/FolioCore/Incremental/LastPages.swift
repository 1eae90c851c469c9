/// The last build's pages, as its memento keeps them: this build carries over each page whose
/// print is unchanged, linking the last build's file instead of rendering it.
struct LastPages: Sendable {
    /// Each page's print, by path.
    let prints: [String: Fingerprint]
    /// Every file that build wrote, by path.
    let outputs: [String: Fingerprint]
    /// The warnings about each page's links, by path.
    let warnings: [String: [BuildReport.Problem]]

    init(_ memento: Memento?) {
        prints = memento?.pages.prints ?? [:]
        outputs = memento?.outputs.prints ?? [:]
        warnings = memento?.pageWarnings ?? [:]
    }

    /// The file the last build wrote at `path` and its link problems, when `print` is the page's
    /// print then and `link` puts that file in place.
    func carry(_ path: PagePath, print: Fingerprint, link: (PagePath) -> Bool) -> (output: Fingerprint, problems: [FolioError])? {
        let key = path.description
        guard prints[key] == print, let output = outputs[key], link(path) else { return nil }
        return (output, warnings[key]?.map(\.folioError) ?? [])
    }
}
