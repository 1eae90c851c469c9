import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which build last put an output in place: the device, inode and change time of the marker
/// file (`OutputFolder.markerName`), whose change time every build renews (`renew`) without
/// touching its bytes, inode or modification time. The memento keeps it, so a build can tell
/// that the output is still the one the memento describes and change only the files that
/// differ (`OutputPatch`); after any other build, a restored copy or a marker written by hand,
/// the stamp differs and the whole output is staged again.
struct OutputStamp: Codable, Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let seconds: Int
    let nanoseconds: Int

    /// Gives the output at `output` a stamp of its own (setting its marker's mode, which sets the
    /// change time) and returns it; nil when that fails.
    static func renew(_ output: URL) -> OutputStamp? {
        guard chmod(output.path + "/" + OutputFolder.markerName, 0o644) == 0 else { return nil }
        return of(output)
    }

    /// Gives the file at `target` the access and modification times of the one at `source`, when there is one.
    static func copyModificationTime(from source: URL, to target: URL) {
        var info = stat()
        guard lstat(source.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        let times = [info.st_atim, info.st_mtim]
        _ = utimensat(AT_FDCWD, target.path, times, 0)
    }

    /// The stamp of the output at `output`, or nil when it has no marker.
    static func of(_ output: URL) -> OutputStamp? {
        var info = stat()
        guard lstat(output.path + "/" + OutputFolder.markerName, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return OutputStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), seconds: Int(info.st_ctim.tv_sec), nanoseconds: Int(info.st_ctim.tv_nsec))
    }
}
