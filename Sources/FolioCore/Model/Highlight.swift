import Foundation

/// A passage a reader marked, with their note.
struct Highlight: Sendable, Equatable {
    var text: String
    var note: String?
    var chapter: String?
    /// Where it is in the book: an EPUB CFI (`epubcfi(/6/14!/4/2/1:0)`) or a page number.
    var location: String?
    /// The store's colour or style number.
    var style: Int?
    var created: Date?
}
