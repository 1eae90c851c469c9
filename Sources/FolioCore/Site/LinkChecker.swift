import Foundation

/// Checks that every link inside the site leads to a file the build writes. A broken link a
/// template made is an error; one written in a record's Markdown is a warning naming the page,
/// the record and the link (an error under `--strict`).
public struct LinkChecker: Sendable {
    let files: Set<String>
    let outputName: String

    public init(files: [OutputFile], outputName: String) {
        self.files = Set(files.map(\.path.description))
        self.outputName = outputName
    }

    public func check(_ page: Page, html: Data, diagnostics: inout Diagnostics) {
        var fromMarkdown: [String: Int] = [:]
        for fragment in page.markdownHTML {
            for link in LinkScanner.links(in: Array(fragment.utf8)) { fromMarkdown[link, default: 0] += 1 }
        }
        let pageLocation = SourceLocation(file: "\(outputName)/\(page.path)")
        for link in LinkScanner.links(in: [UInt8](html)) {
            guard let problem = problem(with: link, on: page.path) else { continue }
            if let count = fromMarkdown[link], count > 0 {
                fromMarkdown[link] = count - 1
                diagnostics.warn(at: page.source ?? pageLocation, "link \(link.quotedForMessage) on \(page.path) \(problem)")
            } else {
                diagnostics.report(FolioError(at: pageLocation, "link \(link.quotedForMessage) from template \(page.template) \(problem)"))
            }
        }
    }

    /// Why the link is broken, or `nil` when it leads to a file of the site or leaves the site.
    func problem(with link: String, on page: PagePath) -> String? {
        if Self.isExternal(link) { return nil }
        let withoutFragment = link.prefix { $0 != "#" && $0 != "?" }
        if withoutFragment.isEmpty { return nil }
        let decoded: String
        if withoutFragment.contains("%") {
            guard let text = String(withoutFragment).removingPercentEncoding else { return "is not a valid URL" }
            decoded = text
        } else {
            decoded = String(withoutFragment)
        }
        var segments = decoded.hasPrefix("/") ? [] : Array(page.segments.dropLast())
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "", ".": continue
            case "..":
                guard !segments.isEmpty else { return "leads outside the site" }
                segments.removeLast()
            default: segments.append(String(segment))
            }
        }
        let target = segments.joined(separator: "/")
        if files.contains(target) { return nil }
        if files.contains(target.isEmpty ? "index.html" : target + "/index.html") {
            return "names a folder; name its index.html so the page opens from file://"
        }
        return "leads to no file in the site"
    }

    /// `https:`, `mailto:` and other schemes, and `//host/…`, lead outside the site.
    public static func isExternal(_ link: String) -> Bool {
        if link.hasPrefix("//") { return true }
        guard let colon = link.firstIndex(of: ":") else { return false }
        let scheme = link[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
