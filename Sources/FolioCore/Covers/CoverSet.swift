/// The "make covers" stage's value: each book's cover in its two sizes, already staged (or kept
/// where the output has them).
struct CoverSet: Sendable {
    /// By book index.
    var covers: [Int: BookCover] = [:]
    /// Every cover file of the site, by path inside the output.
    var paths: [PagePath] = []
    /// Images encoded by this build, and images taken from the output as the last build left it.
    var imagesMade = 0
    var imagesKept = 0
}
