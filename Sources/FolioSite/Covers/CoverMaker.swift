import FolioCovers
import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Makes every book's cover into a thumbnail (lists) and a larger image (its page), JPEG, at
/// `covers/<hash>-<width>.jpg`, the hash being of the source image's bytes. The output is the
/// only cache: a cover file the output already has at its path is kept as it is (its size read
/// from its header), so an unchanged cover is never made again. A change to how thumbnails are
/// made must change these names, or the outputs built before keep the old ones. A cover that
/// is missing or cannot be read is a warning naming it and the book; the book shows without.
package struct CoverMaker {
    package static let thumbnailWidth = 160
    package static let largeWidth = 480

    package let staging: OutputStaging
    package let workers: Int

    package init(staging: OutputStaging, workers: Int) {
        self.staging = staging
        self.workers = workers
    }

    package func make(_ books: [Book], diagnostics: inout Diagnostics) -> CoverSet {
        let wanted = books.indices.filter { books[$0].details.cover != nil }
        let made = Parallel.map(wanted.count, workers: workers) { position in cover(of: books[wanted[position]]) }
        var set = CoverSet()
        for (index, result) in zip(wanted, made) {
            switch result {
            case .success(let (cover, madeNow)):
                set.imagesMade += madeNow
                set.imagesKept += 2 - madeNow
                set.covers[index] = cover
                set.paths += [cover.thumbnail.path, cover.large.path]
            case .failure(let problem):
                diagnostics.report(problem)
            }
        }
        return set
    }

    /// The book's cover in both sizes, and how many of them had to be made.
    private func cover(of book: Book) -> Result<(BookCover, Int), FolioError> {
        guard let url = book.details.cover else { return .failure(FolioError(at: book.source, "has no cover")) }
        let location = book.source.appending("cover \(url.path)")
        do {
            let data = try RegularFile(url: url, location: location).read(limit: ReadLimits.dataFile)
            let hash = Fingerprint(data).hash
            var sizes: [CoverFile] = []
            var madeNow = 0
            for width in [Self.thumbnailWidth, Self.largeWidth] {
                let path = PagePath(["covers", "\(hash)-\(width).jpg"])
                if let kept = staging.liveBytes(of: path, limit: ReadLimits.dataFile), let size = kept.withUnsafeBytes(CoverThumbnail.size(ofJPEG:)) {
                    sizes.append(CoverFile(path: path, width: size.width, height: size.height))
                    continue
                }
                let image = try data.withUnsafeBytes { CoverThumbnail.make(from: $0, width: width) }.get()
                try staging.stage(OutputFile(path: path, data: Data(image.jpeg)))
                sizes.append(CoverFile(path: path, width: image.width, height: image.height))
                madeNow += 1
            }
            return .success((BookCover(thumbnail: sizes[0], large: sizes[1]), madeNow))
        } catch let problem as FolioError {
            return .failure(.warning(at: location, problem.reason + "; the book is shown without a cover"))
        } catch let problem as CoverThumbnailError {
            return .failure(.warning(at: location, "\(problem.reason); the book is shown without a cover"))
        } catch {
            return .failure(.warning(at: location, "cannot be read; the book is shown without a cover"))
        }
    }
}
