/// A series and the book's place in it (`Foundation`, 2; calibre allows `2.5`).
struct BookSeries: Sendable, Equatable {
    var name: String
    var number: Double

    /// `2`, or `2.5`: no trailing `.0`.
    var numberText: String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
