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
