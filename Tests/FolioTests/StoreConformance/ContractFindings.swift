@testable import FolioBase
@testable import FolioCore
@testable import FolioModel
@testable import FolioStores
import Foundation

/// What breaks the contract in one build, each as a line naming the path, record or problem;
/// empty when nothing does.
enum ContractFindings {
    /// The longest segment a page id may make, in bytes (a file system's name limit is 255; this
    /// leaves room for the `.html` and a folder's prefix on every system Folio writes to).
    static let longestSegment = 105

    /// Output paths with a segment that is empty, `.` or `..`, holds a control character or a
    /// backslash, is not UTF-8, or is longer than `longestSegment` bytes.
    static func unsafePaths(_ paths: Set<PathBytes>) -> [String] {
        paths.compactMap { path -> String? in
            let problems = path.bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).compactMap { segment -> String? in
                let bytes = Array(segment)
                guard let text = String(validating: bytes, as: UTF8.self) else { return "a segment is not UTF-8" }
                if bytes.isEmpty { return "an empty segment" }
                if text == "." || text == ".." { return "segment \(text)" }
                if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "a control character in \(text.debugDescription)" }
                if text.contains("\\") { return "a backslash in \(text.debugDescription)" }
                if bytes.count > longestSegment { return "segment of \(bytes.count) bytes: \(text)" }
                return nil
            }
            return problems.isEmpty ? nil : "\(path.description.debugDescription): \(problems.joined(separator: "; "))"
        }.sorted()
    }

    /// Every date the content holds that is the epoch (1970-01-01T00:00:00Z), Apple's reference
    /// date (2001-01-01T00:00:00Z) or before the year 1000: a zero or a placeholder read as a date.
    /// A book's `publishedYear` is a year, not a date, and is not held to this: a classic's
    /// original year may well be before 1000.
    static func unrealDates(_ content: SiteContent, zone: TimeZone) -> [String] {
        var found: [String] = []
        func check(_ date: Date?, _ what: @autoclosure () -> String) {
            guard let date, let reason = unreal(date) else { return }
            found.append("\(what()): \(reason)")
        }
        for account in content.notebooks {
            for memo in account.notes {
                check(memo.created.instant(in: zone), "\(memo.source): created")
                check(memo.modified?.instant(in: zone), "\(memo.source): modified")
            }
        }
        for book in content.books {
            let details = book.details
            let name = "\(book.source) \(book.title.debugDescription)"
            check(details.published, "\(name): published")
            check(details.added, "\(name): added")
            check(details.lastRead, "\(name): last read")
            check(details.finished, "\(name): finished")
            for (index, through) in details.readThroughs.enumerated() {
                check(through.started, "\(name): reading \(index + 1) started")
                check(through.finished, "\(name): reading \(index + 1) finished")
            }
            for (index, span) in details.reading.enumerated() {
                check(span.start, "\(name): reading span \(index + 1)")
            }
            for (index, session) in ReadingSession.sessions(from: details.reading).enumerated() {
                check(session.start, "\(name): session \(index + 1) start")
                check(session.end, "\(name): session \(index + 1) end")
            }
            for (index, highlight) in details.highlights.enumerated() {
                check(highlight.created, "\(name): highlight \(index + 1) created")
            }
        }
        for item in content.readingList {
            check(item.added, "\(item.source): added")
            check(item.viewed, "\(item.source): viewed")
        }
        return found
    }

    private static func unreal(_ date: Date) -> String? {
        if date == Date(timeIntervalSince1970: 0) { return "1970-01-01T00:00:00Z, the Unix epoch" }
        if date == Date(timeIntervalSinceReferenceDate: 0) { return "2001-01-01T00:00:00Z, Apple's reference date" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let year = calendar.component(.year, from: date)
        let era = calendar.component(.era, from: date)
        return era == 0 || year < 1000 ? "\(date), before the year 1000" : nil
    }

    /// Every figure of a book that is 0: a store that did not record it leaves it out, so that a
    /// page says nothing rather than "0 pages" or "Progress 0%".
    ///
    /// `percentRead` is the model's, rounded down from the store's fraction read (its progress,
    /// else pages read of pages): 4 pages of 1,146 read (KOReader's statistics) or a progress of
    /// 0.001 (a KOReader sidecar) is 0%, yet both figures behind it were recorded and are above 0.
    /// So it is held to the rule where its fraction is 0: a progress of 0 (pages read of 0 is
    /// `pagesRead` 0, found already).
    static func zeroFigures(_ content: SiteContent) -> [String] {
        content.books.flatMap { book -> [String] in
            let details = book.details
            let figures: [(String, Int?)] = [
                ("pageCount", details.pageCount), ("pagesRead", details.pagesRead), ("readingTime", details.readingTime),
                ("timesRead", details.timesRead), ("score", book.rating?.halves),
                ("percentRead (its progress is 0)", details.progress == 0 ? details.percentRead : nil),
            ]
            return figures.filter { $0.1 == 0 }.map { "\(book.source) \(book.title.debugDescription): \($0.0) is 0" }
        }
    }

    /// Problems whose location does not name a file, and a record or a line in it, as messages
    /// (the site folder written `<site>`).
    static func unplacedProblems(_ diagnostics: Diagnostics, site: URL) -> [String] {
        diagnostics.problems.filter { problem in
            guard let location = problem.location, !location.file.isEmpty else { return true }
            return location.recordPath.isEmpty && location.line == nil
        }.map { $0.description.replacingOccurrences(of: site.path, with: "<site>") }
    }

    /// Every book's and note's title.
    static func titles(_ content: SiteContent) -> Set<String> {
        Set(content.books.map(\.title) + content.notebooks.flatMap { $0.notes.map(\.title) })
    }
}
