import Foundation

/// The "make covers" stage's value: each book's cover in its two sizes, and where each size's
/// bytes wait (the cover cache) to be copied into the output.
struct CoverSet: Sendable {
    /// By book index.
    var covers: [Int: BookCover] = [:]
    /// Output path → the cached JPEG.
    var files: [PagePath: URL] = [:]
    /// The cover images read, with their fingerprints: inputs of the build.
    var sources: [LinkedInput] = []
    /// Images encoded by this build, and images found in the cache.
    var imagesMade = 0
    var imagesCached = 0
}
