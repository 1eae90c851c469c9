import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Checks that every link inside the site leads to a file the build writes. A broken link a
/// template made is an error; one written in a record's Markdown is a warning naming the page,
/// the record and the link as written (an error under `--strict`). The renderer checks each
/// batch of pages as it is done (`SiteRenderer`); the "check links" stage reports what it found.
package struct LinkChecker: Sendable {
    /// Matched by bytes: a link must name the file as it is written (see `PathBytes`).
    package let files: Set<PathBytes>
    package let outputName: String
    /// Says why a record's link to a file beside the data is broken.
    package let linkedFiles: LinkedFiles?

    /// `files`: every path the build writes, relative to the output.
    package init<Paths: Sequence>(files: Paths, outputName: String, linkedFiles: LinkedFiles? = nil) where Paths.Element == String {
        self.init(files: Set(files.map(PathBytes.init)), outputName: outputName, linkedFiles: linkedFiles)
    }

    package init(files: Set<PathBytes>, outputName: String, linkedFiles: LinkedFiles? = nil) {
        self.files = files
        self.outputName = outputName
        self.linkedFiles = linkedFiles
    }

    /// The problems of one rendered page's links, in the order they appear.
    package func problems(of page: RenderedPage) -> [FolioError] {
        var broken: [(link: String, problem: String)] = []
        var resolver = LinkResolver(folder: page.path.segments.dropLast())
        page.forEachLink { value in
            if let problem = problem(with: value, on: page.path, resolver: &resolver) {
                broken.append((LinkScanner.decodeEntities(String(decoding: value, as: UTF8.self)), problem))
            }
        }
        guard !broken.isEmpty else { return [] }
        // Links the record's Markdown made, by their href in the page, each with the destination
        // as the text wrote it (the n-th href of a text's HTML is its n-th link or image).
        var fromMarkdown: [String: [String]] = [:]
        for rendered in page.markdown {
            let hrefs = LinkScanner.links(in: Array(rendered.html.utf8))
            let written = hrefs.count == rendered.links.count ? rendered.links : hrefs
            for (href, text) in zip(hrefs, written) { fromMarkdown[href, default: []].append(text) }
        }
        return broken.map { link, problem in
            if let written = fromMarkdown[link]?.first {
                fromMarkdown[link]?.removeFirst()
                let why = page.source.flatMap { linkedFiles?.reason(for: written, in: $0.file) } ?? problem
                return .warning(at: page.source ?? location(of: page), "link \(written.quotedForMessage) on \(page.path) \(why)")
            }
            return FolioError(at: location(of: page), "link \(link.quotedForMessage) from template \(page.template) \(problem)")
        }
    }

    private func location(of page: RenderedPage) -> SourceLocation {
        SourceLocation(file: "\(outputName)/\(page.path)")
    }

    /// The plain link (no entity, no percent escape) is resolved on its bytes; others as text.
    private func problem(with value: ArraySlice<UInt8>, on page: PagePath, resolver: inout LinkResolver) -> String? {
        if value.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "%") }) {
            return problem(with: LinkScanner.decodeEntities(String(decoding: value, as: UTF8.self)), on: page)
        }
        if Self.isExternal(value) { return nil }
        let path = value.prefix { $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "?") }
        if path.isEmpty { return nil }
        guard let target = resolver.resolve(path) else { return "leads outside the site" }
        return problem(withTarget: target)
    }

    /// Why the link is broken, or `nil` when it leads to a file of the site or leaves the site.
    package func problem(with link: String, on page: PagePath) -> String? {
        if Self.isExternal(link.utf8) { return nil }
        let withoutFragment = link.prefix { $0 != "#" && $0 != "?" }
        if withoutFragment.isEmpty { return nil }
        let decoded: String
        if withoutFragment.contains("%") {
            guard let text = String(withoutFragment).removingPercentEncoding else { return "is not a valid URL" }
            decoded = text
        } else {
            decoded = String(withoutFragment)
        }
        var resolver = LinkResolver(folder: page.segments.dropLast())
        guard let target = resolver.resolve(decoded.utf8) else { return "leads outside the site" }
        return problem(withTarget: target)
    }

    private func problem(withTarget target: PathBytes) -> String? {
        if files.contains(target) { return nil }
        let index = Array("index.html".utf8)
        if files.contains(PathBytes(target.bytes.isEmpty ? index : target.bytes + [UInt8(ascii: "/")] + index)) {
            return "names a folder; name its index.html so the page opens from file://"
        }
        return "leads to no file in the site"
    }

    /// `https:`, `mailto:` and other schemes, and `//host/…`, lead outside the site.
    package static func isExternal(_ link: String) -> Bool {
        isExternal(link.utf8)
    }

    package static func isExternal<Bytes: Collection>(_ link: Bytes) -> Bool where Bytes.Element == UInt8 {
        if link.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) { return true }
        guard let colon = link.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = link[..<colon]
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
