/// Where a file sits in the output folder, as `/`-separated segments, e.g. `notes/qq/index.html`.
public struct PagePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let segments: [String]
    /// The segments joined with `/`.
    public let description: String

    public init(_ segments: [String]) {
        self.segments = segments
        self.description = segments.joined(separator: "/")
    }

    public init(_ path: String) {
        self.init(path.split(separator: "/").map(String.init))
    }

    public static func == (lhs: PagePath, rhs: PagePath) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// Byte order of the paths, the same on every machine.
    public static func < (lhs: PagePath, rhs: PagePath) -> Bool {
        lhs.description.utf8.lexicographicallyPrecedes(rhs.description.utf8)
    }

    /// The folder the page is in, `/`-joined (`""` at the top).
    public var folder: String { segments.dropLast().joined(separator: "/") }

    /// The relative link from this page to `target`, so the site works from file:// and any subpath.
    public func link(to target: PagePath) -> String {
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
    public var rootPrefix: String {
        String(repeating: "../", count: segments.count - 1)
    }
}
