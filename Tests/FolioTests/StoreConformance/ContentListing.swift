import Foundation

/// Everything under a folder, hidden or not, folders too: each entry's relative path, size and
/// modification time. A build that writes beside its data (a `-wal`, a `-shm`, a cache), even a
/// file it removes again (its folder's time changes), leaves another listing.
struct ContentListing: Equatable {
    struct Entry: Equatable, CustomStringConvertible {
        let path: String
        let size: UInt64
        let modified: Date

        var description: String { "\(path) (\(size) bytes, modified \(modified.timeIntervalSince1970))" }
    }

    /// By path.
    let entries: [Entry]

    init(_ folder: URL) throws {
        let fileManager = FileManager.default
        var entries = [Entry(path: ".", attributes: try fileManager.attributesOfItem(atPath: folder.path))]
        for path in try fileManager.subpathsOfDirectory(atPath: folder.path) {
            entries.append(Entry(path: path, attributes: try fileManager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)))
        }
        self.entries = entries.sorted { $0.path < $1.path }
    }

    /// What `later` holds that this does not, and what it lost: `+ entry`, `- entry`.
    func changes(to later: ContentListing) -> [String] {
        later.entries.filter { !entries.contains($0) }.map { "+ \($0)" } + entries.filter { !later.entries.contains($0) }.map { "- \($0)" }
    }
}

extension ContentListing.Entry {
    init(path: String, attributes: [FileAttributeKey: Any]) {
        self.path = path
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}
