import Foundation
import FolioBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a built output folder holds: every path in it that is not a folder (files, and anything
/// else a hand put there), and every folder, relative to it with `/` between names. Symbolic
/// links are listed as they are, not followed.
package struct OutputTree {
    package var files: [String] = []
    package var folders: [String] = []

    /// The tree under `root`; throws when a folder cannot be read.
    package init(root: String) throws {
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(path) else { throw OutputFailure.system("read the folder \(path)") }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                // Read in place: an entry is only as long as its name, and a copy of the whole
                // `dirent` (`pointee`) can read past the end of the buffer `readdir` fills.
                let raw = UnsafeRawPointer(entry)
                let name = String(cString: raw.advanced(by: Self.nameOffset).assumingMemoryBound(to: CChar.self))
                guard name != ".", name != ".." else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                if Self.isFolder(type: raw.load(fromByteOffset: Self.typeOffset, as: UInt8.self), path: root + "/" + child) {
                    folders.append(child)
                    pending.append(child)
                } else {
                    files.append(child)
                }
            }
        }
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    private static let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!

    /// By the entry's type, or by `lstat` where the file system does not give it.
    private static func isFolder(type: UInt8, path: String) -> Bool {
        if Int32(type) != Int32(DT_UNKNOWN) { return Int32(type) == Int32(DT_DIR) }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// A file system call that failed while the output was being put in place, in plain words.
package struct OutputFailure: Error, CustomStringConvertible {
    package let description: String

    /// "could not <what>: <the system's reason>", from `errno`.
    package static func system(_ what: String) -> OutputFailure {
        OutputFailure(description: "could not \(what): \(String(cString: strerror(errno)))")
    }
}
