import Foundation

/// One year of reading, in the site's time zone: the time and pages read each day (KOReader's
/// reading stretches, one per page), and the books finished that year.
struct ReadingYear: Sendable {
    let year: Int
    /// By day of the year (1-based) and by month (1–12).
    var secondsByDay: [Int: Int] = [:]
    var secondsByMonth: [Int: Int] = [:]
    var pagesRead = 0
    /// Book indices, in finishing order.
    var finished: [Int] = []

    var seconds: Int { secondsByDay.values.reduce(0, +) }

    /// Every year with reading or a finished book, newest first.
    static func all(_ books: [Book], in zone: TimeZone) -> [ReadingYear] {
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
        let finished = books.indices.compactMap { index in books[index].details.finished.map { (index, $0) } }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        for (index, date) in finished {
            guard let year = calendar.dateComponents([.year], from: date).year else { continue }
            years[year, default: ReadingYear(year: year)].finished.append(index)
        }
        return years.keys.sorted(by: >).compactMap { years[$0] }
    }
}
