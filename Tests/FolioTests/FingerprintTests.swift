@testable import FolioCore
import Foundation
import XCTest

final class FingerprintTests: XCTestCase {
    /// Bytes `(i * 31 + 7) % 251`, so every length exercises every tail of the hash.
    private func sample(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(($0 * 31 + 7) % 251) }
    }

    /// Expected values are the reference library's (libxxhash 0.8.1, `XXH64(data, length, 0)`).
    func testMatchesTheReferenceXXH64ForEveryTailLength() {
        let expected: [(Int, String)] = [
            (0, "ef46db3751d8e999"), (1, "a96c7f0ce858bbb7"), (3, "56e6957632a487f9"), (4, "c60d15b1e3ff8f04"),
            (7, "afbefc3d6c6f9a8e"), (8, "3da5c7aa269683e0"), (9, "465ec429b13c3892"), (31, "3391303d485e846e"),
            (32, "40b7aff75d45bbc8"), (33, "4997cae4951c17a5"), (63, "2944b4dafc69b206"), (64, "bb76f6ef19bd5a1b"),
            (100, "f0b29a915621716d"), (1000, "9e3300c1cde3c58d"),
        ]
        for (count, hash) in expected {
            let print = Fingerprint(Data(sample(count)))
            XCTAssertEqual(print.hash, hash, "\(count) bytes")
            XCTAssertEqual(print.size, count)
        }
        XCTAssertEqual(Fingerprint("abc".utf8).hash, "44bc2cf5ad770999")
    }

    func testDataBytesAndTextOfTheSameContentAgree() {
        let text = "Ünïcode and more than thirty-two bytes of text"
        XCTAssertEqual(Fingerprint(Data(text.utf8)), Fingerprint(text.utf8))
        XCTAssertEqual(Fingerprint(Data(text.utf8)), Fingerprint(Array(text.utf8)))
    }

    /// Kept as a number, saved as 16 hex digits (the memento's JSON and manifests as before);
    /// anything else read back is no fingerprint.
    func testSavedAsSixteenHexDigits() throws {
        let print = Fingerprint("abc".utf8)
        XCTAssertEqual(print.value, 0x44bc2cf5ad770999)
        XCTAssertEqual(Fingerprint(size: 3, hash: "44bc2cf5ad770999".utf8), print)
        XCTAssertEqual(Fingerprint(size: 0, hash: "0000000000000001".utf8)?.hash, "0000000000000001")
        for value: UInt64 in [0, 1, 0xa, 0x0f00_0000_0000_0000, 0x44bc2cf5ad770999, .max] {
            var digits: [UInt8] = []
            Fingerprint(size: 0, value: value).appendHash(to: &digits)
            XCTAssertEqual(String(decoding: digits, as: UTF8.self), Fingerprint(size: 0, value: value).hash, "the manifest's digits are the JSON's")
        }
        for bad in ["44bc2cf5ad77099", "44bc2cf5ad7709990", "44bc2cf5ad77099g", "44BC2CF5AD770999"] {
            XCTAssertNil(Fingerprint(size: 3, hash: bad.utf8), bad)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(print)
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"{"hash":"44bc2cf5ad770999","size":3}"#)
        XCTAssertEqual(try JSONDecoder().decode(Fingerprint.self, from: json), print)
        XCTAssertThrowsError(try JSONDecoder().decode(Fingerprint.self, from: Data(#"{"hash":"xyz","size":3}"#.utf8)))
    }
}
