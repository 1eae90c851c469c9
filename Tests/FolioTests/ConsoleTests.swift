import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// What the command prints: plain lines to a pipe, a redrawn progress line and colour on a
/// terminal (none with NO_COLOR), nothing but problems with --quiet, details with --verbose.
final class ConsoleTests: XCTestCase {
    func site(broken: Bool = false) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": broken ? "never" : "2026/01/01 10:00", "detail": "x"], ["createTime": "2026/01/02 10:00", "detail": " "]]])
        return site
    }

    /// Runs folio under a pseudo-terminal (util-linux `script`), returning everything it printed.
    func onTerminal(_ arguments: String, in site: FixtureSite, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "\(TestPaths.folioExecutable.path) \(arguments)", "/dev/null"]
        process.currentDirectoryURL = site.url
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm"].merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    func testATerminalGetsAProgressLineTimingAndColour() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no /usr/bin/script to make a terminal") }
        let first = try site(), second = try site()
        let output = try onTerminal("build --now 2026-11-21T09:30", in: first)
        XCTAssertTrue(output.contains("\r\u{1B}[2K      rendered 9 of 9 pages"), output)
        XCTAssertTrue(output.contains("\u{1B}[1;33mwarning\u{1B}[0m[load content]: Content/memos.plist"), output)
        XCTAssertNotNil(output.range(of: #"Built 9 pages \(16 files\) into Output: 16 files written with 1 warning in \d+\.\d\d s\."#, options: String.CompareOptions.regularExpression), output)
        let plain = try onTerminal("build --now 2026-11-21T09:30", in: second, environment: ["NO_COLOR": "1"])
        XCTAssertFalse(plain.contains("\u{1B}[1;"), "NO_COLOR: no colour")
        XCTAssertTrue(plain.contains("warning[load content]"))
    }

    func testQuietAndVerbose() throws {
        let first = try site(), second = try site(), broken = try site(broken: true)
        let quiet = try CommandLine.folio(["build", "--quiet"], in: first.url)
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stdout, "")
        XCTAssertEqual(quiet.stderr, "warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published\n")
        let verbose = try CommandLine.folio(["build", "--verbose"], in: second.url)
        XCTAssertEqual(verbose.status, 0)
        let lines = verbose.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("read Content/memos.plist: memo plist, 1 memos, 0 books"), verbose.stdout)
        XCTAssertEqual(lines.filter { $0.range(of: #"^[a-z ]+: \d+\.\d{3} s$"#, options: String.CompareOptions.regularExpression) != nil }.count, SiteBuild.steps.count,
                       "one timing per step")
        let failed = try CommandLine.folio(["build", "-q"], in: broken.url)
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stdout, "")
        XCTAssertTrue(failed.stderr.hasPrefix("error[load content]: Content/memos.plist: account \"qq\", memo 1: createTime \"never\""))
    }
}
