import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files under a root folder, refusing any path that would leave it.
///
/// Files are written with plain `open`/`write`: Foundation's `Data.write(to:)` syncs each file to
/// disk on Linux, which made writing 12,000 pages take seconds. The staging folder is moved into
/// place only after every write succeeded.
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
            try Self.write(file.data, to: root.path + "/" + segments.joined(separator: "/"))
        }
    }

    private static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }

    static func isSafeSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".." && !segment.contains("/")
            && !segment.contains("\u{0}") && segment.utf8.count <= 255
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
