@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `--report FILE` writes what was read, written and found, as JSON.
final class ReportTests: XCTestCase {
    func testReportListsInputsPagesProblemsAndSteps() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"], ["createTime": "2026/01/01 10:00", "detail": " "]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',9,'','','')"])
        let run = try CommandLine.folio(["build", "--now", "2026-11-21T09:30", "--report", "report.json"], in: site.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: site.folder.child("report.json")))
        XCTAssertEqual(report.folioVersion, Folio.version)
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(report.inputs, [
            .init(path: "Content/books.sqlite", kinds: ["bookInfo table"], records: 1),
            .init(path: "Content/memos.plist", kinds: ["memo plist"], records: 1),
        ])
        XCTAssertEqual(report.pages, [
            "404.html", "authors/a.html", "authors/index.html", "books/1.html", "books/index.html", "index.html",
            "notes/index.html", "notes/qq/1.html", "notes/qq/index.html", "search-text.js", "search.html", "search.js", "search/index.js", "search/records/0.js", "search/terms/0.js", "stats.html", "style.css",
            "tags/index.html", "time.js"
        ])
        XCTAssertEqual(report.warnings, [
            .init(file: "Content/books.sqlite", line: nil, column: nil, record: "bookInfoID 1 \"B\"", step: "load content",
                  message: "score is a number (9), expected a whole number from 0 to 5; the book is shown as unrated", causes: []),
            .init(file: "Content/memos.plist", line: nil, column: nil, record: "account \"qq\", memo 2", step: "load content",
                  message: "detail is empty; the memo is not published", causes: []),
        ])
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.steps.map(\.name), SiteBuild.steps.map(\.name))
        XCTAssertTrue(report.steps.allSatisfy { $0.seconds >= 0 })
    }

    func testABuildThatChangedNothingReportsItsInputs() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"], ["createTime": "2026/01/02 10:00", "detail": "y"]]])
        XCTAssertEqual(try CommandLine.folio(["build", "--now", "2026-11-21T09:30"], in: site.url).status, 0)
        let run = try CommandLine.folio(["build", "--now", "2026-11-21T09:30", "--report", "report.json"], in: site.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: site.folder.child("report.json")))
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(report.inputs, [.init(path: "Content/memos.plist", kinds: ["memo plist"], records: 2)])
    }

    func testAFailedBuildStillReportsItsErrors() throws {
        let site = try FixtureSite()
        try site.folder.write("", to: "Content/empty.db")
        let run = try CommandLine.folio(["build", "--report", "out/r.json"], in: site.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            error[load content]: Content/empty.db: is empty; \(StoreRegistry.standard.expectedShapes)
            error: out/r.json: cannot write the build report
              caused by: The file doesn’t exist.
            Build failed: 1 error, 0 warnings; Output was left as it was.

            """)
        let written = try CommandLine.folio(["build", "--report", "r.json"], in: site.url)
        XCTAssertEqual(written.status, 1)
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: site.folder.child("r.json")))
        XCTAssertFalse(report.succeeded)
        XCTAssertEqual(report.pages, [])
        XCTAssertEqual(report.inputs, [.init(path: "Content/empty.db", kinds: [], records: 0)])
        XCTAssertEqual(report.errors.map(\.file), ["Content/empty.db"])
        XCTAssertEqual(report.steps.map(\.name), ["find content", "check output folder", "load content", "load templates"])
    }

    func testOnlyTheFirstHundredProblemsArePrintedAndStrictFailsOnWarnings() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": (1...150).map { ["createTime": "2026/01/01 10:00", "detail": $0 == 1 ? "kept" : " "] }])
        let run = try CommandLine.folio(["build"], in: site.url)
        XCTAssertEqual(run.status, 0)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 101)
        XCTAssertEqual(lines.first, "warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published")
        XCTAssertEqual(lines.last, "… and 49 more (0 errors, 149 warnings in all; --report FILE lists every one)")
        XCTAssertTrue(run.stdout.hasSuffix("Built 9 pages (16 files) into Output: 16 files written with 149 warnings.\n"))
        let strict = try CommandLine.folio(["build", "--strict"], in: site.url)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stderr.split(separator: "\n").first, "error[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published")
        XCTAssertEqual(strict.stderr.split(separator: "\n").last, "Build failed: 149 errors, 0 warnings; Output was left as it was.")
    }
}
