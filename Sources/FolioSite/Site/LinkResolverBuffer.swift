import FolioBase
import FolioModel
import FolioOutput

/// Segments joined with `/`, with where each starts, so the last can be dropped.
package struct LinkResolverBuffer {
    package var path: [UInt8] = []
    package var starts: [Int] = []

    package mutating func reset(to other: LinkResolverBuffer) {
        path.removeAll(keepingCapacity: true)
        path.append(contentsOf: other.path)
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: other.starts)
    }

    package mutating func append<Bytes: Collection>(_ segment: Bytes) where Bytes.Element == UInt8 {
        if !path.isEmpty { path.append(UInt8(ascii: "/")) }
        starts.append(path.count)
        path.append(contentsOf: segment)
    }

    /// Drops the last segment; false when there is none.
    package mutating func removeLast() -> Bool {
        guard let start = starts.popLast() else { return false }
        path.removeSubrange(max(0, start - 1)...)
        return true
    }
}
