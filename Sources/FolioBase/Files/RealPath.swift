import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths with every symbolic link resolved, so that two names for one folder compare equal
/// even when the folder does not exist yet.
package enum RealPath {
    /// The path of `url` with links resolved in the longest part of it that exists.
    package static func of(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing.path, nil) {
                defer { free(resolved) }
                var path = String(cString: resolved)
                for name in rest.reversed() { path = path == "/" ? "/" + name : path + "/" + name }
                return path
            }
            let parent = existing.deletingLastPathComponent()
            if parent.path == existing.path { return url.standardizedFileURL.path }
            rest.append(existing.lastPathComponent)
            existing = parent
        }
    }

    /// Whether `path` lies inside `folder` (not equal to it).
    package static func `is`(_ path: String, inside folder: String) -> Bool {
        path != folder && path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
