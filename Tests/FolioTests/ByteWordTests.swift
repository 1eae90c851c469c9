@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `ByteWord`'s masks mark exactly the bytes asked for: a carry or borrow from one byte into the
/// next would mark a neighbour (for example a byte after a zero, or after 0xFF).
final class ByteWordTests: XCTestCase {
    func testTheMasksMarkExactlyTheBytesAskedFor() {
        var generator = SeededGenerator(seed: 11)
        // Bytes at every edge the masks test, most of them beside each other.
        let edges: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x27, 0x28, 0x3B, 0x3C, 0x3E, 0x3F,
                              0x7F, 0x80, 0x81, 0xA2, 0xA7, 0xBC, 0xC2, 0xE2, 0xFE, 0xFF]
        for round in 0..<50_000 {
            let bytes = (0..<8).map { _ in
                round % 2 == 0 ? edges.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let word = bytes.withUnsafeBufferPointer { ByteWord($0, at: 0) }
            func expected(_ marked: (UInt8) -> Bool) -> UInt64 {
                bytes.enumerated().reduce(0) { mask, byte in marked(byte.element) ? mask | UInt64(0x80) << (8 * byte.offset) : mask }
            }
            for limit: UInt8 in [0, 0x09, 0x20, 0x7F, 0x80] {
                XCTAssertEqual(word.mask(below: limit), expected { $0 < limit }, "\(bytes) below \(limit)")
            }
            for byte: UInt8 in [0x00, 0x09, 0x0A, 0x0D, 0x7F, 0x80, 0xFF] {
                XCTAssertEqual(word.mask(equalTo: byte), expected { $0 == byte }, "\(bytes) equal to \(byte)")
            }
            // Bytes of 0x80 or more whose low seven bits are in range (0xA2, 0xBC) must not count.
            for (low, high): (UInt8, UInt8) in [(0x21, 0x28), (0x3B, 0x3F), (0x00, 0x80), (0x7E, 0x80), (0x00, 0x01)] {
                XCTAssertEqual(word.containsByte(between: low, and: high), bytes.contains { $0 > low && $0 < high }, "\(bytes) between \(low) and \(high)")
            }
        }
    }
}
