extension Highlight {
    /// Reading order: by the numbers of the location's path (an EPUB CFI's steps and offsets, or
    /// a page), assertions in brackets left out; then by creation; highlights without a location last.
    static func inReadingOrder(_ a: Highlight, _ b: Highlight) -> Bool {
        switch (a.location.map(Self.steps), b.location.map(Self.steps)) {
        case let (x?, y?) where x != y: return x.lexicographicallyPrecedes(y)
        case (_?, nil): return true
        case (nil, _?): return false
        default: return (a.created ?? .distantFuture, a.text) < (b.created ?? .distantFuture, b.text)
        }
    }

    /// `epubcfi(/6/14[ch1]!/4/2/1:30)` → 6, 14, 4, 2, 1, 30.
    static func steps(_ location: String) -> [Int] {
        var steps: [Int] = []
        var number: Int?
        var bracket = 0
        for character in location {
            if character == "[" { bracket += 1 }
            if character == "]" { bracket = max(0, bracket - 1) }
            if bracket == 0, let digit = character.wholeNumberValue, character.isASCII {
                number = (number ?? 0) &* 10 &+ digit
            } else if let value = number {
                steps.append(value)
                number = nil
            }
        }
        if let number { steps.append(number) }
        return steps
    }
}
