import Foundation
import FolioBase

/// A passage a reader marked, with their note; or a note alone (`text` empty), written on a
/// page without marking a passage.
package struct Highlight: Sendable, Equatable {
    package var text: String
    package var note: String?
    package var chapter: String?
    /// Where it is in the book, for reading order: an EPUB CFI (`epubcfi(/6/14!/4/2/1:0)`), an
    /// XPointer into the book's HTML (`/body/DocFragment[35]/body/p[15]/text().330`), a page
    /// number, or a PDF page and the passage's top-left corner (`page 34 y 352 x 174`).
    package var location: String?
    /// The store's colour or style number.
    package var style: Int?
    package var created: Date?
    /// The page it is on, as the reader saw it numbered.
    package var page: Int?
    /// Its colour's name, as the store writes it (`yellow`, `#ffcc00`).
    package var colour: String?
    /// How it is drawn when not by a colour alone.
    package var mark: HighlightMark?

    package init(text: String, note: String? = nil, chapter: String? = nil, location: String? = nil, style: Int? = nil, created: Date? = nil, page: Int? = nil, colour: String? = nil, mark: HighlightMark? = nil) {
        self.text = text
        self.note = note
        self.chapter = chapter
        self.location = location
        self.style = style
        self.created = created
        self.page = page
        self.colour = colour
        self.mark = mark
    }
}
