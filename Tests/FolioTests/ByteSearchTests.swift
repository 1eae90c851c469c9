@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `String.byteRange(of:from:)`, which finds Apple Notes' note links in each body.
final class ByteSearchTests: XCTestCase {
    func found(_ text: String, _ needle: String, from offset: Int = 0) -> String? {
        text.byteRange(of: needle, from: offset).map { "\(text[..<$0.lowerBound])|\(text[$0])|\(text[$0.upperBound...])" }
    }

    func testFindsTheFirstPlaceFromTheOffsetOn() {
        XCTAssertEqual(found("<a href=\"x\"><a href=\"y\">", "<a href"), "|<a href|=\"x\"><a href=\"y\">")
        XCTAssertEqual(found("<a href=\"x\"><a href=\"y\">", "<a href", from: 1), "<a href=\"x\">|<a href|=\"y\">")
        XCTAssertEqual(found("老人与海 <b>", "<b>"), "老人与海 |<b>|")
        // A first byte that matches where the rest does not, then a match.
        XCTAssertEqual(found("<<a<ab", "<ab"), "<<a|<ab|")
    }

    func testNothingWhenTheNeedleIsNotThereOrTheOffsetIsPastIt() {
        XCTAssertNil(found("<a hre", "<a href"))
        XCTAssertNil(found("", "<"))
        XCTAssertNil(found("<a>", "<a>", from: 1))
        XCTAssertNil(found("<a>", "<a>", from: 3))
        XCTAssertNil(found("<a>", "<a>", from: 4))
    }
}
