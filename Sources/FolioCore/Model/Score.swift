/// A rating from 0 to 5 stars.
struct Score: Hashable, Sendable {
    static let maximum = 5
    let value: Int

    /// `nil` outside 0...5.
    init?(_ value: Int) {
        guard (0...Self.maximum).contains(value) else { return nil }
        self.value = value
    }

    /// `★★★★☆` for 4.
    var stars: String {
        String(repeating: "★", count: value) + String(repeating: "☆", count: Self.maximum - value)
    }
}
