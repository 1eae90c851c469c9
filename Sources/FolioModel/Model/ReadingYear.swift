import Foundation
import FolioBase

/// One year of reading, in the site's time zone: the time and pages read each day (KOReader's
/// reading stretches, one per page), and the books finished that year.
package struct ReadingYear: Sendable {
    package let year: Int
    /// By day of the year (1-based) and by month (1–12).
    package var secondsByDay: [Int: Int] = [:]
    package var secondsByMonth: [Int: Int] = [:]
    package var pagesRead: Int = 0
    /// Book indices, in finishing order.
    package var finished: [Int] = []

    package init(year: Int, secondsByDay: [Int: Int] = [:], secondsByMonth: [Int: Int] = [:], pagesRead: Int = 0, finished: [Int] = []) {
        self.year = year
        self.secondsByDay = secondsByDay
        self.secondsByMonth = secondsByMonth
        self.pagesRead = pagesRead
        self.finished = finished
    }

    package var seconds: Int { secondsByDay.values.reduce(0, +) }

    /// Every year with reading or a finished book, newest first.
    package static func all(_ books: [Book], in zone: TimeZone) -> [ReadingYear] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var years: [Int: ReadingYear] = [:]
        for book in books {
            for span in book.details.reading {
                let parts = calendar.dateComponents([.year, .month], from: span.start)
                guard let year = parts.year, let month = parts.month,
                      let day = calendar.ordinality(of: .day, in: .year, for: span.start) else { continue }
                years[year, default: ReadingYear(year: year)].pagesRead += 1
                years[year]!.secondsByDay[day, default: 0] += span.seconds
                years[year]!.secondsByMonth[month, default: 0] += span.seconds
            }
        }
        // A book is among a year's finished books once, on the last day it was finished that
        // year: every reading an export records counts, else the store's one finishing day.
        var finished: [(index: Int, date: Date)] = []
        for (index, book) in books.enumerated() {
            let days = book.details.readThroughs.isEmpty ? book.details.finished.map { [$0] } ?? [] : book.details.readThroughs.map(\.finished)
            var byYear: [Int: Date] = [:]
            for day in days {
                guard let year = calendar.dateComponents([.year], from: day).year else { continue }
                byYear[year] = max(byYear[year] ?? day, day)
            }
            finished += byYear.values.map { (index, $0) }
        }
        for (index, date) in finished.sorted(by: { ($0.date, $0.index) < ($1.date, $1.index) }) {
            guard let year = calendar.dateComponents([.year], from: date).year else { continue }
            years[year, default: ReadingYear(year: year)].finished.append(index)
        }
        return years.keys.sorted(by: >).compactMap { years[$0] }
    }
}
