import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// `folio serve` for real: pages over HTTP, a rebuild after an edit that reloads open pages only
/// once the new file is on disk, a failed rebuild's error, a busy port, and Ctrl-C.
final class ServeTests: XCTestCase {
    struct Event {
        let event: String
        let data: String
        let fileHadNewText: Bool
        let at: Date
    }

    /// A running `folio serve`: what it printed, line by line as it comes, and when it ended.
    struct Server {
        let process: Process
        let printed: Happenings<String>
        let ended: Happenings<Int32>
        let port: Int

        var text: String { printed.all.joined() }
    }

    /// Starts `folio serve --port 0` and waits until it says which port the system gave it.
    func startServe(in folder: URL, _ extra: [String] = []) throws -> Server {
        let process = Process()
        process.executableURL = TestPaths.folioExecutable
        process.arguments = ["serve", "--port", "0", "--now", "2026-11-21T09:30"] + extra
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let printed = Happenings<String>(), ended = Happenings<Int32>()
        process.terminationHandler = { ended.add($0.terminationStatus) }
        try process.run()
        Thread {
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
                printed.add(String(decoding: data, as: UTF8.self))
            }
            printed.add("")
        }.start()
        let marker = "Serving Output at http://127.0.0.1:"
        printed.wait { $0.joined().contains(marker) && $0.joined().components(separatedBy: marker).last?.contains("/") == true }
        let text = printed.all.joined()
        let port = text.components(separatedBy: marker).last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        XCTAssertGreaterThan(port, 0, "serve said where it listens: \(text)")
        return Server(process: process, printed: printed, ended: ended, port: port)
    }

    /// Opens the reload event stream: each event as it comes, with what `onDisk` said then.
    func openEvents(port: Int, onDisk: @escaping @Sendable () -> Bool = { false }) throws -> (Happenings<Event>, Int32) {
        let events = Happenings<Event>()
        let stream = try XCTUnwrap(LoopbackClient.request("/__folio/events", port: port))
        Thread {
            var pending = "", buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(stream, &buffer, buffer.count, 0)
                if count <= 0 { return }
                // CR LF is one Character in Swift: make the chunked framing's line ends plain LF.
                pending += String(decoding: buffer[0..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
                while let end = pending.range(of: "\n\n") {
                    let frame = pending[..<end.lowerBound]
                    pending = String(pending[end.upperBound...])
                    let lines = frame.split(separator: "\n")
                    let onDisk = onDisk()
                    if lines.contains(where: { $0.hasPrefix(": connected") }) {
                        events.add(Event(event: "connected", data: "", fileHadNewText: onDisk, at: Date()))
                    }
                    guard let eventLine = lines.first(where: { $0.hasPrefix("event: ") }) else { continue }
                    let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
                    events.add(Event(event: String(eventLine.dropFirst(7)), data: data, fileHadNewText: onDisk, at: Date()))
                }
            }
        }.start()
        XCTAssertTrue(events.wait { $0.contains { $0.event == "connected" } }, "the event stream is open")
        return (events, stream)
    }

    func testServeRebuildsAndReloadsAfterTheFilesAreWritten() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site"], in: folder.url).status, 0)
        let site = folder.child("site")
        let server = try startServe(in: site, ["--verbose"])
        let port = server.port
        defer { if server.process.isRunning { server.process.terminate() } }

        let index = try XCTUnwrap(LoopbackClient.get("/", port: port))
        XCTAssertEqual(index.status, "HTTP/1.1 200 OK")
        XCTAssertTrue(index.body.contains("new EventSource(\"/__folio/events\")"), "the reload script is added when serving")
        XCTAssertFalse(try String(contentsOf: site.appendingPathComponent("Output/index.html"), encoding: .utf8).contains("EventSource"),
                       "…and never to the built files")
        let missing = try XCTUnwrap(LoopbackClient.get("/notes/notes/gone.html", port: port))
        XCTAssertEqual(missing.status, "HTTP/1.1 404 Not Found")
        XCTAssertTrue(missing.body.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<base href=\"/\">\n"),
                      "the 404 page's relative links resolve from the root at any depth: \(missing.body.prefix(200))")
        let withoutSlash = try XCTUnwrap(LoopbackClient.get("/notes/notes", port: port))
        XCTAssertEqual(withoutSlash.status, "HTTP/1.1 301 Moved Permanently")
        XCTAssertTrue(withoutSlash.headers.contains("location: /notes/notes/"), withoutSlash.headers)

        let memoFile = site.appendingPathComponent("Output/notes/notes/1.html")
        let (events, stream) = try openEvents(port: port) {
            (try? String(contentsOf: memoFile, encoding: .utf8))?.contains("Edited while serving") ?? false
        }

        let plist = site.appendingPathComponent("Content/memos.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        try original.replacingOccurrences(of: "Write *Markdown*", with: "Edited while serving").write(to: plist, atomically: false, encoding: .utf8)
        guard events.wait(until: { $0.contains { $0.event == "reload" } }), let reload = events.all.first(where: { $0.event == "reload" }) else {
            server.process.terminate()
            return XCTFail("no reload; events \(events.all); server said: \(server.text)")
        }
        XCTAssertTrue(reload.fileHadNewText, "the reload came after the new page was on disk")
        // --verbose: after each build, what it wrote (the memo, its summary's list pages, the
        // search index) and each step's time (times vary: masked).
        server.printed.wait { $0.joined().components(separatedBy: "write output: ").count == 3 }
        let rebuild = server.text.components(separatedBy: "Built ").last?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(rebuild.prefix(10).map { $0.replacingOccurrences(of: #"\d+\.\d{3} s$"#, with: "_ s", options: .regularExpression) }, [
            "19 pages into Output: 8 files written.",
            "find content: _ s", "check output folder: _ s", "load content: _ s", "load templates: _ s",
            "build model: _ s", "make covers: _ s", "render pages: _ s", "check links: _ s", "write output: _ s",
        ])
        XCTAssertTrue(LoopbackClient.get("/notes/notes/1.html", port: port)?.body.contains("Edited while serving") ?? false)

        try "not a plist".write(to: plist, atomically: false, encoding: .utf8)
        events.wait { $0.contains { $0.event == "failure" } }
        XCTAssertEqual(events.all.first { $0.event == "failure" }?.data.hasPrefix("error[load content]: Content/memos.plist: not a Folio data file (found neither a property list"), true)
        XCTAssertTrue(LoopbackClient.get("/notes/notes/1.html", port: port)?.body.contains("Edited while serving") ?? false, "the last good site stays")
        // Undo: the file gets back the exact bytes the last good site was built from.
        try original.replacingOccurrences(of: "Write *Markdown*", with: "Edited while serving").write(to: plist, atomically: false, encoding: .utf8)
        events.wait { $0.filter { $0.event == "reload" }.count >= 2 }
        XCTAssertEqual(events.all.filter { $0.event == "reload" }.count, 2, "restoring the last good bytes reloads, clearing the error")
        XCTAssertTrue(events.all.last?.event == "reload")
        try original.write(to: plist, atomically: false, encoding: .utf8)
        events.wait { $0.filter { $0.event == "reload" }.count >= 3 }
        XCTAssertEqual(events.all.filter { $0.event == "reload" }.count, 3, "another edit rebuilds")

        let busy = try CommandLine.folio(["serve", "--port", "\(port)"], in: site)
        XCTAssertEqual(busy.status, 1)
        XCTAssertEqual(busy.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("error: port") },
                       ["error: port \(port) on 127.0.0.1 is already in use; choose another with --port"])

        kill(server.process.processIdentifier, SIGINT)
        XCTAssertTrue(server.ended.wait { !$0.isEmpty }, "Ctrl-C stops it")
        XCTAssertEqual(server.ended.all, [0])
        close(stream)
        server.printed.wait { $0.last == "" }
        let printed = server.text
        XCTAssertTrue(printed.contains("Serving Output at http://127.0.0.1:\(port)/ (watching with inotify; Ctrl-C stops)"), printed)
        XCTAssertTrue(printed.hasSuffix("Stopped.\n"), printed)
    }

    func testSettingsThatCannotBeUsedStopServeWithTheirError() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site"], in: folder.url).status, 0)
        try folder.write("colour: red\n", to: "site/folio.yml")
        let run = try CommandLine.folio(["serve", "--port", "0"], in: folder.child("site"))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: folio.yml:1:1: unknown key \"colour\"; allowed: title, author, language, timezone, base_url, book_order, page_size, output, sources, publish, notebooks, exclude, archived, home\n")
    }

    /// A data file named in `sources` outside the site is watched where it lives: editing it
    /// reloads the pages, as an edit in Content/ does.
    func testASourceOutsideTheSiteReloadsWhenItChanges() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site"], in: folder.url).status, 0)
        let elsewhere = folder.child("library/memos.plist")
        func write(_ detail: String) throws {
            let plist = try PropertyListSerialization.data(
                fromPropertyList: ["Far": [["title": "Away", "createTime": "2026/01/01 10:00", "detail": "Away\n\n\(detail)"]]], format: .xml, options: 0)
            try plist.write(to: elsewhere)
        }
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write("First words")
        try folder.write("sources:\n  - path: ../library/memos.plist\n", to: "site/folio.yml")
        let server = try startServe(in: folder.child("site"))
        defer { if server.process.isRunning { server.process.terminate() } }
        XCTAssertTrue(LoopbackClient.get("/notes/far/1.html", port: server.port)?.body.contains("First words") ?? false, server.text)
        let (events, stream) = try openEvents(port: server.port)
        defer { close(stream) }
        try write("Edited in the library")
        XCTAssertTrue(events.wait(until: { $0.contains { $0.event == "reload" } }), "no reload; events \(events.all); server said: \(server.text)")
        XCTAssertTrue(LoopbackClient.get("/notes/far/1.html", port: server.port)?.body.contains("Edited in the library") ?? false)
    }

    /// A folder that is not a site is not served: serve stops at once with what build says.
    func testAFolderThatIsNotASiteIsNotServed() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.child("empty"), withIntermediateDirectories: true)
        let build = try CommandLine.folio(["build", "--site", "empty"], in: folder.url)
        let serve = try CommandLine.folio(["serve", "--port", "0", "--site", "empty"], in: folder.url)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(serve.status, 1)
        XCTAssertEqual(serve.stderr, build.stderr)
        let empty = folder.child("empty").path
        XCTAssertEqual(serve.stderr, """
            error[find content]: \(empty): is not a Folio site: it has neither a Content/ folder nor folio.yml; `folio init \(empty)` starts one
            Build failed: 1 error, 0 warnings; Output was left as it was.

            """)
    }
}
