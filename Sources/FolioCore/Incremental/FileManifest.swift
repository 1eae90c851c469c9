#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fingerprint of every file a build wrote (or of every page's print), by path. Saved in the
/// memento as a line `<name> <count>` and then `count` lines `size<TAB>hash<TAB>path`, sorted by
/// path, written a buffer at a time: a million pages' manifest as one JSON string was a few
/// hundred MB at once, the peak of the build. A path with a line break is left out (that file
/// is rewritten next time).
struct FileManifest: Equatable, Sendable {
    var prints: PathPrints

    init(_ prints: PathPrints) {
        self.prints = prints
    }

    init(paths prints: [String: Fingerprint]) {
        self.init(PathPrints(uniqueKeysWithValues: prints.map { (PathBytes($0.key), $0.value) }))
    }

    /// The entries as `write` writes them: sorted by path in byte order, compared on UTF-8
    /// (String's own order normalises non-ASCII text each time), without a path that holds a
    /// line break. The pairs are sorted, so no path is hashed again to find its print, and the
    /// paths are not copied.
    func sortedEntries() -> [(key: PathBytes, value: Fingerprint)] {
        prints.lazy.filter { !$0.key.bytes.contains(UInt8(ascii: "\n")) }.sortedInByteOrder(by: \.key)
    }

    /// Appends the section named `name`, with `entries` sorted beforehand (`sortedEntries()`), to
    /// `writer`, handing it to `flush` each time it holds a megabyte.
    static func write(named name: String, entries: [(key: PathBytes, value: Fingerprint)], to writer: inout ByteWriter,
                      flush: (inout ByteWriter) throws -> Void) rethrows {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        writer.bytes.append(contentsOf: "\(name) \(entries.count)\n".utf8)
        for (path, print) in entries {
            writer.bytes.append(contentsOf: String(print.size).utf8)
            writer.bytes.append(tab)
            print.appendHash(to: &writer.bytes)
            writer.bytes.append(tab)
            writer.bytes.append(contentsOf: path.bytes)
            writer.bytes.append(newline)
            if writer.bytes.count >= 1 << 20 { try flush(&writer) }
        }
    }

    /// The section named `name` at the start of `bytes`, with the bytes it took; nil when the
    /// heading or a line is not what `write` writes, or the section is cut short.
    static func read(named name: String, from bytes: UnsafeBufferPointer<UInt8>) -> (manifest: FileManifest, length: Int)? {
        let newline = UInt8(ascii: "\n")
        let heading = Array("\(name) ".utf8)
        guard bytes.starts(with: heading) else { return nil }
        var index = heading.count
        guard let count = number(in: bytes, at: &index, endedBy: newline), count <= bytes.count else { return nil }
        index += 1
        var prints: PathPrints = [:]
        prints.reserveCapacity(count)
        for _ in 0..<count {
            guard let (path, print) = line(in: bytes, at: &index) else { return nil }
            prints[path] = print
        }
        return (FileManifest(prints), index)
    }

    /// The line `size<TAB>hash<TAB>path\n` at `index`, moving past it.
    private static func line(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> (PathBytes, Fingerprint)? {
        let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        guard let size = number(in: bytes, at: &index, endedBy: tab) else { return nil }
        let hashStart = index + 1
        guard hashStart + 16 < bytes.count, bytes[hashStart + 16] == tab,
              let print = Fingerprint(size: size, hash: UnsafeBufferPointer(rebasing: bytes[hashStart..<hashStart + 16]))
        else { return nil }
        let pathStart = hashStart + 17
        index = pathStart
        while index < bytes.count, bytes[index] != newline { index += 1 }
        guard index < bytes.count, index > pathStart else { return nil }
        let path = PathBytes(Array(bytes[pathStart..<index]))
        index += 1
        return (path, print)
    }

    /// How many bytes the section named `name` at the start of `bytes` takes, found by its line
    /// breaks alone (`memchr`), so a second section can be read while the first is; nil when it
    /// is cut short. `read` checks what it holds.
    static func length(named name: String, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let newline = UInt8(ascii: "\n")
        let heading = Array("\(name) ".utf8)
        guard bytes.starts(with: heading), let base = bytes.baseAddress else { return nil }
        var index = heading.count
        guard let count = number(in: bytes, at: &index, endedBy: newline), count <= bytes.count else { return nil }
        index += 1
        for _ in 0..<count {
            guard index < bytes.count, let found = memchr(base + index, Int32(newline), bytes.count - index) else { return nil }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return index
    }

    /// The decimal number at `index`, leaving `index` at the byte `end` that must follow it.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, endedBy end: UInt8) -> Int? {
        var value = 0, digits = 0
        while index < bytes.count, bytes[index] != end {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit), digits < 18 else { return nil }
            value = value * 10 + digit
            digits += 1
            index += 1
        }
        return digits > 0 && index < bytes.count ? value : nil
    }
}
