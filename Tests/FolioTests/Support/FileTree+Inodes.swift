import Foundation

extension FileTree {
    /// Each file's inode under `folder`: a file written again gets a new one, one left as it was keeps its own.
    static func inodes(_ folder: URL) throws -> [String: Int] {
        try stamps(folder).mapValues(\.inode)
    }

    /// Each file's inode and modification time (to the nanosecond) under `folder`.
    static func stamps(_ folder: URL) throws -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        for path in try FileTree(folder).paths {
            var info = stat()
            guard stat(folder.appendingPathComponent(path).path, &info) == 0 else { throw CocoaError(.fileReadUnknown) }
            result[path] = FileStamp(inode: Int(info.st_ino), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        }
        return result
    }
}

/// What says a file was left as it was: the same inode, modified at the same instant.
struct FileStamp: Equatable {
    let inode: Int
    let seconds: Int
    let nanoseconds: Int
}
