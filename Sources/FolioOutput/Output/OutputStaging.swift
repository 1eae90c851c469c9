import Foundation
import FolioBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A build's staging folder beside its output (`.<name>.folio-staging`), made while the build
/// holds the output's lock. Each file the build makes is compared with the output's file at the
/// same path: one with the same bytes is left where it is, untouched (its inode and modification
/// time stay, so rsync and `aws s3 sync` send only what changed); any other is written under
/// `site/` here. `commit` puts those in place and removes the output's files the build no longer
/// makes (`OutputUpdate`), or moves `site/` into place whole when there is no output yet. The
/// staging folder is removed when the build ends, however it ends; one a killed build left is
/// removed by the next.
package final class OutputStaging: Sendable {
    package let output: OutputFolder
    /// Held until the staging folder is gone.
    private let lock: OutputLock
    private let root: String
    private let site: String
    /// The live output, when there is one.
    private let live: String?

    private init(output: OutputFolder, lock: OutputLock, root: String, live: String?) {
        self.output = output
        self.lock = lock
        self.root = root
        self.site = root + "/site"
        self.live = live
    }

    /// Takes the output's lock and makes an empty staging folder.
    package static func begin(_ output: OutputFolder) throws -> OutputStaging {
        let lock = try OutputLock.take(output)
        let root = OutputSiblings(of: output.url).staging
        let fileManager = FileManager()
        do {
            if fileManager.fileExists(atPath: root.path) { try fileManager.removeItem(at: root) }
            try fileManager.createDirectory(at: root.appendingPathComponent("site"), withIntermediateDirectories: true)
        } catch {
            throw FolioError(at: output.location, "could not make a staging folder beside it", cause: error)
        }
        var isFolder: ObjCBool = false
        let live = fileManager.fileExists(atPath: output.url.path, isDirectory: &isFolder) && isFolder.boolValue ? output.url.path : nil
        return OutputStaging(output: output, lock: lock, root: root.path, live: live)
    }

    /// Where the build may copy a database it cannot read in place (`DatabaseCopy`): a folder of
    /// the staging folder, gone with it.
    package var copies: URL { URL(fileURLWithPath: root + "/copies", isDirectory: true) }

    /// The output's file at `path` as it is now, when it is a regular file within `limit` bytes.
    package func liveBytes(of path: PagePath, limit: Int64) -> [UInt8]? {
        guard let live else { return nil }
        return try? RegularFile(url: URL(fileURLWithPath: live + "/" + path.description), location: SourceLocation(file: path.description))
            .bytes(limit: limit)
    }

    /// Stages `file` unless the output holds the same bytes at its path; true when it was staged.
    @discardableResult
    package func stage(_ file: OutputFile) throws -> Bool {
        let path = file.path.description
        guard !file.path.segments.isEmpty, file.path.segments.allSatisfy(Self.isSafeSegment) else {
            throw FolioError(at: SourceLocation(file: path), "is not a path inside the output folder")
        }
        return try file.data.withUnsafeBytes { bytes in
            if let live, Self.file(at: live + "/" + path, holds: bytes) { return false }
            do {
                try Self.write(bytes, to: site + "/" + path)
            } catch {
                throw FolioError(at: output.location, "could not write \(path) into the staging folder; the output is untouched", cause: error)
            }
            return true
        }
    }

    /// Puts the staged files and the output's marker in place, and removes the output's files
    /// whose paths are not in `made` (every other file of this build, by path); then the staging
    /// folder goes. Returns how many of `made` were written, and how many files were removed.
    package func commit(made: Set<PathBytes>) throws -> (written: Int, removed: Int) {
        defer { discard() }
        let marker = try stage(OutputFolder.marker) ? 1 : 0
        var every = made
        every.insert(PathBytes(OutputFolder.markerName))
        do {
            let tree = try live.map(OutputTree.init(root:))
            guard let live, let tree, !(tree.files.isEmpty && tree.folders.isEmpty) else {
                // No output yet, or an empty folder: the staged site is the whole output.
                if let live { rmdir(live) }
                guard rename(site, output.url.path) == 0 else { throw OutputFailure.system("move the new site into place") }
                return (made.count, 0)
            }
            let (written, removed) = try OutputUpdate(output: live, staged: site, replaced: root + "/replaced").apply(made: every, live: tree)
            return (written - marker, removed)
        } catch {
            throw FolioError(at: output.location, "could not put the new site in place; the previous one is untouched", cause: error)
        }
    }

    /// Removes the staging folder (a failed build's, or what a commit left).
    package func discard() {
        try? FileManager().removeItem(atPath: root)
    }

    /// Whether the regular file at `path` holds exactly `bytes`.
    private static func file(at path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        guard bytes.count > 0 else { return true }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < bytes.count {
            let count = read(descriptor, buffer.baseAddress! + filled, bytes.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            filled += count
        }
        return memcmp(buffer.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }

    /// Writes a new file, making the folders it goes in when they are not there yet.
    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT {
            try FileManager().createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try WholeWrite.write(bytes, to: descriptor)
    }

    /// Read as bytes: comparing with "." as strings normalised every name that is not ASCII
    /// (nothing else is canonically "." or "..").
    package static func isSafeSegment(_ segment: String) -> Bool {
        let count = segment.utf8.count
        guard count > 0, count <= 255 else { return false }
        if count <= 2, segment.utf8.allSatisfy({ $0 == UInt8(ascii: ".") }) { return false }
        return !segment.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
    }
}
