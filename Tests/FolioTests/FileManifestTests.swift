@testable import FolioCore
import Foundation
import XCTest

final class FileManifestTests: XCTestCase {
    func testRoundTripsSortedLinesAndLeavesOutPathsWithLineBreaks() throws {
        let manifest = FileManifest(paths: [
            "notes/b.html": Fingerprint("b".utf8),
            "index.html": Fingerprint("index".utf8),
            "odd\tname.css": Fingerprint("".utf8),
            "two\nlines.css": Fingerprint("x".utf8),
        ])
        var writer = ByteWriter()
        FileManifest.write(named: "outputs", entries: manifest.sortedEntries(), to: &writer) { _ in XCTFail("under a megabyte: never flushed") }
        let text = String(decoding: writer.bytes, as: UTF8.self)
        XCTAssertEqual(text, "outputs 3\n5\t" + Fingerprint("index".utf8).hash + "\tindex.html\n1\t" + Fingerprint("b".utf8).hash
            + "\tnotes/b.html\n0\tef46db3751d8e999\todd\tname.css\n")
        var expected = manifest.prints
        expected[PathBytes("two\nlines.css")] = nil
        let read = (writer.bytes + Array("pages 0\n".utf8)).withUnsafeBufferPointer { FileManifest.read(named: "outputs", from: $0) }
        XCTAssertEqual(read?.manifest.prints, expected)
        XCTAssertEqual(read?.length, writer.bytes.count, "the next section starts where this one ends")
        XCTAssertEqual((writer.bytes + Array("pages 0\n".utf8)).withUnsafeBufferPointer { FileManifest.length(named: "outputs", in: $0) },
                       writer.bytes.count, "found by its line breaks alone")
    }

    func testAManifestOfAMegabyteOrMoreIsHandedOverAsItGrows() {
        let manifest = FileManifest(paths: Dictionary(uniqueKeysWithValues: (0..<20000).map { ("notes/memo-\($0).html", Fingerprint(String($0).utf8)) }))
        var writer = ByteWriter(), written: [UInt8] = [], flushes = 0
        FileManifest.write(named: "pages", entries: manifest.sortedEntries(), to: &writer) { full in
            flushes += 1
            written += full.bytes
            full.bytes.removeAll()
        }
        written += writer.bytes
        XCTAssertEqual(flushes, written.count >> 20)
        XCTAssertEqual(written.withUnsafeBufferPointer { FileManifest.read(named: "pages", from: $0)?.manifest }, manifest)
    }

    func testASectionThatIsNotWhatWasWrittenIsUnreadable() {
        let line = "12\t0123456789abcdef\tindex.html\n"
        for text in ["outputs 1\n12\tabc\tindex.html\n", "outputs 1\nx\t0123456789abcdef\tindex.html\n", "outputs 1\n12\t0123456789abcdef\n",
                     "outputs 1\n12\t0123456789abcdef\tindex.html", "outputs 2\n" + line, "pages 1\n" + line, "outputs x\n" + line, "outputs 1" + line] {
            XCTAssertNil(Array(text.utf8).withUnsafeBufferPointer { FileManifest.read(named: "outputs", from: $0) }, text)
        }
        // Its length alone is found for a section its heading names and its lines fill.
        for text in ["outputs 1\n12\t0123456789abcdef\tindex.html", "outputs 2\n" + line, "pages 1\n" + line, "outputs x\n" + line, "outputs 1" + line] {
            XCTAssertNil(Array(text.utf8).withUnsafeBufferPointer { FileManifest.length(named: "outputs", in: $0) }, text)
        }
        XCTAssertNotNil(Array(("outputs 1\n" + line).utf8).withUnsafeBufferPointer { FileManifest.read(named: "outputs", from: $0) })
    }
}
