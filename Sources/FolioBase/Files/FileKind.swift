#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, after following symbolic links, as `stat` tells it.
package enum FileKind: Equatable, Sendable {
    case regular(size: Int64)
    case folder(device: UInt64, inode: UInt64)
    /// A named pipe, socket or device: reading one may block forever or never end.
    case special(String)
    /// A symbolic link whose target does not exist (or a loop of links).
    case danglingLink(target: String)
    case missing

    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                self = .danglingLink(target: Self.linkTarget(path))
            } else {
                self = .missing
            }
            return
        }
        self = Self(info)
    }

    package init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular(size: Int64(info.st_size))
        case S_IFDIR: self = .folder(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        case S_IFIFO: self = .special("a named pipe")
        case S_IFSOCK: self = .special("a socket")
        case S_IFCHR: self = .special("a character device")
        case S_IFBLK: self = .special("a block device")
        default: self = .special("not a regular file")
        }
    }

    /// Where a symbolic link points, as written in it.
    package static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What is wrong with finding a file of this kind where Folio reads files: a special file is
    /// passed over with a warning, a link to nothing is an error; nil for anything else.
    package func problemWhenListed(at location: SourceLocation) -> FolioError? {
        switch self {
        case .special(let kind): .warning(at: location, "is \(kind), not a regular file; it is not read")
        case .danglingLink(let target): FolioError(at: location, "is a symbolic link to \(target.quotedForMessage), which does not exist")
        case .regular, .folder, .missing: nil
        }
    }
}
