import FolioServe
import Foundation
import XCTest

/// Both ways of watching see a data file, a template and folio.yml change, and not the output;
/// inotify also tells a file still open for writing from one its writer has closed.
final class ChangeWatcherTests: XCTestCase {
    /// Starts `watcher` and runs it in a task the test's end cancels; returns how it watches once
    /// watching has begun.
    func start(_ watcher: ChangeWatcher, onChange: @escaping @Sendable ([String], Bool) -> Void) -> String {
        let started = Happenings<String>()
        let task = Task {
            started.add(await watcher.start())
            await watcher.run { onChange($0, $1) }
        }
        addTeardownBlock { task.cancel() }
        started.wait { !$0.isEmpty }
        return started.all.first ?? "not started"
    }

    /// The folders `watcher` watches.
    func folders(_ watcher: ChangeWatcher) -> [String] {
        let folders = Happenings<[String]>()
        Task { folders.add(await watcher.watchedFolders) }
        folders.wait { !$0.isEmpty }
        return folders.all.first ?? []
    }

    func check(polling: Bool) throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try site.folder.write("{{<layout}}{{/layout}}", to: "Templates/404.mustache")
        try site.folder.write("title: A\n", to: "folio.yml")
        try site.folder.write("old", to: "Output/index.html")
        let changes = Happenings<[String]>()
        let how = start(ChangeWatcher(siteFolder: site.url, polling: polling)) { paths, _ in changes.add(paths) }
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

    /// A write while the file is open is not settled (the rebuild waits the longer quiet period),
    /// nor is another file's whole write meanwhile; the close is; polling never knows, so it never
    /// says settled.
    func testSettledWhenTheWriterCloses() throws {
        for polling in [false, true] {
            let site = try FixtureSite()
            try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
            let changes = Happenings<(paths: [String], settled: Bool)>()
            _ = start(ChangeWatcher(siteFolder: site.url, polling: polling)) { changes.add(($0, $1)) }
            let handle = try FileHandle(forWritingTo: site.url.appendingPathComponent("Content/memos.plist"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("more".utf8))  // a new size: polling sees it whatever the clock's grain
            XCTAssertTrue(changes.wait { $0.contains { $0.paths == ["Content/memos.plist"] } }, "polling: \(polling): \(changes.all)")
            try handle.close()
            if polling {
                XCTAssertEqual(changes.all.map(\.settled), [false])
                continue
            }
            XCTAssertTrue(changes.wait { $0.count == 2 }, "\(changes.all)")
            XCTAssertEqual(changes.all.map(\.paths), [["Content/memos.plist"], ["Content/memos.plist"]])
            XCTAssertEqual(changes.all.map(\.settled), [false, true])
            // Another file written whole while the first is still open is not settled either.
            let again = try FileHandle(forWritingTo: site.url.appendingPathComponent("Content/memos.plist"))
            try again.seekToEnd()
            try again.write(contentsOf: Data("again".utf8))
            XCTAssertTrue(changes.wait { $0.count == 3 }, "\(changes.all)")
            try site.folder.write("title: B\n", to: "folio.yml")
            XCTAssertTrue(changes.wait { $0.contains { $0.paths == ["folio.yml"] } }, "\(changes.all)")
            let beforeClose = changes.all.dropFirst(2)
            try again.close()
            XCTAssertEqual(Set(beforeClose.map(\.settled)), [false], "\(beforeClose)")
            XCTAssertTrue(changes.wait { $0.last?.settled == true && $0.last?.paths.contains("Content/memos.plist") == true }, "\(changes.all)")
        }
    }

    /// A data file elsewhere is watched with its folder and what lies under it (a calibre book
    /// folder's cover, a folder made since), reported by absolute path; the output, though it
    /// lies there, is not.
    func checkSources(polling: Bool) throws {
        let site = try FixtureSite()
        let library = try TemporaryFolder()
        try library.write("db", to: "metadata.db")
        try library.write("jpeg", to: "Author/Book (1)/cover.jpg")
        let output = library.child("site-output")
        try library.write("old", to: "site-output/index.html")
        let changes = Happenings<[String]>()
        let watcher = ChangeWatcher(siteFolder: site.url, outputFolder: output, sources: [library.child("metadata.db")], polling: polling)
        _ = start(watcher) { paths, _ in changes.add(paths) }
        let root = library.url.resolvingSymlinksInPath().path
        XCTAssertEqual(folders(watcher), ["", root, root + "/Author", root + "/Author/Book (1)"])
        for path in ["metadata.db", "Author/Book (1)/cover.jpg", "site-output/index.html", "Author/Book (2)/cover.jpg"] {
            if path.hasPrefix("Author/Book (2)") {
                try FileManager.default.createDirectory(at: library.child("Author/Book (2)"), withIntermediateDirectories: true)
                // inotify watches the new folder once it hears of it; polling finds it at its next look.
                if !polling { XCTAssertTrue(changes.wait { $0.joined().joined(separator: "|").contains("Book (2)") }, "\(changes.all)") }
            }
            try library.write("changed", to: path)
            if path.hasPrefix("site-output") { continue }
            XCTAssertTrue(changes.wait { $0.joined().joined(separator: "|").contains(root + "/" + path) }, "\(path) (polling: \(polling)): \(changes.all)")
        }
        XCTAssertFalse(changes.all.joined().joined(separator: "|").contains("site-output"), "the output is not watched (polling: \(polling))")
    }

    func testSourcesWithInotify() throws { try checkSources(polling: false) }
    func testSourcesWithPolling() throws { try checkSources(polling: true) }
}
