@testable import FolioCore
import Foundation
import XCTest

final class FileManifestTests: XCTestCase {
    func testRoundTripsSortedLinesAndLeavesOutPathsWithLineBreaks() throws {
        let manifest = FileManifest([
            "notes/b.html": Fingerprint("b".utf8),
            "index.html": Fingerprint("index".utf8),
            "odd\tname.css": Fingerprint("".utf8),
            "two\nlines.css": Fingerprint("x".utf8),
        ])
        let data = try JSONEncoder().encode(["outputs": manifest])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"outputs":"5\t"#
            + Fingerprint("index".utf8).hash + #"\tindex.html\n1\t"# + Fingerprint("b".utf8).hash + #"\tnotes\/b.html\n0\tef46db3751d8e999\todd\tname.css"}"#)
        var expected = manifest.prints
        expected["two\nlines.css"] = nil
        XCTAssertEqual(try JSONDecoder().decode([String: FileManifest].self, from: data)["outputs"]?.prints, expected)
    }

    func testALineThatIsNotSizeHashAndPathMakesTheMementoUnreadable() {
        for text in ["12\tabc\tindex.html", "x\t0123456789abcdef\tindex.html", "12\t0123456789abcdef"] {
            let data = try! JSONEncoder().encode([text])
            XCTAssertThrowsError(try JSONDecoder().decode([FileManifest].self, from: data), text)
        }
    }
}
