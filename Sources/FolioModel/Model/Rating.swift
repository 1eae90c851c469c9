import FolioBase

/// A rating from 0 to 5 stars, in half stars (calibre keeps 0–10; the book app whole stars).
package struct Rating: Hashable, Sendable {
    package static let maximum = 5
    /// 0...10.
    package let halves: Int

    /// Whole stars; `nil` outside 0...5.
    package init?(_ value: Int) {
        guard (0...Self.maximum).contains(value) else { return nil }
        halves = value * 2
    }

    /// Half stars; `nil` outside 0...10.
    package init?(halves: Int) {
        guard (0...(Self.maximum * 2)).contains(halves) else { return nil }
        self.halves = halves
    }

    /// The whole stars (a half is left out): the statistics' buckets.
    package var value: Int { halves / 2 }

    /// `★★★★☆` for 4; `★★★½☆` for 3.5.
    package var stars: String {
        String(repeating: "★", count: halves / 2) + (halves % 2 == 1 ? "½" : "") + String(repeating: "☆", count: Self.maximum - (halves + 1) / 2)
    }
}
