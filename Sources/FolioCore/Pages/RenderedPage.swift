import FolioMarkdown

/// A page once rendered and written: what checking its links needs, without its HTML.
struct RenderedPage: Sendable {
    let path: PagePath
    let template: String
    /// The record the page shows, if one.
    let source: SourceLocation?
    /// The record's texts on the page, to tell the links written there from the template's.
    let markdown: [RenderedMarkdown]
    /// Every `href` and `src` value of the page, as written in it, each ended by a zero byte.
    let links: [UInt8]

    /// Each link value's bytes, in page order.
    func forEachLink(_ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        while let end = links[start...].firstIndex(of: 0) {
            body(links[start..<end])
            start = end + 1
        }
    }
}
