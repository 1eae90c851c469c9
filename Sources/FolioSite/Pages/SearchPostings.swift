import FolioBase
import FolioModel
import FolioOutput

/// The records that hold one term, as the index writes them: one string of digits from
/// `0-9A-Za-z-_` (0 to 63), each record a number, `(id - previous id - 1) * 2 + (1 when the term is in its
/// title)`, the previous id of the first being -1. A number is written five bits at a time, the
/// lowest first: a digit from the alphabet's second half when more follow, from its first half
/// for the last. (Ids rise, so a term found in most records costs about one character each.)
package struct SearchPostings: Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0
    private var last = -1

    /// Adds record `id`, higher than any added before.
    package mutating func append(_ id: Int, inTitle: Bool) {
        Self.appendNumber((id - last - 1) * 2 + (inTitle ? 1 : 0), to: &bytes)
        last = id
        count += 1
    }

    /// Adds record `id`, higher than any added before, and after it the records another
    /// `SearchPostings` wrote after it: `rest` their numbers, `count` of them, the last `last`.
    /// (So postings made apart, each from its own run of records, are joined without reading
    /// their numbers again.)
    package mutating func append(_ id: Int, inTitle: Bool, then rest: UnsafeBufferPointer<UInt8>, count: Int, last: Int) {
        append(id, inTitle: inTitle)
        bytes.append(contentsOf: rest)
        self.count += count
        if count > 0 { self.last = last }
    }

    /// Appends `value`, at least 0, as a number of digits.
    package static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        var value = value
        while value >= 32 {
            bytes.append(digit(32 + (value & 31)))
            value >>= 5
        }
        bytes.append(digit(value))
    }

    /// The digit for 0…63.
    @inline(__always)
    package static func digit(_ value: Int) -> UInt8 {
        let value = UInt8(truncatingIfNeeded: value)
        switch value {
        case 0..<10: return UInt8(ascii: "0") + value
        case 10..<36: return UInt8(ascii: "A") + value - 10
        case 36..<62: return UInt8(ascii: "a") + value - 36
        case 62: return UInt8(ascii: "-")
        default: return UInt8(ascii: "_")
        }
    }
}
