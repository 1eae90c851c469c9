@testable import FolioCore
import Foundation
import XCTest

/// A memento that differs from the last one in a few prints is written by rewriting those lines
/// of the last one's file (`Memento.write(to:changing:outputs:pages:)`): the same bytes a whole
/// write gives, or nothing when a line is not there as the change says.
final class MementoChangesTests: XCTestCase {
    func memento(outputs: [String: Fingerprint], pages: [String: Fingerprint]) -> Memento {
        Memento(options: "o", inputs: ["Content/memos.plist": Fingerprint(size: 3, value: 7)], linked: [], validFrom: nil, validUntil: nil,
                stamp: nil, outputs: FileManifest(paths: outputs), warnings: [], pages: FileManifest(paths: pages))
    }

    let outputs: [String: Fingerprint] = [
        "a.html": Fingerprint(size: 10, value: 1), "b.html": Fingerprint(size: 200, value: 2), "c/d.html": Fingerprint(size: 30, value: 3),
        "search/0.js": Fingerprint(size: 5, value: 0xABCDEF),
    ]
    let pages: [String: Fingerprint] = ["a.html": Fingerprint(size: 90, value: 4), "b.html": Fingerprint(size: 90, value: 5), "c/d.html": Fingerprint(size: 90, value: 6)]

    func testRewrittenLinesAreTheBytesOfAWholeWrite() throws {
        let folder = try TemporaryFolder()
        try memento(outputs: outputs, pages: pages).write(to: folder.child("last"))
        let last = try Data(contentsOf: folder.child("last"))
        var changed = memento(outputs: outputs.merging(["b.html": Fingerprint(size: 2000, value: 9), "a.html": Fingerprint(size: 1, value: 8)]) { $1 },
                              pages: pages.merging(["b.html": Fingerprint(size: 90, value: 10)]) { $1 })
        changed.inputs["Content/memos.plist"] = Fingerprint(size: 4, value: 8)
        let wrote = try changed.write(to: folder.child("changed"), changing: last, outputs: [
            Memento.Change(path: PathBytes("b.html"), old: outputs["b.html"]!, new: Fingerprint(size: 2000, value: 9)),
            Memento.Change(path: PathBytes("a.html"), old: outputs["a.html"]!, new: Fingerprint(size: 1, value: 8)),
        ], pages: [Memento.Change(path: PathBytes("b.html"), old: pages["b.html"]!, new: Fingerprint(size: 90, value: 10))])
        XCTAssertTrue(wrote)
        try changed.write(to: folder.child("whole"))
        XCTAssertEqual(try Data(contentsOf: folder.child("changed")), try Data(contentsOf: folder.child("whole")))
        XCTAssertEqual(Memento.read(from: folder.child("changed")), changed)
    }

    func testALineNotThereWritesNothing() throws {
        let folder = try TemporaryFolder()
        try memento(outputs: outputs, pages: pages).write(to: folder.child("last"))
        let last = try Data(contentsOf: folder.child("last"))
        let changed = memento(outputs: outputs, pages: pages)
        for change in [Memento.Change(path: PathBytes("b.html"), old: Fingerprint(size: 200, value: 3), new: Fingerprint(size: 1, value: 1)),
                       Memento.Change(path: PathBytes("e.html"), old: Fingerprint(size: 1, value: 1), new: Fingerprint(size: 1, value: 2)),
                       Memento.Change(path: PathBytes("a.html"), old: pages["a.html"]!, new: Fingerprint(size: 1, value: 2))] {
            XCTAssertFalse(try changed.write(to: folder.child("changed"), changing: last, outputs: [change], pages: []), "\(change.path)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.child("changed").path))
        }
    }
}
