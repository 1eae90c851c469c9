import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file only when it is a regular file (after following links) within a size limit.
/// The file is opened without blocking and checked on the open descriptor, so a named pipe or a
/// device put in its place meanwhile is refused instead of hanging the build or reading forever.
package struct RegularFile {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package let url: URL
    package let location: SourceLocation

    package init(url: URL, location: SourceLocation) {
        self.url = url
        self.location = location
    }

    /// The whole file; an error naming it when it is not a regular file or is larger than `limit`.
    package func read(limit: Int64) throws -> Data {
        Data(try bytes(limit: limit))
    }

    /// The whole file as bytes (no second copy for parsers that read arrays).
    package func bytes(limit: Int64) throws -> [UInt8] {
        try withDescriptor(limit: limit) { descriptor, size in
            // One byte more than the size: a file that grew meanwhile is read to its end. The
            // buffers are not zeroed first (touching 15 MB twice showed in a rebuild's time):
            // the reads fill them, and each is as long as what its reads gave.
            func chunk(_ count: Int) throws -> [UInt8] {
                try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                    initialized = 0
                    while initialized < count {
                        let read = systemRead(descriptor, buffer.baseAddress! + initialized, count - initialized)
                        if read < 0 {
                            if errno == EINTR { continue }
                            throw FolioError(at: location, "cannot be read", cause: Failure(description: String(cString: strerror(errno))))
                        }
                        if read == 0 { break }
                        initialized += read
                    }
                }
            }
            var data = try chunk(Int(size) + 1)
            var full = data.count == Int(size) + 1
            while full {
                if Int64(data.count) > limit { throw tooLarge(Int64(data.count), limit: limit) }
                let more = try chunk(65_536)
                data += more
                full = more.count == 65_536
            }
            if Int64(data.count) > limit { throw tooLarge(Int64(data.count), limit: limit) }
            return data
        }
    }

    /// The first `count` bytes (fewer when the file is shorter).
    package func prefix(_ count: Int, limit: Int64) throws -> Data {
        try withDescriptor(limit: limit, whole: false) { descriptor, _ in
            var data = Data(count: count)
            let read = data.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, count) }
            guard read >= 0 else {
                throw FolioError(at: location, "cannot be read", cause: Failure(description: String(cString: strerror(errno))))
            }
            data.count = read
            return data
        }
    }

    /// The file's bytes, mapped into memory rather than read, so a large file costs no memory
    /// of its own; an error naming it when it is not a regular file or is larger than `limit`.
    package func withMappedBytes<T>(limit: Int64, _ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        try withDescriptor(limit: limit) { descriptor, size in
            guard size > 0 else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            guard let address = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
                throw FolioError(at: location, "cannot be read", cause: Failure(description: String(cString: strerror(errno))))
            }
            defer { munmap(address, Int(size)) }
            return try body(UnsafeRawBufferPointer(start: address, count: Int(size)))
        }
    }

    /// Opens the file and checks what it is before `body` reads it (`whole`: all of it); closes it after.
    private func withDescriptor<T>(limit: Int64, whole: Bool = true, _ body: (Int32, Int64) throws -> T) throws -> T {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno
            if case .danglingLink(let target) = FileKind(path: url.path) {
                throw FolioError(at: location, "is a symbolic link to \(target.quotedForMessage), which does not exist")
            }
            throw FolioError(at: location, "cannot be read", cause: Failure(description: String(cString: strerror(reason))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FolioError(at: location, "cannot be read", cause: Failure(description: String(cString: strerror(errno))))
        }
        switch FileKind(info) {
        case .regular(let size):
            if let kind = pseudoFileSystem() {
                throw FolioError(at: location, "is on \(kind), whose files are not data (reading one may never end); Folio does not read it")
            }
            if size > limit { throw tooLarge(size, limit: limit) }
            // Memory for a file is bounded by what it really holds on disk: a sparse file (holes
            // that read as zeros) of gigabytes may take a few kilobytes there.
            let onDisk = Int64(info.st_blocks) * 512
            if whole, size > Self.sparseAllowance, onDisk.multipliedReportingOverflow(by: Self.sparseRatio).partialValue < size {
                throw FolioError(at: location, "is \(ByteCount.text(size)) long but holds only \(ByteCount.text(onDisk)) on disk (a sparse file, mostly holes); Folio does not read it")
            }
            // Back to blocking reads: a regular file never blocks, and some file systems dislike O_NONBLOCK.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return try body(descriptor, size)
        case .folder:
            throw FolioError(at: location, "is a folder, expected a file")
        case .special(let kind):
            throw FolioError(at: location, "is \(kind), not a regular file")
        case .danglingLink, .missing:
            throw FolioError(at: location, "cannot be read")
        }
    }

    /// A file this small is read whatever it holds on disk (a file system may keep a small file
    /// inside its inode, with no block of its own).
    package static let sparseAllowance: Int64 = 64 * 1024
    /// A file larger than that is read only when it holds at least 1/32 of its size on disk:
    /// enough for a file system that compresses, never for a file of holes.
    package static let sparseRatio: Int64 = 32

    /// The pseudo file system the file lies on, by its real path (`/proc`, `/sys`, `/dev`), whose
    /// files report a size of 0 or of nothing they hold, and may block when read; nil elsewhere.
    private func pseudoFileSystem() -> String? {
        let path = RealPath.of(url)
        return ["/proc", "/sys", "/dev"].first { path == $0 || path.hasPrefix($0 + "/") }
    }

    private func tooLarge(_ size: Int64, limit: Int64) -> FolioError {
        FolioError(at: location, "is \(ByteCount.text(size)), more than the \(ByteCount.text(limit)) Folio reads from such a file")
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
