import FolioPlist
import XCTest

/// `String(validUTF8:)` takes exactly what `String(validating:as:)` takes.
final class StringValidUTF8Tests: XCTestCase {
    func testItTakesExactlyTheValidUTF8() {
        let cases: [[UInt8]] = [
            [], Array("plain".utf8), Array("中文 é 😀 \u{10FFFF}".utf8),
            [0xFF], [0x61, 0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98, 0x61], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
            [0xEF, 0xBF, 0xBD],  // U+FFFD itself is valid
        ]
        for bytes in cases {
            let made = bytes.withUnsafeBufferPointer { String(validUTF8: $0) }
            XCTAssertEqual(made, String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
