@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The default theme is the repository's `Templates/`, embedded into the binary as it is built.
final class DefaultThemeTests: XCTestCase {
    func testTheCompiledInThemeIsTheTemplatesFolderByteForByte() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Templates")
        let files = try FileTree(folder).files.mapValues { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(DefaultTheme.files.keys.sorted(), files.keys.sorted())
        for (name, text) in files {
            XCTAssertEqual(DefaultTheme.files[name].map { Array($0.utf8) }, Array(text.utf8), name)
        }
    }

    func testAFolioBinaryCopiedAloneBuildsASiteWithItsTheme() throws {
        let elsewhere = try TemporaryFolder()
        let binary = elsewhere.child("bin/folio")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.folioExecutable, to: binary)
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        let process = Process()
        process.executableURL = binary
        process.arguments = ["build", "--site", site.url.path, "--now", "2026-11-21T09:30", "--quiet"]
        process.currentDirectoryURL = elsewhere.url
        process.environment = ["PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("style.css")),
                       try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Templates/style.css")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("notes/qq/1.html").path))
    }
}
