import Foundation

extension FileTree {
    /// Each file's inode under `folder`: a file written again gets a new one, one carried over keeps its own.
    static func inodes(_ folder: URL) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for path in try FileTree(folder).paths {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            result[path] = (attributes[.systemFileNumber] as? NSNumber)?.intValue
        }
        return result
    }
}
