import Foundation

/// A passage a reader marked, with their note; or a note alone (`text` empty), written on a
/// page without marking a passage.
struct Highlight: Sendable, Equatable {
    var text: String
    var note: String?
    var chapter: String?
    /// Where it is in the book, for reading order: an EPUB CFI (`epubcfi(/6/14!/4/2/1:0)`), an
    /// XPointer into the book's HTML (`/body/DocFragment[35]/body/p[15]/text().330`), a page
    /// number, or a PDF page and the passage's top-left corner (`page 34 y 352 x 174`).
    var location: String?
    /// The store's colour or style number.
    var style: Int?
    var created: Date?
    /// The page it is on, as the reader saw it numbered.
    var page: Int?
    /// Its colour's name, as the store writes it (`yellow`, `#ffcc00`).
    var colour: String?
    /// How it is drawn when not by a colour alone.
    var mark: HighlightMark?
}
