import Foundation

/// Writes a binary property list object by object, so a test can make one whose objects are
/// shared as Apple's writer shares them (or far more), which Foundation's writer will not.
struct BinaryPlistWriter {
    indirect enum Object {
        case string(String)
        /// References to other objects, by index.
        case array([Int])
        case dict(keys: [Int], values: [Int])
    }

    private(set) var objects: [Object] = []

    /// Adds an object; returns its index for references.
    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// The file, with object `top` at the root (references and offsets 4 bytes wide).
    func data(top: Int) -> Data {
        var out = [UInt8]("bplist00".utf8)
        var offsets: [Int] = []
        func marker(_ type: UInt8, _ count: Int) {
            if count < 15 {
                out.append(type << 4 | UInt8(count))
            } else {
                out.append(type << 4 | 0x0F)
                out.append(0x13)
                out.append(contentsOf: bigEndian(UInt64(count), size: 8))
            }
        }
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .string(let text) where text.utf8.allSatisfy({ $0 < 0x80 }):
                marker(0x5, text.utf8.count)
                out.append(contentsOf: text.utf8)
            case .string(let text):
                let units = Array(text.utf16)
                marker(0x6, units.count)
                for unit in units { out.append(contentsOf: bigEndian(UInt64(unit), size: 2)) }
            case .array(let references):
                marker(0xA, references.count)
                for reference in references { out.append(contentsOf: bigEndian(UInt64(reference), size: 4)) }
            case .dict(let keys, let values):
                marker(0xD, keys.count)
                for reference in keys + values { out.append(contentsOf: bigEndian(UInt64(reference), size: 4)) }
            }
        }
        let table = out.count
        for offset in offsets { out.append(contentsOf: bigEndian(UInt64(offset), size: 4)) }
        out.append(contentsOf: [0, 0, 0, 0, 0, 0, 4, 4])
        out.append(contentsOf: bigEndian(UInt64(objects.count), size: 8))
        out.append(contentsOf: bigEndian(UInt64(top), size: 8))
        out.append(contentsOf: bigEndian(UInt64(table), size: 8))
        return Data(out)
    }

    private func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
