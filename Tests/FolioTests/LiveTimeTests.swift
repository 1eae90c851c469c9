@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The list's 24-hour rule is the memo app's rule for the moment of reading: a page read days
/// after its build re-applies it in the browser from each `<time datetime>`.
final class LiveTimeTests: XCTestCase {
    func testTheBrowserReappliesTheRuleForNow() throws {
        try reapply(language: "en") { memoText in String(memoText.prefix(10)) }
    }

    /// The script writes a date as the site's language does (the table's `date_format`).
    func testTheBrowserWritesTheLanguagesDate() throws {
        try reapply(language: "de") { memoText in
            let parts = memoText.prefix(10).split(separator: "/")
            return "\(parts[2]).\(parts[1]).\(parts[0])"
        }
    }

    /// Two memos, an hour and two days old, built as if two days ago; `date` is how the
    /// language writes the date of a memo's `yyyy/MM/dd HH:mm`.
    func reapply(language: String, date: (String) -> String) throws {
        let utc = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        func memoText(_ date: Date) -> String {
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            return String(format: "%04d/%02d/%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
        }
        let now = Date()
        let hourAgo = memoText(now.addingTimeInterval(-3600)), twoDaysAgo = memoText(now.addingTimeInterval(-2 * 86400))
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Fresh", "createTime": hourAgo, "detail": "x"], ["title": "Old", "createTime": twoDaysAgo, "detail": "y"]]])
        // Built as if two days ago: then the fresh memo lay in the future and the old one was an hour old.
        var options = BuildOptions(siteFolder: site.url, outputFolder: site.output, now: now.addingTimeInterval(-2 * 86400 + 3600))
        options.language = language
        let built = SiteBuild.run(options)
        XCTAssertTrue(built.succeeded, "\(built.diagnostics.messages)")
        let page = try String(contentsOf: site.output.appendingPathComponent("notes/qq/index.html"), encoding: .utf8)
        func shown(in html: String) -> [String] {
            html.components(separatedBy: "</time>").dropLast().map { $0.components(separatedBy: ">").last ?? "" }
        }
        XCTAssertEqual(shown(in: page), [date(hourAgo), String(twoDaysAgo.suffix(5))], "the build's own 'now'")
        let dom = try HeadlessChromium.dom(of: site.output.appendingPathComponent("notes/qq/index.html"), untested: "list times in the browser")
        XCTAssertEqual(shown(in: dom), [String(hourAgo.suffix(5)), date(twoDaysAgo)], "the reader's now")
    }
}
