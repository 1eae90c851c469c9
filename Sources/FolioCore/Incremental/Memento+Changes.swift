import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Memento {
    /// A path whose print changed in one of the manifests.
    struct Change {
        let path: PathBytes
        let old: Fingerprint
        let new: Fingerprint
    }

    /// Writes this memento, which is `last`'s memento (`file` its bytes) but for its JSON line
    /// and the prints `outputs` and `pages` name, by rewriting those lines of `file`: the paths
    /// are the same, so the manifests' order is, and a full write's sort of every path is not
    /// needed. The bytes are those `write(to:)` would write. False, with nothing written, when
    /// a line is not in `file` as the change says.
    func write(to url: URL, changing file: Data, outputs: [Change], pages: [Change]) throws -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var writer = ByteWriter()
        writer.bytes.append(contentsOf: try encoder.encode(self))
        let spliced = file.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")),
                  let outputsLength = FileManifest.length(named: "outputs", in: UnsafeBufferPointer(rebasing: bytes[(end + 1)...]))
            else { return false }
            // Where each changed line starts (at its section's line break before it), and the line now.
            var edits: [(at: Int, old: Int, new: [UInt8])] = []
            for (changes, range) in [(outputs, end..<end + 1 + outputsLength), (pages, end + outputsLength..<bytes.count)] {
                for change in changes {
                    // Found with the line break after it; that one is left, as the next line's may start with it.
                    let old = Self.line(change.path, change.old)
                    guard let found = Self.find(old + [UInt8(ascii: "\n")], in: UnsafeBufferPointer(rebasing: bytes[range])) else { return false }
                    edits.append((range.lowerBound + found, old.count, Self.line(change.path, change.new)))
                }
            }
            edits.sort { $0.at < $1.at }
            var from = end
            for edit in edits {
                guard edit.at >= from else { return false }
                writer.bytes.append(contentsOf: bytes[from..<edit.at])
                writer.bytes.append(contentsOf: edit.new)
                from = edit.at + edit.old
            }
            writer.bytes.append(contentsOf: bytes[from...])
            return true
        }
        guard spliced else { return false }
        try ByteFile.write(&writer, to: url)
        return true
    }

    /// A manifest's line with the line break before it: `\nsize<TAB>hash<TAB>path`.
    private static func line(_ path: PathBytes, _ print: Fingerprint) -> [UInt8] {
        var line = Array("\n\(print.size)\t".utf8)
        print.appendHash(to: &line)
        line.append(UInt8(ascii: "\t"))
        line += path.bytes
        return line
    }

    /// Where `needle` (a line break and a line) stands in `bytes`, when it stands there once:
    /// each line break is found with `memchr` and the line after it compared with `memcmp`.
    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, needle.first == UInt8(ascii: "\n") else { return nil }
        return needle.withUnsafeBytes { needle -> Int? in
            var found: Int?
            var at = 0
            while at + needle.count <= bytes.count, let next = memchr(base + at, Int32(UInt8(ascii: "\n")), bytes.count - at) {
                at = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
                if at + needle.count <= bytes.count, memcmp(base + at, needle.baseAddress!, needle.count) == 0 {
                    guard found == nil else { return nil }
                    found = at
                }
                at += 1
            }
            return found
        }
    }
}
