import FolioParallel
import Foundation

/// The children of a large root container (the memo app's accounts, a keyed archive's objects),
/// parsed on several threads. One pass finds where each child ends by its tags alone
/// (`end(ofElementFrom:)`: text holds no `<` but in comments and CDATA); then each child is
/// parsed from its start by a parser of its own and must end where the pass said. Anything
/// amiss (an error, a child that ends elsewhere) gives nil, and the caller parses the
/// container again on one thread: its value and its first error are then the ones returned.
struct RootChildren {
    /// A child to parse: a dict's key, the child's open tag, and where its content starts and the element ends.
    private struct Child {
        let key: String?
        let tag: XMLPlistParser.Tag
        let start: Int
        let end: Int
    }

    struct Parsed {
        var values: [PlistValue] = []
        var entries: [PlistEntry] = []
        /// Just past the container's closing tag.
        var end = 0
        /// Whether a run of bytes passed over held any over 0x7F (see `XMLPlistParser.skippedNonASCII`).
        var skippedNonASCII = false
    }

    /// Positioned just past the container's open tag.
    let parser: XMLPlistParser
    let closing: String

    /// The children, each parsed.
    func parsed() -> Parsed? {
        guard let (children, end, skipped) = try? scan() else { return nil }
        let base = parser
        let results = Parallel.map(children.count, workers: base.workers) { index -> (value: PlistValue, skipped: Bool)? in
            let child = children[index]
            var own = base
            own.workers = 1
            own.index = child.start
            guard let value = try? own.value(child.tag, depth: 1), own.index == child.end else { return nil }
            return (value, own.skippedNonASCII)
        }
        var parsed = Parsed(end: end, skippedNonASCII: skipped)
        for (child, result) in zip(children, results) {
            guard let (value, skipped) = result else { return nil }
            parsed.skippedNonASCII = parsed.skippedNonASCII || skipped
            if let key = child.key { parsed.entries.append(PlistEntry(key: key, value: value)) } else { parsed.values.append(value) }
        }
        return parsed
    }

    /// Each child, read up to its value's open tag as the one-thread parse reads it, and
    /// skipped to its end; where the container ends; whether the keys' parse skipped any byte over 0x7F.
    private func scan() throws -> ([Child], Int, Bool) {
        var reader = parser
        var children: [Child] = []
        let isDict = closing == "dict"
        while var tag = try reader.childTag(closing: closing) {
            var key: String?
            if isDict {
                guard tag.name == "key" else { throw Unreadable() }
                key = tag.selfClosing ? "" : try reader.text(closing: "key")
                guard let value = try reader.childTag(closing: "dict") else { throw Unreadable() }
                tag = value
            }
            let start = reader.index
            let end = tag.selfClosing ? start : try Self.end(ofElementFrom: start, in: reader.bytes)
            children.append(Child(key: key, tag: tag, start: start, end: end))
            reader.index = end
        }
        return (children, reader.index, reader.skippedNonASCII)
    }

    /// What the scan cannot read as the one-thread parse would: the caller parses the container
    /// on one thread, for the error that parse gives.
    private struct Unreadable: Error {}

    /// Just past the closing tag of the element whose content starts at `start`, by counting
    /// open and closing tags; comments, CDATA and processing instructions are passed over.
    static func end(ofElementFrom start: Int, in bytes: [UInt8]) throws -> Int {
        try bytes.withUnsafeBufferPointer { buffer in
            func find(_ needle: StaticString, from position: Int) throws -> Int {
                let count = needle.utf8CodeUnitCount
                var at = position
                while at + count <= buffer.count {
                    if buffer[at] == needle.utf8Start[0], (0..<count).allSatisfy({ buffer[at + $0] == needle.utf8Start[$0] }) { return at + count }
                    at += 1
                }
                throw Unreadable()
            }
            var depth = 1
            var position = start
            while true {
                // memchr: the text between tags is most of the file's bytes.
                if position < buffer.count, let found = memchr(buffer.baseAddress! + position, Int32(UInt8(ascii: "<")), buffer.count - position) {
                    position = buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                } else {
                    position = buffer.count
                }
                guard position + 1 < buffer.count else { throw Unreadable() }
                let next = buffer[position + 1]
                if next == UInt8(ascii: "!") {
                    if position + 3 < buffer.count, buffer[position + 2] == UInt8(ascii: "-"), buffer[position + 3] == UInt8(ascii: "-") {
                        position = try find("-->", from: position + 4)
                    } else if position + 8 < buffer.count, buffer[position + 2] == UInt8(ascii: "[") {
                        position = try find("]]>", from: position + 3)
                    } else {
                        throw Unreadable()
                    }
                } else if next == UInt8(ascii: "?") {
                    position = try find("?>", from: position + 2)
                } else {
                    let close = try find(">", from: position + 1)
                    if next == UInt8(ascii: "/") {
                        depth -= 1
                        if depth == 0 { return close }
                    } else if buffer[close - 2] != UInt8(ascii: "/") {
                        depth += 1
                    }
                    position = close
                }
            }
        }
    }
}
