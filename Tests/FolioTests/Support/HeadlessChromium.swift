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
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }
}
