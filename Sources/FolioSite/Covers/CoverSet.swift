import FolioBase
import FolioModel
import FolioOutput

/// The "make covers" stage's value: each book's cover in its two sizes, already staged (or kept
/// where the output has them).
package struct CoverSet: Sendable {
    /// By book index.
    package var covers: [Int: BookCover] = [:]
    /// Every cover file of the site, by path inside the output.
    package var paths: [PagePath] = []
    /// Images encoded by this build, and images taken from the output as the last build left it.
    package var imagesMade = 0
    package var imagesKept = 0
}
