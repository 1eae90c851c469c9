import Foundation
import FolioMarkdown

/// A page once rendered and written: what checking its links needs, without its HTML.
struct RenderedPage: Sendable {
    let path: PagePath
    let template: String
    /// The record the page shows, if one.
    let source: SourceLocation?
    /// The record's texts on the page, to tell the links written there from the template's
    /// (let go once the links are checked).
    var markdown: [StoredText]
    /// What is wrong with its links (`LinkChecker`), found as its batch of pages is done.
    var problems: [FolioError] = []
    /// Every `href` and `src` value of the page, as written in it, each ended by a zero byte
    /// (let go once they are checked).
    var links: [UInt8]
    /// False for a page carried over from the last build: its print was unchanged, so its file
    /// was linked from the last output, not rendered.
    var rendered = true
    /// True for a carried page that had no link problems in the last build: while the site's
    /// files are the same it has none, and its links are not read. A carried page that had some
    /// (their words may depend on more than the page: whether a file beside the data exists, is
    /// hidden, or lies past a symbolic link), or any carried page when files came or went, has
    /// its links read from its file and checked again.
    var linksKnownGood = false

    /// Every `href` and `src` value of `html`, each ended by a zero byte (as `links` keeps them).
    static func links(in html: Data) -> [UInt8] {
        var links: [UInt8] = []
        html.withUnsafeBytes { bytes in
            LinkScanner.forEachValue(in: bytes.bindMemory(to: UInt8.self)) { value in
                links.append(contentsOf: value)
                links.append(0)
            }
        }
        return links
    }

    /// Each link value's bytes, in page order.
    func forEachLink(_ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        while let end = links[start...].firstIndex(of: 0) {
            body(links[start..<end])
            start = end + 1
        }
    }
}
