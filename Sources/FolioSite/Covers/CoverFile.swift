import FolioBase
import FolioModel
import FolioOutput

/// One size of a cover in the output: its path and pixel size, for `width` and `height` so the
/// page does not move when it loads.
package struct CoverFile: Sendable, Equatable {
    package let path: PagePath
    package let width: Int
    package let height: Int
}

/// A book's cover in the two sizes pages show: a thumbnail for lists, a larger one for its page.
package struct BookCover: Sendable, Equatable {
    package let thumbnail: CoverFile
    package let large: CoverFile
}
