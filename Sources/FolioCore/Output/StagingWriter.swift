import Foundation

/// Writes files under a root folder, refusing any path that would leave it.
struct StagingWriter {
    let root: URL

    func write(_ files: [OutputFile]) throws {
        let fileManager = FileManager()
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        var madeFolders: Set<[String]> = [[]]
        for file in files {
            let segments = file.path.segments
            guard !segments.isEmpty, segments.allSatisfy(Self.isSafeSegment) else {
                throw FolioError(at: SourceLocation(file: file.path.description), "is not a path inside the output folder")
            }
            let folder = Array(segments.dropLast())
            if !madeFolders.contains(folder) {
                try fileManager.createDirectory(
                    at: folder.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) },
                    withIntermediateDirectories: true)
                for depth in 1...folder.count { madeFolders.insert(Array(folder.prefix(depth))) }
            }
            let url = segments.reduce(root) { $0.appendingPathComponent($1) }
            try file.data.write(to: url)
        }
    }

    static func isSafeSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".." && !segment.contains("/")
            && !segment.contains("\u{0}") && segment.utf8.count <= 255
    }
}
