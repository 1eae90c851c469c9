import Foundation

/// A passage a reader marked, with their note; or a note alone, when the store keeps one
/// without marking a passage (`text` empty).
struct Highlight: Sendable, Equatable {
    var text: String
    var note: String?
    var chapter: String?
    /// Where it is in the book: an EPUB CFI (`epubcfi(/6/14!/4/2/1:0)`) or a page number.
    var location: String?
    /// The store's colour or style number.
    var style: Int?
    var created: Date?
    /// The colour the store names (`yellow`, `#ffcc00`), and how the passage is drawn when it
    /// is not by a colour (`underline`, `strikeout`, `wavy`), as the store writes them.
    var colour: String? = nil
    var decoration: String? = nil
}
