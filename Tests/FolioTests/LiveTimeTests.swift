@testable import FolioCore
import Foundation
import XCTest

/// The list's 24-hour rule is the memo app's rule for the moment of reading: a page read days
/// after its build re-applies it in the browser from each `<time datetime>`.
final class LiveTimeTests: XCTestCase {
    func testTheBrowserReappliesTheRuleForNow() throws {
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
        let built = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: now.addingTimeInterval(-2 * 86400 + 3600)))
        XCTAssertTrue(built.succeeded, "\(built.diagnostics.messages)")
        let page = try String(contentsOf: site.output.appendingPathComponent("notes/qq/index.html"), encoding: .utf8)
        func shown(in html: String) -> [String] {
            html.components(separatedBy: "</time>").dropLast().map { $0.components(separatedBy: ">").last ?? "" }
        }
        XCTAssertEqual(shown(in: page), [String(hourAgo.prefix(10)), String(twoDaysAgo.suffix(5))], "the build's own 'now'")
        let dom = try HeadlessChromium.dom(of: site.output.appendingPathComponent("notes/qq/index.html"), untested: "list times in the browser")
        XCTAssertEqual(shown(in: dom), [String(hourAgo.suffix(5)), String(twoDaysAgo.prefix(10))], "the reader's now")
    }
}
