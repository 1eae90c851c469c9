import FolioServe
import Foundation
import XCTest

/// Both ways of watching see a data file, a template and folio.yml change, and not the output.
final class ChangeWatcherTests: XCTestCase {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    func waitForChange(_ counter: Counter, after before: Int) -> Bool {
        let deadline = Date().addingTimeInterval(3)
        while Date() < deadline {
            if counter.count > before { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    func check(polling: Bool) throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try site.folder.write("{{<layout}}{{/layout}}", to: "Templates/404.mustache")
        try site.folder.write("title: A\n", to: "folio.yml")
        let counter = Counter()
        let how = ChangeWatcher(siteFolder: site.url, polling: polling) { counter.add() }.start()
        XCTAssertEqual(how, polling ? "polling" : "inotify")
        Thread.sleep(forTimeInterval: 0.7)
        for (path, text) in [("Content/memos.plist", "changed"), ("Templates/404.mustache", "changed"), ("folio.yml", "title: B\n")] {
            let before = counter.count
            try site.folder.write(text, to: path)
            XCTAssertTrue(waitForChange(counter, after: before), "\(path) (polling: \(polling))")
        }
        Thread.sleep(forTimeInterval: 0.7)
        let before = counter.count
        try site.folder.write("page", to: "Output/index.html")
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertEqual(counter.count, before, "writing the output is no change to the site (polling: \(polling))")
    }

    func testInotify() throws { try check(polling: false) }
    func testPolling() throws { try check(polling: true) }
}
