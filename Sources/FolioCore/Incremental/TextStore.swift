import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where rendered texts wait until a page, the feed or the search index reads them: a file, so
/// a build's memory does not grow with its texts (a million memos' HTML and plain text are
/// gigabytes), or memory, for a model made outside a build. Texts come from several threads:
/// each append takes its place under the lock and writes outside it. A read or write that fails
/// is kept (`failure`) for the build to report; the text then reads as empty, and the build
/// fails, so no page is published without its text. A store can also be the next build's text
/// cache (`TextCache+File`) while it is written: a file under a name of its own (`partial`), or
/// the last build's cache with the new texts added after its end (`appending`).
final class TextStore: @unchecked Sendable {
    private let lock = NSLock()
    /// -1 when the texts are in `memory`.
    private let descriptor: Int32
    private var memory: [UInt8] = []
    private var end: Int64
    private var firstFailure: String?
    /// What `abandon` undoes of a `partial` or `appending` file not yet kept.
    private var unfinished: Unfinished?

    private enum Unfinished {
        /// A file of its own, to be removed.
        case partial(path: String)
        /// A file that was this long before, to be cut back to it.
        case appended(path: String, length: Int64)
    }

    /// Texts kept in memory.
    init() {
        descriptor = -1
        end = 0
    }

    private init(descriptor: Int32, end: Int64) {
        self.descriptor = descriptor
        self.end = end
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// A file at `url` that no one else sees: removed as soon as it is open, so it goes when the
    /// store does, even if the build stops half-way.
    static func spool(at url: URL) throws -> TextStore {
        unlink(url.path)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        unlink(url.path)
        return TextStore(descriptor: descriptor, end: 0)
    }

    /// A file at `url` that starts with `head`, kept under that name until it is moved into
    /// place (`keep(as:)`) or removed (`abandon`).
    static func partial(at url: URL, head: [UInt8]) throws -> TextStore {
        unlink(url.path)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try head.withUnsafeBytes { try WholeWrite.write($0, to: descriptor) }
        } catch {
            close(descriptor)
            unlink(url.path)
            throw error
        }
        let store = TextStore(descriptor: descriptor, end: Int64(head.count))
        store.unfinished = .partial(path: url.path)
        return store
    }

    /// The file at `url`, read from and added to after its end, until it is kept (`keep(as:)`)
    /// or cut back to what it was (`abandon`).
    static func appending(to url: URL) -> TextStore? {
        let descriptor = open(url.path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, lockWithoutWaiting(descriptor, LOCK_EX) else {
            close(descriptor)
            return nil
        }
        let store = TextStore(descriptor: descriptor, end: Int64(status.st_size))
        store.unfinished = .appended(path: url.path, length: Int64(status.st_size))
        return store
    }

    /// The file at `url`, to read texts from where another build wrote them (`TextCache+File`).
    static func reading(_ url: URL) -> TextStore? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard lockWithoutWaiting(descriptor, LOCK_SH) else {
            close(descriptor)
            return nil
        }
        return TextStore(descriptor: descriptor, end: -1)
    }

    /// Locks the file (shared to read, exclusive to add to it) unless another open file holds a
    /// lock in the way: then false, and the build reads no texts from it, or writes a new file
    /// instead of adding to it, for it would see another build's unfinished bytes, or they its.
    /// The lock goes when the file is closed. A file system without locks counts as unlocked.
    private static func lockWithoutWaiting(_ descriptor: Int32, _ operation: Int32) -> Bool {
        while flock(descriptor, operation | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            return errno != EWOULDBLOCK
        }
        return true
    }

    /// The file's size, for a store that reads a file.
    var size: Int64? {
        guard descriptor >= 0 else { return nil }
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int64(status.st_size) : nil
    }

    /// How many bytes the store holds.
    var length: Int64 { lock.withLock { end } }

    /// Whether this is a `partial` or `appending` file not kept or abandoned yet.
    var isUnfinished: Bool { lock.withLock { unfinished != nil } }

    /// Whether this is an `appending` file not kept or abandoned yet, and the bytes it had.
    var appendedTo: Int64? {
        lock.withLock {
            guard case .appended(_, let length) = unfinished else { return nil }
            return length
        }
    }

    /// Moves a `partial` file to `url`, or keeps an `appending` one (at `url`) as it now is;
    /// the store reads on from it.
    func keep(as url: URL) throws {
        try lock.withLock {
            switch unfinished {
            case .partial(let path):
                guard rename(path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            case .appended(let path, _):
                guard path == url.path else { throw POSIXError(.EXDEV) }
            case nil:
                throw POSIXError(.ENOENT)
            }
            unfinished = nil
            Self.readOnly(descriptor)
        }
    }

    /// A file no longer added to holds a shared lock, as a reader's: another build may read it
    /// now, while this store lives on (in a model freed on another thread, or a session).
    private static func readOnly(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        while flock(descriptor, LOCK_SH | LOCK_NB) != 0, errno == EINTR {}
    }

    /// Removes a `partial` file, or cuts an `appending` one back to what it was: what another
    /// build reads is then as the last one left it.
    func abandon() {
        lock.withLock {
            switch unfinished {
            case .partial(let path): unlink(path)
            case .appended(_, let length):
                _ = ftruncate(descriptor, off_t(length))
                Self.readOnly(descriptor)
            case nil: break
            }
            unfinished = nil
        }
    }

    /// The first read or write that failed, in plain words.
    var failure: String? { lock.withLock { firstFailure } }

    /// Keeps `texts` one after another; returns where the first starts.
    func append(_ texts: String...) -> Int64 {
        append(texts.count, size: { texts[$0].utf8.count }) { index, body in
            var text = texts[index]
            return text.withUTF8(body)
        }
    }

    /// Keeps `pieces` (UTF-8) one after another; returns where the first starts.
    func append(utf8 pieces: [UInt8]...) -> Int64 {
        append(pieces.count, size: { pieces[$0].count }) { index, body in pieces[index].withUnsafeBufferPointer(body) }
    }

    /// Keeps `count` pieces one after another, each `size` bytes, handed to a closure by `bytes`
    /// (false when it could not be written); returns where the first starts.
    private func append(_ count: Int, size: (Int) -> Int, bytes: (Int, (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool) -> Int64 {
        let total = (0..<count).reduce(0) { $0 + size($1) }
        let offset: Int64 = lock.withLock {
            defer { end += Int64(total) }
            if descriptor < 0 {
                for index in 0..<count { _ = bytes(index) { memory.append(contentsOf: $0); return true } }
            }
            return end
        }
        guard descriptor >= 0 else { return offset }
        var at = offset
        for index in 0..<count {
            guard bytes(index, { write($0, at: at) }) else { break }
            at += Int64(size(index))
        }
        return offset
    }

    /// Keeps `bytes` after the rest; returns where they start.
    func append(bytes: UnsafeBufferPointer<UInt8>) -> Int64 {
        let offset: Int64 = lock.withLock {
            defer { end += Int64(bytes.count) }
            if descriptor < 0 { memory.append(contentsOf: bytes) }
            return end
        }
        if descriptor >= 0, !bytes.isEmpty { _ = write(bytes, at: offset) }
        return offset
    }

    /// The `count` bytes at `offset`, as text.
    func text(at offset: Int64, count: Int) -> String {
        guard count > 0 else { return "" }
        if descriptor < 0 {
            return lock.withLock { String(decoding: memory[Int(offset)..<Int(offset) + count], as: UTF8.self) }
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            read(into: UnsafeMutableRawBufferPointer(buffer), at: offset) ? count : 0
        }
    }

    /// The `count` bytes at `offset`; none when they could not be read (the failure is kept).
    func bytes(at offset: Int64, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        _ = copy(at: offset, count: count, to: &bytes)
        return bytes
    }

    /// Appends the `count` bytes at `offset` to `bytes`; false, with nothing appended, when they
    /// could not be read (the failure is kept).
    func copy(at offset: Int64, count: Int, to bytes: inout [UInt8]) -> Bool {
        guard count > 0 else { return true }
        if descriptor < 0 {
            lock.withLock { bytes.append(contentsOf: memory[Int(offset)..<Int(offset) + count]) }
            return true
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        guard bytes.withUnsafeMutableBytes({ read(into: UnsafeMutableRawBufferPointer(rebasing: $0[start...]), at: offset) }) else {
            bytes.removeSubrange(start...)
            return false
        }
        return true
    }

    private func write(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int64) -> Bool {
        whole(buffer.count, at: offset, "could not be written", endCode: ENOSPC) { pwrite(descriptor, buffer.baseAddress! + $0, buffer.count - $0, $1) }
    }

    private func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) -> Bool {
        whole(buffer.count, at: offset, "could not be read back", endCode: EIO) { pread(descriptor, buffer.baseAddress! + $0, buffer.count - $0, $1) }
    }

    /// Calls `transfer(done, position)` until `count` bytes are moved; a call that moves none
    /// fails with `endCode`, one that fails with its own.
    private func whole(_ count: Int, at offset: Int64, _ what: String, endCode: Int32, _ transfer: (Int, off_t) -> Int) -> Bool {
        var done = 0
        while done < count {
            let moved = transfer(done, off_t(offset) + off_t(done))
            if moved < 0, errno == EINTR { continue }
            guard moved > 0 else { return fail(what, errno: moved < 0 ? errno : endCode) }
            done += moved
        }
        return true
    }

    private func fail(_ what: String, errno code: Int32) -> Bool {
        let reason = String(cString: strerror(code))
        lock.withLock { if firstFailure == nil { firstFailure = "the rendered texts \(what): \(reason)" } }
        return false
    }
}
