import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written a buffer at a time beside where it belongs, and moved there when complete: a
/// big file Folio keeps for itself costs one buffer of memory, and a build that stops half-way
/// leaves the old file whole.
struct ByteFile {
    private let url: URL
    private let partial: URL
    private let descriptor: Int32

    init(url: URL) throws {
        self.url = url
        partial = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".partial")
        descriptor = open(partial.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Writes and empties `writer`'s bytes.
    func write(_ writer: inout ByteWriter) throws {
        defer { writer.bytes.removeAll(keepingCapacity: true) }
        try writer.bytes.withUnsafeBytes { try write($0) }
    }

    /// Writes `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        try WholeWrite.write(bytes, to: descriptor)
    }

    /// Closes the file and moves it into place.
    func finish() throws {
        guard close(descriptor) == 0, rename(partial.path, url.path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(partial.path)
            throw error
        }
    }

    /// Closes and removes the unfinished file.
    func abandon() {
        close(descriptor)
        unlink(partial.path)
    }

    /// Writes `writer`'s bytes to `url` as one whole file, in place only when all are written.
    static func write(_ writer: inout ByteWriter, to url: URL) throws {
        let file = try ByteFile(url: url)
        do {
            try file.write(&writer)
            try file.finish()
        } catch {
            file.abandon()
            throw error
        }
    }
}
