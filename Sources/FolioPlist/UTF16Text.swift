/// An XML property list written in UTF-16, as Foundation and macOS may write one: told by its
/// byte-order mark, or without one by `<` beside a zero byte.
public struct UTF16Text {
    let bytes: ArraySlice<UInt8>
    let bigEndian: Bool

    public init?(_ bytes: [UInt8]) {
        switch (bytes.first, bytes.dropFirst().first) {
        case (0xFE, 0xFF): (self.bytes, bigEndian) = (bytes.dropFirst(2), true)
        case (0xFF, 0xFE): (self.bytes, bigEndian) = (bytes.dropFirst(2), false)
        case (0x00, 0x3C): (self.bytes, bigEndian) = (bytes[...], true)
        case (0x3C, 0x00): (self.bytes, bigEndian) = (bytes[...], false)
        default: return nil
        }
    }

    /// The text in UTF-8; nil when it is not valid UTF-16 (an unpaired surrogate). An odd last byte is dropped.
    public func utf8() -> [UInt8]? {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let high = UInt16(bytes[bigEndian ? index : index + 1])
            let low = UInt16(bytes[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { out.append($0) }
        return failed ? nil : out
    }
}
