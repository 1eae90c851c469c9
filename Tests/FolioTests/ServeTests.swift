import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// `folio serve` for real: pages over HTTP, a rebuild after an edit that reloads open pages only
/// once the new file is on disk, a failed rebuild's error, a busy port, and Ctrl-C.
final class ServeTests: XCTestCase {
    final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(event: String, data: String, fileHadNewText: Bool, at: Date)] = []
        func add(_ event: String, _ data: String, _ fileHadNewText: Bool) {
            lock.lock(); items.append((event, data, fileHadNewText, Date())); lock.unlock()
        }
        var all: [(event: String, data: String, fileHadNewText: Bool, at: Date)] { lock.lock(); defer { lock.unlock() }; return items }
    }

    /// Starts `folio serve`, its output into a pipe read when it has stopped.
    func startServe(in folder: URL, port: Int, output: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = TestPaths.folioExecutable
        process.arguments = ["serve", "--port", "\(port)", "--now", "2026-11-21T09:30"]
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, LoopbackClient.get("/", port: port) == nil { Thread.sleep(forTimeInterval: 0.1) }
        return process
    }

    func testServeRebuildsAndReloadsAfterTheFilesAreWritten() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site"], in: folder.url).status, 0)
        let site = folder.child("site"), port = LoopbackClient.freePort()
        let output = Pipe()
        let server = try startServe(in: site, port: port, output: output)
        defer { if server.isRunning { server.terminate() } }

        let index = try XCTUnwrap(LoopbackClient.get("/", port: port))
        XCTAssertEqual(index.status, "HTTP/1.1 200 OK")
        XCTAssertTrue(index.body.contains("new EventSource(\"/__folio/events\")"), "the reload script is added when serving")
        XCTAssertFalse(try String(contentsOf: site.appendingPathComponent("Output/index.html"), encoding: .utf8).contains("EventSource"),
                       "…and never to the built files")
        XCTAssertEqual(LoopbackClient.get("/no/such/page.html", port: port)?.status, "HTTP/1.1 404 Not Found")

        let memoFile = site.appendingPathComponent("Output/notes/notes/welcome.html")
        let events = EventLog()
        let stream = try XCTUnwrap(LoopbackClient.request("/__folio/events", port: port))
        let reader = Thread {
            var pending = "", buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(stream, &buffer, buffer.count, 0)
                if count <= 0 { return }
                // CR LF is one Character in Swift: make the chunked framing's line ends plain LF.
                pending += String(decoding: buffer[0..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
                while let end = pending.range(of: "\n\n") {
                    let frame = pending[..<end.lowerBound]
                    pending = String(pending[end.upperBound...])
                    guard let eventLine = frame.split(separator: "\n").first(where: { $0.hasPrefix("event: ") }) else { continue }
                    let data = frame.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
                    let onDisk = (try? String(contentsOf: memoFile, encoding: .utf8))?.contains("Edited while serving") ?? false
                    events.add(String(eventLine.dropFirst(7)), data, onDisk)
                }
            }
        }
        reader.start()
        Thread.sleep(forTimeInterval: 0.3)

        let plist = site.appendingPathComponent("Content/memos.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        try original.replacingOccurrences(of: "Write *Markdown*", with: "Edited while serving").write(to: plist, atomically: false, encoding: .utf8)
        let edited = Date()
        while Date() < edited.addingTimeInterval(2), !events.all.contains(where: { $0.event == "reload" }) { Thread.sleep(forTimeInterval: 0.05) }
        guard let reload = events.all.first(where: { $0.event == "reload" }) else {
            server.terminate()
            server.waitUntilExit()
            return XCTFail("no reload within 2 s; events \(events.all); server said: \(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        }
        XCTAssertLessThan(reload.at.timeIntervalSince(edited), 2)
        XCTAssertTrue(reload.fileHadNewText, "the reload came after the new page was on disk")
        XCTAssertTrue(LoopbackClient.get("/notes/notes/welcome.html", port: port)?.body.contains("Edited while serving") ?? false)

        try "not a plist".write(to: plist, atomically: false, encoding: .utf8)
        let broke = Date()
        while Date() < broke.addingTimeInterval(2), !events.all.contains(where: { $0.event == "failure" }) { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(events.all.first { $0.event == "failure" }?.data.hasPrefix("error[load content]: Content/memos.plist: not a Folio data file (found neither a property list"), true)
        XCTAssertTrue(LoopbackClient.get("/notes/notes/welcome.html", port: port)?.body.contains("Edited while serving") ?? false, "the last good site stays")
        try original.write(to: plist, atomically: false, encoding: .utf8)
        let fixed = Date()
        while Date() < fixed.addingTimeInterval(2), events.all.filter({ $0.event == "reload" }).count < 2 { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(events.all.filter { $0.event == "reload" }.count, 2, "fixing the input reloads, clearing the error")

        let busy = try CommandLine.folio(["serve", "--port", "\(port)"], in: site)
        XCTAssertEqual(busy.status, 1)
        XCTAssertEqual(busy.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("error: port") },
                       ["error: port \(port) on 127.0.0.1 is already in use; choose another with --port"])

        kill(server.processIdentifier, SIGINT)
        let stopping = Date()
        while server.isRunning, Date() < stopping.addingTimeInterval(5) { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(server.isRunning, "Ctrl-C stops it")
        XCTAssertEqual(server.terminationStatus, 0)
        close(stream)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(printed.contains("Serving Output at http://127.0.0.1:\(port)/ (watching with inotify; Ctrl-C stops)"), printed)
        XCTAssertTrue(printed.hasSuffix("Stopped.\n"), printed)
    }

    func testSettingsThatCannotBeUsedStopServeWithTheirError() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site"], in: folder.url).status, 0)
        try folder.write("colour: red\n", to: "site/folio.yml")
        let run = try CommandLine.folio(["serve", "--port", "\(LoopbackClient.freePort())"], in: folder.child("site"))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: folio.yml:1:1: unknown key \"colour\"; allowed: title, author, language, timezone, base_url, book_order, page_size, output, sources\n")
    }
}
