import Foundation
import XCTest

/// Every file under a folder (hidden ones too), by relative path, with its bytes.
struct FileTree: Equatable {
    let files: [String: Data]

    init(_ root: URL) throws {
        var files: [String: Data] = [:]
        let fileManager = FileManager.default
        for relative in fileManager.subpaths(atPath: root.path) ?? [] {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(relative)
            if fileManager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: url)
            }
        }
        self.files = files
    }

    var paths: [String] { files.keys.sorted() }

    /// Compares the tree with a committed snapshot folder: the same paths and the same bytes.
    /// With `RECORD_SNAPSHOTS=1` the snapshot is rewritten and the test fails, so recording never passes.
    func assertMatchesSnapshot(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let snapshot = TestPaths.snapshots.appendingPathComponent(name)
        if TestPaths.recording {
            try? FileManager.default.removeItem(at: snapshot)
            for (path, data) in files {
                let target = snapshot.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
            XCTFail("recorded snapshot \(name) (\(files.count) files); run again without RECORD_SNAPSHOTS", file: file, line: line)
            return
        }
        let expected = try FileTree(snapshot)
        XCTAssertFalse(expected.files.isEmpty, "no snapshot \(name); record it with RECORD_SNAPSHOTS=1", file: file, line: line)
        XCTAssertEqual(paths, expected.paths, "files appeared or disappeared", file: file, line: line)
        for path in paths where expected.files[path] != nil && expected.files[path] != files[path] {
            let actual = String(decoding: files[path] ?? Data(), as: UTF8.self)
            let wanted = String(decoding: expected.files[path] ?? Data(), as: UTF8.self)
            XCTAssertEqual(actual, wanted, "\(path) differs from the snapshot", file: file, line: line)
        }
    }
}
