import Dispatch
import Foundation
import XCTest

/// Debian's Chromium, headless: opens a page (from file:// too), lets its scripts run, and
/// returns the DOM they leave. A test without Chromium is skipped, saying what was not tested.
enum HeadlessChromium {
    static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func dom(of url: URL, untested what: String) throws -> String {
        guard let path else {
            throw XCTSkip("Chromium is not installed, so \(what) was NOT tested (make test installs Debian's chromium when apt-get can)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                             "--virtual-time-budget=3000", "--dump-dom", url.absoluteString]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A page that never settles (a script stuck in a loop, or an alert() waiting for a click
        // nobody makes) fails its test instead of holding the whole run.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal {
            throw Stuck(url: url, seconds: Int(timeLimit))
        }
        return dom
    }

    /// Far more than any page of the tests needs (its scripts get 3 s of virtual time).
    static let timeLimit: TimeInterval = 60

    struct Stuck: Error, CustomStringConvertible {
        let url: URL
        let seconds: Int
        var description: String { "headless Chromium did not finish \(url.absoluteString) within \(seconds) s and was stopped" }
    }
}
