import FolioBase

extension Highlight {
    /// Reading order: by the numbers of the location's path (an EPUB CFI's steps and offsets, or
    /// a page), assertions in brackets left out; then by creation; highlights without a location last.
    /// An EPUB's places start with the spine item they are in, counted from 0, whichever store wrote
    /// them (a CFI's `/6/<2 × (n + 1)>`, KOReader's `DocFragment[n + 1]`, Kobo's `VolumeIndex`), so
    /// one book's highlights from several stores keep its chapters' order; within one item, each
    /// store's paths compare as they are.
    package static func inReadingOrder(_ a: Highlight, _ b: Highlight) -> Bool {
        switch (a.location.map(Self.steps), b.location.map(Self.steps)) {
        case let (x?, y?) where x != y: return x.lexicographicallyPrecedes(y)
        case (_?, nil): return true
        case (nil, _?): return false
        default: return (a.created ?? .distantFuture, a.text) < (b.created ?? .distantFuture, b.text)
        }
    }

    /// `epubcfi(/6/14[ch1]!/4/2/1:30)` → 6, 4, 2, 1, 30 (spine item 6, then the path in it); an
    /// XPointer as `xpointerSteps` reads it; anything else (Kobo's `5!span#kobo\\.204\\.1:0`, a
    /// PDF's `page 34 y 352 x 174`) by its numbers.
    package static func steps(_ location: String) -> [Int] {
        if location.hasPrefix("/") { return xpointerSteps(location) }
        let numbers = numbers(location)
        if location.hasPrefix("epubcfi(/6/"), numbers.count >= 2 { return [max(0, numbers[1] / 2 - 1)] + numbers.dropFirst(2) }
        return numbers
    }

    /// The numbers written in `location`, outside brackets.
    private static func numbers(_ location: String) -> [Int] {
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

    /// `/body/p[15]/text().330` → 1, 15, 1, 330: each element's place among its namesakes (1 when
    /// not written), then the offset in the text; `/body/DocFragment[35]/body/p[15]/text().330`
    /// (KOReader's spine item 35, counted from 1) → 34, 1, 15, 1, 330.
    package static func xpointerSteps(_ location: String) -> [Int] {
        var steps: [Int] = []
        for segment in location.split(separator: "/") {
            if let dot = segment.lastIndex(of: "."), let offset = Int(segment[segment.index(after: dot)...]), offset >= 0 {
                steps += [place(in: segment[..<dot]), offset]
            } else {
                steps.append(place(in: segment))
            }
        }
        if location.hasPrefix("/body/DocFragment["), steps.count >= 2 { return [max(0, steps[1] - 1)] + steps.dropFirst(2) }
        return steps
    }

    /// `p[15]` → 15, `body` → 1.
    private static func place(in segment: Substring) -> Int {
        guard let open = segment.lastIndex(of: "["), let close = segment.lastIndex(of: "]"), open < close,
              let number = Int(segment[segment.index(after: open)..<close]), number >= 0 else { return 1 }
        return number
    }
}
