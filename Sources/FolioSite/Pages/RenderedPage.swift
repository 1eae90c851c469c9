import Foundation
import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

/// A page once rendered and written: what checking its links needs, without its HTML.
package struct RenderedPage: Sendable {
    package let path: PagePath
    package let template: String
    /// The record the page shows, if one.
    package let source: SourceLocation?
    /// The record's texts on the page, to tell the links written there from the template's
    /// (let go once the links are checked).
    package var markdown: [RenderedText]
    /// What is wrong with its links (`LinkChecker`), found as its batch of pages is done.
    package var problems: [FolioError] = []
    /// Every `href` and `src` value of the page, as written in it, each ended by a zero byte
    /// (let go once they are checked).
    package var links: [UInt8]

    /// Every `href` and `src` value of `html`, each ended by a zero byte (as `links` keeps them).
    package static func links(in html: Data) -> [UInt8] {
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
    package func forEachLink(_ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        while let end = links[start...].firstIndex(of: 0) {
            body(links[start..<end])
            start = end + 1
        }
    }
}
