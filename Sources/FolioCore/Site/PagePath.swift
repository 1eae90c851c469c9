/// Where a file sits in the output folder, as `/`-separated segments, e.g. `notes/qq/index.html`.
struct PagePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    let segments: [String]
    /// The segments joined with `/`.
    let description: String

    init(_ segments: [String]) {
        self.segments = segments
        self.description = segments.joined(separator: "/")
    }

    init(_ path: String) {
        self.init(path.split(separator: "/").map(String.init))
    }

    static func == (lhs: PagePath, rhs: PagePath) -> Bool {
        lhs.description == rhs.description
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// Byte order of the paths, the same on every machine.
    static func < (lhs: PagePath, rhs: PagePath) -> Bool {
        lhs.description.precedesInByteOrder(rhs.description)
    }

    /// The folder the page is in, `/`-joined (`""` at the top).
    var folder: String { segments.dropLast().joined(separator: "/") }

    /// The relative link from this page to `target`, so the site works from file:// and any subpath.
    func link(to target: PagePath) -> String {
        let from = segments.dropLast()
        var common = 0
        while common < from.count, common < target.segments.count - 1,
              from[from.startIndex + common] == target.segments[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + target.segments[common...]).joined(separator: "/")
    }

    /// The prefix that leads from this page back to the output's root: `""`, `"../"`, `"../../"`.
    var rootPrefix: String {
        String(repeating: "../", count: segments.count - 1)
    }
}
