@testable import FolioCore
import Foundation
import XCTest

/// A rebuild of the output its memento describes changes only the files that differ, in place;
/// any other output is staged whole; a patch that cannot be put in place is undone.
final class OutputPatchTests: XCTestCase {
    func memos(_ details: [String]) -> [String: [[String: Any]]] {
        ["qq": details.enumerated().map { ["title": "Memo \($0.offset)", "createTime": "2026/01/0\($0.offset + 1) 10:00", "detail": $0.element] }]
    }

    func inode(_ url: URL) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.intValue
    }

    /// What sits beside the output: no staging folder, no previous output.
    func siblings(_ site: FixtureSite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted()
    }

    /// The same site built from nothing into another folder.
    func fullBuild(of site: FixtureSite) throws -> FileTree {
        let other = try TemporaryFolder()
        XCTAssertTrue(SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: other.child("out"), now: FixtureSite.now, useCache: false)).succeeded)
        return try FileTree(other.child("out"))
    }

    /// A name is safe to write under the output when it is one name: not empty, not `.` or
    /// `..`, without `/` or NUL, at most 255 bytes.
    func testOnlySingleNamesAreSafeSegments() {
        let safe = ["a", "读.html", ".hidden", "...", "a.", "\u{2024}", String(repeating: "é", count: 127)]
        let unsafe = ["", ".", "..", "a/b", "/", "a\u{0}b", String(repeating: "x", count: 256), String(repeating: "é", count: 128)]
        XCTAssertEqual(safe.filter(StagingWriter.isSafeSegment), safe)
        XCTAssertEqual(unsafe.filter(StagingWriter.isSafeSegment), [])
    }

    func testARebuildPatchesTheOutputInPlace() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two", "three"]))
        XCTAssertTrue(site.build().succeeded)
        let folder = try inode(site.output), marker = try inode(site.output.appendingPathComponent(".folio-build"))
        try site.writeMemos(memos(["one", "two", "three, edited"]) + ["new": [["title": "Added", "createTime": "2026/02/01 10:00", "detail": "x"]]])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.renderedPages.filter { $0.hasPrefix("notes/") }.sorted(),
                       ["notes/new/added.html", "notes/new/index.html", "notes/qq/index.html", "notes/qq/memo-2.html"])
        XCTAssertEqual(try inode(site.output), folder, "the same folder, patched")
        XCTAssertEqual(try inode(site.output.appendingPathComponent(".folio-build")), marker)
        XCTAssertEqual(try siblings(site), [".Output.folio-edits", ".Output.folio-memento", ".Output.folio-texts", "Content", "Output"])
        XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site))
        // A notebook gone: its pages and its folder leave the output.
        try site.writeMemos(memos(["one"]))
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try inode(site.output), folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("notes/new").path))
        XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site))
    }

    /// A file removed from the output or added to it by hand: the output is read before it is
    /// patched, and staged whole instead, so it holds exactly the build's files again.
    func testAnOutputChangedByHandIsStagedWhole() throws {
        for change in ["removed", "added"] {
            let site = try FixtureSite()
            try site.writeMemos(memos(["one", "two"]))
            XCTAssertTrue(site.build().succeeded)
            let folder = try inode(site.output)
            if change == "removed" {
                try FileManager.default.removeItem(at: site.output.appendingPathComponent("notes/qq/memo-0.html"))
            } else {
                try site.folder.write("mine", to: "Output/notes/qq/mine.html")
            }
            try site.writeMemos(memos(["one", "two, edited"]))
            let result = site.build()
            XCTAssertTrue(result.succeeded, change)
            XCTAssertEqual(result.renderedPages.filter { $0.hasPrefix("notes/qq/memo") }.sorted(),
                           change == "removed" ? ["notes/qq/memo-0.html", "notes/qq/memo-1.html"] : ["notes/qq/memo-1.html"], change)
            XCTAssertNotEqual(try inode(site.output), folder, change)
            XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site), change)
        }
    }

    func testAnOutputPutBackFromACopyIsStagedWhole() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two"]))
        XCTAssertTrue(site.build().succeeded)
        let copy = site.folder.child("copy")
        try FileManager.default.copyItem(at: site.output, to: copy)
        try FileManager.default.removeItem(at: site.output)
        try FileManager.default.moveItem(at: copy, to: site.output)
        let folder = try inode(site.output)
        try site.writeMemos(memos(["one", "two, edited"]))
        XCTAssertTrue(site.build().succeeded)
        XCTAssertNotEqual(try inode(site.output), folder, "its marker is not the one the memento names: a new folder is put in place")
        XCTAssertEqual(try siblings(site), [".Output.folio-edits", ".Output.folio-memento", ".Output.folio-texts", "Content", "Output"])
        XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site))
    }

    /// Folders of thousands of entries with names of every length are read whole, name by
    /// name; one file the memento lists and the folder lacks makes it no patch.
    func testAnOutputIsReadEntryByEntryWhateverItsNamesLengths() throws {
        let folder = try TemporaryFolder()
        var files: PathPrints = [:]
        for index in 0..<6000 {
            let path = "f\(index % 3)/" + String(repeating: "n", count: 1 + index % 250) + "\(index)"
            files[PathBytes(path)] = Fingerprint(Data())
            try folder.write(Data(), to: path)
        }
        try folder.write(Data(), to: OutputFolder.markerName)
        XCTAssertNotNil(OutputPatch(output: folder.url, files: files))
        files[PathBytes("f0/missing")] = Fingerprint(Data())
        XCTAssertNil(OutputPatch(output: folder.url, files: files), "a file the memento lists is not there")
    }

    func testAPatchThatCannotBePutInPlaceIsUndone() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two"]))
        XCTAssertTrue(site.build().succeeded)
        // A folder where the next build's new page goes, made after the build (holding no file,
        // the output still holds exactly the last build's files).
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent("notes/qq/memo-2.html/inside"), withIntermediateDirectories: true)
        let before = try FileTree(site.output)
        try site.writeMemos(memos(["one, edited", "two", "three"]))
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[write output]: Output: could not move the new site into place; the previous one is untouched\n"
                + "  caused by: notes/qq/memo-2.html is a folder in the output, where this build writes a file"
        ])
        XCTAssertEqual(try FileTree(site.output), before, "the pages moved in before the failure are put back")
        XCTAssertEqual(try siblings(site), [".Output.folio-texts", "Content", "Output"],
                       "no memento: the next build stages the whole output")
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("notes/qq/memo-2.html"))
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site))
    }
}

private func + (lhs: [String: [[String: Any]]], rhs: [String: [[String: Any]]]) -> [String: [[String: Any]]] {
    lhs.merging(rhs) { $1 }
}
