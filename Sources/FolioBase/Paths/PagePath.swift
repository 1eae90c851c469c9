/// Where a file sits in the output folder, as `/`-separated segments, e.g. `notes/qq/index.html`.
package struct PagePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let segments: [String]
    /// The segments joined with `/`.
    package let description: String

    package init(_ segments: [String]) {
        self.segments = segments
        self.description = segments.joined(separator: "/")
    }

    package init(_ path: String) {
        self.init(path.split(separator: "/").map(String.init))
    }

    package static func == (lhs: PagePath, rhs: PagePath) -> Bool {
        lhs.description == rhs.description
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// Byte order of the paths, the same on every machine.
    package static func < (lhs: PagePath, rhs: PagePath) -> Bool {
        lhs.description.precedesInByteOrder(rhs.description)
    }

    /// The folder the page is in, `/`-joined (`""` at the top).
    package var folder: String { segments.dropLast().joined(separator: "/") }

    /// The relative link from this page to `target`, so the site works from file:// and any subpath.
    /// Folders are the same when their names' bytes are, as for the file system (`String`'s `==`
    /// would also match another Unicode normalisation, at a cost on every link of every page).
    package func link(to target: PagePath) -> String {
        let folders = segments.count - 1
        var common = 0
        while common < folders, common < target.segments.count - 1, segments[common].utf8.count == target.segments[common].utf8.count,
              segments[common].utf8.elementsEqual(target.segments[common].utf8) {
            common += 1
        }
        guard !target.segments.isEmpty else { return Array(repeating: "..", count: folders - common).joined(separator: "/") }
        var link = String(repeating: "../", count: folders - common)
        for index in common..<target.segments.count {
            if index > common { link += "/" }
            link += target.segments[index]
        }
        return link
    }

    /// The prefix that leads from this page back to the output's root: `""`, `"../"`, `"../../"`.
    package var rootPrefix: String {
        String(repeating: "../", count: segments.count - 1)
    }
}
