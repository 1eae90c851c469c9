import Foundation

/// Checks that every link inside the site leads to a file the build writes. A broken link a
/// template made is an error; one written in a record's Markdown is a warning naming the page,
/// the record and the link (an error under `--strict`).
public struct LinkChecker: Sendable {
    let files: Set<String>
    let outputName: String

    /// `files`: every path the build writes, relative to the output.
    public init(files: Set<String>, outputName: String) {
        self.files = files
        self.outputName = outputName
    }

    /// The problems of all pages, in page order. Each distinct link is resolved once per folder.
    public func check(_ pages: [Page], workers: Int) -> [FolioError] {
        var distinct: [String: [String: Int]] = [:]
        var queries: [(folder: PagePath, link: String)] = []
        for page in pages {
            let folder = page.path.folder
            for link in page.links where distinct[folder]?[link] == nil {
                distinct[folder, default: [:]][link] = queries.count
                queries.append((page.path, link))
            }
        }
        let answers = Parallel.map(queries.count, workers: workers) { problem(with: queries[$0].link, on: queries[$0].folder) }
        var found: [FolioError] = []
        for page in pages {
            let answersHere = distinct[page.path.folder] ?? [:]
            var fromMarkdown: [String: Int] = [:]
            for link in page.markdownLinks { fromMarkdown[link, default: 0] += 1 }
            for link in page.links {
                guard let index = answersHere[link], let problem = answers[index] else { continue }
                if let count = fromMarkdown[link], count > 0 {
                    fromMarkdown[link] = count - 1
                    found.append(.warning(at: page.source ?? location(of: page), "link \(link.quotedForMessage) on \(page.path) \(problem)"))
                } else {
                    found.append(FolioError(at: location(of: page), "link \(link.quotedForMessage) from template \(page.template) \(problem)"))
                }
            }
        }
        return found
    }

    private func location(of page: Page) -> SourceLocation {
        SourceLocation(file: "\(outputName)/\(page.path)")
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
