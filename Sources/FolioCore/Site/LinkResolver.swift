/// Resolves a relative link against a page's folder to a path inside the output, on bytes:
/// `.` and empty segments are skipped, `..` goes up, a leading `/` starts at the top.
struct LinkResolver {
    private let folder: LinkResolverBuffer
    /// Reused from link to link.
    private var buffer = LinkResolverBuffer()

    init<Segments: Sequence>(folder segments: Segments) where Segments.Element == String {
        var folder = LinkResolverBuffer()
        for segment in segments { folder.append(segment.utf8) }
        self.folder = folder
    }

    /// The target's path, or nil when the link climbs above the top of the site.
    mutating func resolve<Bytes: Collection>(_ link: Bytes) -> PathBytes? where Bytes.Element == UInt8 {
        buffer.reset(to: link.first == UInt8(ascii: "/") ? LinkResolverBuffer() : folder)
        var rest = link[...]
        while true {
            let end = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            let segment = rest[..<end]
            if segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                guard buffer.removeLast() else { return nil }
            } else if !segment.isEmpty, !segment.elementsEqual([UInt8(ascii: ".")]) {
                buffer.append(segment)
            }
            if end == rest.endIndex { break }
            rest = rest[rest.index(after: end)...]
        }
        // Shares the buffer's storage until the next call.
        return PathBytes(buffer.path)
    }
}

/// Segments joined with `/`, with where each starts, so the last can be dropped.
struct LinkResolverBuffer {
    var path: [UInt8] = []
    var starts: [Int] = []

    mutating func reset(to other: LinkResolverBuffer) {
        path.removeAll(keepingCapacity: true)
        path.append(contentsOf: other.path)
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: other.starts)
    }

    mutating func append<Bytes: Collection>(_ segment: Bytes) where Bytes.Element == UInt8 {
        if !path.isEmpty { path.append(UInt8(ascii: "/")) }
        starts.append(path.count)
        path.append(contentsOf: segment)
    }

    /// Drops the last segment; false when there is none.
    mutating func removeLast() -> Bool {
        guard let start = starts.popLast() else { return false }
        path.removeSubrange(max(0, start - 1)...)
        return true
    }
}
