import FolioBase
import FolioModel
import FolioOutput

/// Resolves a relative link against a page's folder to a path inside the output, on bytes:
/// `.` and empty segments are skipped, `..` goes up, a leading `/` starts at the top.
package struct LinkResolver {
    private let folder: LinkResolverBuffer
    /// Reused from link to link.
    private var buffer = LinkResolverBuffer()

    package init<Segments: Sequence>(folder segments: Segments) where Segments.Element == String {
        var folder = LinkResolverBuffer()
        for segment in segments { folder.append(segment.utf8) }
        self.folder = folder
    }

    /// The target's path, or nil when the link climbs above the top of the site.
    package mutating func resolve<Bytes: Collection>(_ link: Bytes) -> PathBytes? where Bytes.Element == UInt8 {
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
