@testable import FolioBase
@testable import FolioModel
@testable import FolioSite
import XCTest

extension SiteModel {
    /// The model of `content`, for tests that look at pages: what rendering its texts reports
    /// must be nothing.
    static func build(
        _ content: SiteContent, bookOrder: BookOrder = .app, paging: Paging = Paging(), withFeed: Bool = false, workers: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) -> SiteModel {
        var diagnostics = Diagnostics()
        let model = build(content, bookOrder: bookOrder, paging: paging, withFeed: withFeed, workers: workers, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [], "rendering the model's texts", file: file, line: line)
        return model
    }
}
