@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

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
}
