import FolioBase

/// A series and the book's place in it (`Foundation`, 2; calibre allows `2.5`).
package struct BookSeries: Sendable, Equatable {
    package var name: String
    package var number: Double

    package init(name: String, number: Double) {
        self.name = name
        self.number = number
    }

    /// `2`, or `2.5`: no trailing `.0`.
    package var numberText: String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
