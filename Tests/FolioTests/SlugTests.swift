@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

final class SlugTests: XCTestCase {
    func testLettersKeptAsciiLoweredOthersHyphens() {
        XCTAssertEqual(Slug.make("Hello, World!", fallback: "x"), "hello-world")
        XCTAssertEqual(Slug.make("String类的实现", fallback: "x"), "string类的实现")
        XCTAssertEqual(Slug.make("  Café au lait ", fallback: "x"), "café-au-lait")
        XCTAssertEqual(Slug.make("Ünïcode ÉTÉ", fallback: "x"), "Ünïcode-ÉtÉ", "only ASCII is lowercased")
        XCTAssertEqual(Slug.make("163", fallback: "x"), "163")
        XCTAssertEqual(Slug.make("../../etc/passwd", fallback: "x"), "etc-passwd")
        XCTAssertEqual(Slug.make("《》!!", fallback: "book"), "book")
        XCTAssertEqual(Slug.make("CON", fallback: "x"), "con-page")
    }

    /// ASCII text takes a byte path; a non-ASCII letter past the cut sends it down the Unicode one.
    func testAsciiAndUnicodePathsCutAndJoinAlike() {
        let ascii = String(repeating: "Ab, ", count: 60)
        let expected = Array(repeating: "ab", count: 33).joined(separator: "-") + "-a"  // 100 bytes
        XCTAssertEqual(Slug.make(ascii, fallback: "x"), expected)
        XCTAssertEqual(Slug.make(ascii + "é", fallback: "x"), expected)
        XCTAssertEqual(Slug.make("--Nul--", fallback: "x"), "nul-page")
        XCTAssertEqual(Slug.make("--Nul--é", fallback: "x"), "nul-é")
    }

    /// Text of ASCII and CJK skips Foundation's normalisation; it must land where the full path would.
    func testCJKTextTakesTheShortPathToTheSameSlugsAndKeys() {
        XCTAssertEqual(Slug.make("读书笔记：Swift 入门！", fallback: "x"), "读书笔记-swift-入门")
        XCTAssertEqual(Slug.make("か\u{3099}くせい", fallback: "x"), "がくせい")
        XCTAssertEqual(Slug.make("がくせい", fallback: "x"), "がくせい")
        var names = PathAllocator()
        XCTAssertEqual(["がくせい", "か\u{3099}くせい", "Ａbc", "ａbc", "读书", "读书"].map { names.claim($0) },
                       ["がくせい", "か\u{3099}くせい-2", "Ａbc", "ａbc-2", "读书", "读书-2"])
    }

    /// CJK ideographs are kept in a slug without a look at their properties: each must be a
    /// letter there, as the look would have kept it.
    func testEveryCJKIdeographKeptWithoutALookIsALetter() {
        for value in Array(0x3400...0x4DBF) + Array(0x4E00...0x9FFF) {
            let scalar = Unicode.Scalar(UInt32(value))!
            let name = "U+\(String(value, radix: 16, uppercase: true))"
            XCTAssertEqual(scalar.properties.generalCategory, .otherLetter, name)
            XCTAssertEqual(Slug.make("é" + String(scalar), fallback: "x"), "é" + String(scalar), name)
        }
    }

    func testNFDAndNFCGiveTheSameSlug() {
        XCTAssertEqual(Slug.make("e\u{301}t\u{e9}", fallback: "x"), "\u{e9}t\u{e9}")
    }

    func testLongNamesAreCutUnder100Bytes() {
        let slug = Slug.make(String(repeating: "长", count: 400), fallback: "x")
        XCTAssertEqual(slug, String(repeating: "长", count: 33))
        XCTAssertLessThanOrEqual(slug.utf8.count, 100)
    }

    func testAllocatorSeparatesCaseAndNormalisationCollisionsStably() {
        var allocator = PathAllocator()
        XCTAssertEqual(["notes", "Notes", "notes", "notes-2", "É", "e\u{301}"].map { allocator.claim($0) },
                       ["notes", "Notes-2", "notes-3", "notes-2-2", "É", "e\u{301}-2"])
    }

    /// The allocator remembers where each slug's counter got to; the segments must be those that
    /// trying `-2`, `-3`, … from the start each time gives, however the claims interleave with
    /// slugs that are another's numbered form or differ only in case.
    func testRememberedCountersGiveTheSegmentsOfTryingFromTheStart() {
        let slugs = ["memo", "Memo", "memo-3", "memo-2-2", "memo-2", "notes", "NOTES-2", "e\u{301}", "\u{e9}", "\u{e9}-2"]
        var generator = SeededGenerator(seed: 5)
        let claims = (0..<2_000).map { _ in slugs.randomElement(using: &generator)! }
        var allocator = PathAllocator(reserved: ["index"])
        var taken: Set<String> = [PathAllocator.key("index")]
        let expected = claims.map { slug -> String in
            var candidate = slug, counter = 2
            while taken.contains(PathAllocator.key(candidate)) {
                candidate = "\(slug)-\(counter)"
                counter += 1
            }
            taken.insert(PathAllocator.key(candidate))
            return candidate
        }
        XCTAssertEqual(claims.map { allocator.claim($0) }, expected)
        XCTAssertEqual(Set(expected.map(PathAllocator.key)).count, claims.count, "every segment is its own")
    }
}
