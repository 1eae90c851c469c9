import Foundation
import FolioBase

/// The lock a build holds on its output from the moment it may write there until it is done:
/// an exclusive `flock` on `.<name>.folio-lock` beside the folder. A second build of the same
/// output, in this process or another (`folio build`, `folio serve`), is refused at once with a
/// plain reason instead of removing the first one's staging folder from under it; neither waits.
/// The lock goes when the last reference to it does: the file is removed, then closed (the
/// system drops the lock of a process that ends, so a crashed build leaves only the empty file,
/// which the next build takes). A build that finds, once it has the lock, that the file it
/// locked is no longer the one at the path (a build that finished removed it) takes the new one.
/// A lock file Folio may not write (another user's, left by a crashed build) is opened to read,
/// which is all `flock` needs. Only where there is no lock file and none can be made (a folder
/// Folio may not make files in, a read-only disk) is there no lock: no build can write there,
/// and one that need not write (its output up to date) goes on as it did before there were locks.
package final class OutputLock: Sendable {
    private let descriptor: Int32
    private let url: URL
    /// The folders taking the lock made for it, outermost first: removed with it while empty,
    /// so a build that fails leaves nothing behind.
    private let made: [URL]

    private init(descriptor: Int32, url: URL, made: [URL]) {
        self.descriptor = descriptor
        self.url = url
        self.made = made
    }

    deinit {
        if descriptor >= 0 {
            if Self.names(url, descriptor) { unlink(url.path) }
            close(descriptor)
        }
        for folder in made.reversed() { rmdir(folder.path) }
    }

    /// Takes the lock on `folder`, making the folder it lies in when there is none yet (the build
    /// would make it for its staging folder anyway). A folder with no lock file that refuses to
    /// have one made counts as unlocked.
    package static func take(_ folder: OutputFolder) throws -> OutputLock {
        let url = OutputSiblings(of: folder.url).lock
        var made: [URL] = []
        func removeMade() { for folder in made.reversed() { rmdir(folder.path) } }
        for _ in 0..<100 {
            // Again on each try: a build that failed may have removed the folders it made.
            made += try makeFolders(for: folder)
            var descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor < 0, errno == EACCES || errno == EPERM {
                // A file that is there but not ours to write is locked all the same.
                descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
                if descriptor < 0, errno == ENOENT { return OutputLock(descriptor: -1, url: url, made: made) }
            }
            guard descriptor >= 0 else {
                if errno == ENOENT || errno == EINTR { continue }
                if errno == EROFS { return OutputLock(descriptor: -1, url: url, made: made) }
                let cause = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                removeMade()
                throw FolioError(at: folder.location, "could not make its lock file \(url.lastPathComponent) beside it", cause: cause)
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                guard errno == EWOULDBLOCK else { break }
                close(descriptor)
                removeMade()
                throw FolioError(
                    at: folder.location,
                    "another Folio build (`folio build` or `folio serve`) is writing this folder right now; this one wrote nothing. Run it again once that one has finished")
            }
            if names(url, descriptor) { return OutputLock(descriptor: descriptor, url: url, made: made) }
            close(descriptor)
        }
        removeMade()
        throw FolioError(at: folder.location, "could not lock it: its lock file \(url.lastPathComponent) kept being removed")
    }

    /// Whether the file at `url` is the one `descriptor` has open.
    private static func names(_ url: URL, _ descriptor: Int32) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && stat(url.path, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Makes the folders up to the one `folder` goes in that are not there yet; returns them.
    private static func makeFolders(for folder: OutputFolder) throws -> [URL] {
        var missing: [URL] = []
        var parent = folder.parent
        while !FileManager().fileExists(atPath: parent.path), parent.pathComponents.count > 1 {
            missing.insert(parent, at: 0)
            parent = parent.deletingLastPathComponent()
        }
        guard !missing.isEmpty else { return [] }
        do {
            try FileManager().createDirectory(at: folder.parent, withIntermediateDirectories: true)
        } catch {
            throw FolioError(at: folder.location, "could not make the folder it goes in", cause: error)
        }
        return missing
    }
}
