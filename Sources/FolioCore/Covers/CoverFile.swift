/// One size of a cover in the output: its path and pixel size, for `width` and `height` so the
/// page does not move when it loads.
struct CoverFile: Sendable, Equatable {
    let path: PagePath
    let width: Int
    let height: Int
}

/// A book's cover in the two sizes pages show: a thumbnail for lists, a larger one for its page.
struct BookCover: Sendable, Equatable {
    let thumbnail: CoverFile
    let large: CoverFile
}
