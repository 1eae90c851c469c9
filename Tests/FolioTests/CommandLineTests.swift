import Foundation
import XCTest

/// Runs the built `folio` executable as a user would and checks exit codes, messages and files.
final class CommandLineTests: XCTestCase {
    func folio(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> CommandLine.Run {
        try CommandLine.folio(arguments, in: folder, environment: environment)
    }

    func testBuildWritesTheSiteAndExitsZero() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/11/21 09:00", "detail": "Today\n\nbody"],
                                    ["createTime": "2026/11/20 09:00", "detail": "Yesterday"]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A','4','','','')"])
        let run = try folio(["build", "--now", "2026-11-21T09:30"], in: site.url)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout, """
            [1/9] find content
            [2/9] check output folder
            [3/9] load content
            [4/9] load templates
            [5/9] build model
            [6/9] make covers
            [7/9] render pages
            [8/9] check links
            [9/9] write output
            info: no --base-url, so no Atom feed or sitemap.xml: they need absolute links
            Built 13 pages (20 files) into Output: 20 files written.

            """)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(try FileTree(site.output).paths, [
            ".folio-build", "404.html", "authors/a.html", "authors/index.html", "books/1.html", "books/index.html", "index.html",
            "notes/index.html", "notes/qq/1.html", "notes/qq/2.html", "notes/qq/index.html", "search-text.js", "search.html", "search.js",
            "search/index.js", "search/records/0.js", "search/terms/0.js",
            "stats.html", "style.css", "tags/index.html", "time.js"
        ])
        let list = try String(contentsOf: site.output.appendingPathComponent("notes/qq/index.html"), encoding: .utf8)
        XCTAssertEqual(list.components(separatedBy: "\n").filter { $0.hasPrefix("<li>") }, [
            "<li><a href=\"1.html\"><span class=\"title\">Today<span class=\"summary\">body</span></span><time datetime=\"2026-11-21T09:00+00:00\">09:00</time></a></li>",
            "<li><a href=\"2.html\"><span class=\"title\">Yesterday</span><time datetime=\"2026-11-20T09:00+00:00\">2026/11/20</time></a></li>",
        ], "times are read in UTC whatever TZ says")
    }

    func testSourceDateEpochIsNowWhenNoOptionIsGiven() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/11/21 09:00", "detail": "Today"]]])
        let output = try FixtureSite()
        // 2026-11-21T10:00:00Z
        let run = try folio(["build", "--site", site.url.path, "--output", output.folder.child("out").path], in: output.url,
                            environment: ["SOURCE_DATE_EPOCH": "1795255200"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let list = try String(contentsOf: output.folder.child("out/notes/qq/index.html"), encoding: .utf8)
        XCTAssertTrue(list.components(separatedBy: "\n").contains(
            "<li><a href=\"1.html\"><span class=\"title\">Today</span><time datetime=\"2026-11-21T09:00+00:00\">09:00</time></a></li>"))
    }

    func testAFailedBuildExitsOneAndSaysWhy() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2016-13-40", "detail": "x"]]])
        let run = try folio(["build"], in: site.url)
        XCTAssertEqual(run.status, 1)
        // After the error only the steps that check still run, and the count says so.
        XCTAssertEqual(run.stdout, """
            [1/9] find content
            [2/9] check output folder
            [3/9] load content
            [4/4] load templates

            """)
        XCTAssertEqual(run.stderr, """
            error[load content]: Content/memos.plist: account "qq", memo 1: createTime "2016-13-40" is not yyyy/MM/dd HH:mm
            Build failed: 1 error, 0 warnings; Output was left as it was.

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.path))
    }

    func testAMisspelledCommandOrOptionSaysWhatWasMeant() throws {
        let site = try FixtureSite()
        let command = try folio(["biuld"], in: site.url)
        XCTAssertEqual(command.status, 2)
        XCTAssertEqual(command.stderr, "Error: Unknown command 'biuld'. Did you mean 'build'?\n  See 'folio --help' for the commands.\n")
        let option = try folio(["build", "--outptu", "x"], in: site.url)
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.stderr.components(separatedBy: "\n").first, "Error: Unknown option '--outptu'. Did you mean '--output'?")
    }

    func testUsageErrorsExitTwo() throws {
        let site = try FixtureSite()
        let badNow = try folio(["build", "--now", "yesterday"], in: site.url)
        XCTAssertEqual(badNow.status, 2)
        XCTAssertEqual(badNow.stderr.components(separatedBy: "\n").first,
                       "Error: --now \"yesterday\" is not yyyy-MM-ddTHH:mm (for example 2026-11-21T09:30)")
        XCTAssertEqual(try folio(["build", "--no-such-option"], in: site.url).status, 2)
        let badEpoch = try folio(["build"], in: site.url, environment: ["SOURCE_DATE_EPOCH": "soon"])
        XCTAssertEqual(badEpoch.status, 2)
        XCTAssertEqual(try folio(["--help"], in: site.url).status, 0)
    }

    /// serve and build share one set of site options; serve's help names serve and lists only
    /// what serve honours (not --report, which is one build's); a negative number is a wrong value, not a missing one.
    func testServeHelpAndWrongValues() throws {
        let folder = try TemporaryFolder()
        let help = try folio(["serve", "--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        let lines = help.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("USAGE:") }, ["USAGE: folio serve <options>"])
        XCTAssertEqual(lines.filter { $0.contains("--report") }, [])
        XCTAssertEqual(lines.filter { $0.hasPrefix("  -v, --verbose") }.count, 1, "serve --verbose tells each rebuild's steps")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  --page-size <n>") } && lines.contains { $0.hasPrefix("  --port <port>") })
        for (arguments, message) in [(["build", "--page-size", "-3"], "Error: --page-size must be a whole number of at least 1, not -3"),
                                     (["serve", "--page-size", "-3"], "Error: --page-size must be a whole number of at least 1, not -3"),
                                     (["build", "--jobs", "-1"], "Error: --jobs must be a whole number of at least 1, not -1")] {
            let run = try folio(arguments, in: folder.url)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderr.components(separatedBy: "\n").first, message)
        }
    }
}
