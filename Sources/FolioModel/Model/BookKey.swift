import Foundation
import FolioBase

/// What tells two stores' records of one book apart from other books: KOReader's md5 of the book
/// file, which its statistics and its sidecar share; the ISBN when there is one
/// (an ISBN-10 as its ISBN-13), else the title and the first author, normalised: case, accents
/// and width folded; a subtitle (after `:`) and anything in brackets left out; only letters and
/// digits kept, in words; the author's words in any order, so `Le Guin, Ursula K.` is
/// `Ursula K. Le Guin`.
package struct BookKey: Hashable, Sendable {
    package let md5: String?
    package let isbn: String?
    package let titleAndAuthor: String?

    package init(_ book: Book) {
        md5 = book.details.identifiers.first { $0.use == .fileDigest }.map { $0.scheme + ":" + $0.value.lowercased() }
        isbn = book.details.identifiers.lazy.filter { $0.scheme == "isbn" }.compactMap { Self.isbn13($0.value) }.first
        let title = Self.words(Self.mainTitle(book.title))
        let author = Self.words(book.authorNames.first ?? "").sorted()
        titleAndAuthor = title.isEmpty ? nil : title.joined(separator: " ") + " / " + author.joined(separator: " ")
    }

    /// The title without a subtitle or bracketed parts: `Dune (Dune #1): Deluxe` → `Dune`.
    package static func mainTitle(_ title: String) -> String {
        var kept = ""
        var depth = 0
        for character in title {
            if "([{（【".contains(character) { depth += 1; continue }
            if ")]}）】".contains(character) { depth = max(0, depth - 1); continue }
            if depth == 0 { kept.append(character) }
        }
        return String(kept.split(separator: ":", maxSplits: 1).first ?? "")
    }

    package static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The ISBN-13 of an ISBN-10 or -13 written with or without hyphens; nil for anything else.
    package static func isbn13(_ text: String) -> String? {
        let digits = text.uppercased().filter { $0.isASCII && ($0.isNumber || $0 == "X") }
        if digits.count == 13, digits.allSatisfy(\.isNumber) { return digits }
        guard digits.count == 10, digits.dropLast().allSatisfy(\.isNumber) else { return nil }
        let body = "978" + digits.dropLast()
        let sum = body.enumerated().reduce(0) { $0 + ($1.element.wholeNumberValue ?? 0) * ($1.offset % 2 == 0 ? 1 : 3) }
        return body + String((10 - sum % 10) % 10)
    }
}
