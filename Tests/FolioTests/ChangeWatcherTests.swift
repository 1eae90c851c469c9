import FolioServe
import Foundation
import XCTest

/// Both ways of watching see a data file, a template and folio.yml change, and not the output.
final class ChangeWatcherTests: XCTestCase {
    func check(polling: Bool) throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try site.folder.write("{{<layout}}{{/layout}}", to: "Templates/404.mustache")
        try site.folder.write("title: A\n", to: "folio.yml")
        try site.folder.write("old", to: "Output/index.html")
        let changes = Happenings<[String]>()
        let how = ChangeWatcher(siteFolder: site.url, polling: polling) { changes.add($0) }.start()
        XCTAssertEqual(how, polling ? "polling" : "inotify")
        for (path, text) in [("Content/memos.plist", "changed"), ("Output/index.html", "page"), ("Templates/404.mustache", "changed"), ("folio.yml", "title: B\n")] {
            try site.folder.write(text, to: path)
            if path.hasPrefix("Output") { continue }
            XCTAssertTrue(changes.wait { $0.joined().contains(path) }, "\(path) (polling: \(polling)): \(changes.all)")
        }
        XCTAssertFalse(changes.all.joined().contains { $0.hasPrefix("Output") },
                       "writing the output, between two changes that were seen, is no change to the site (polling: \(polling))")
    }

    func testInotify() throws { try check(polling: false) }
    func testPolling() throws { try check(polling: true) }
}
