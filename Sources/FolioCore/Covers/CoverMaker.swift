import FolioCovers
import Foundation

/// Makes every book's cover into a thumbnail (lists) and a larger image (its page), JPEG, cached
/// by the source image's content hash in `.<output>.folio-covers`, so an unchanged cover is not
/// made again: the cache file's name holds the hash, the width asked, the thumbnails' version
/// (`CoverThumbnail.version`: a cover made another way is made again) and the size made. A cover
/// that is missing or cannot be read is a warning naming it and the book; the book shows without.
struct CoverMaker {
    static let thumbnailWidth = 160
    static let largeWidth = 480

    let cache: URL
    let workers: Int

    func make(_ books: [Book], diagnostics: inout Diagnostics) -> CoverSet {
        let wanted = books.indices.filter { books[$0].details.cover != nil }
        // The cache is listed once: `<hash>-<width>w-v<version>-` → the file's name.
        var cached: [String: String] = [:]
        for name in (try? FileManager().contentsOfDirectory(atPath: cache.path)) ?? [] where name.hasSuffix(".jpg") {
            if let end = name.lastIndex(of: "-") { cached[String(name[...end])] = name }
        }
        let made = Parallel.map(wanted.count, workers: workers) { position -> Result<(BookCover, [PagePath: URL], LinkedInput, Int), FolioError> in
            cover(of: books[wanted[position]], cached: cached)
        }
        var set = CoverSet()
        for (index, result) in zip(wanted, made) {
            switch result {
            case .success(let (cover, files, source, madeNow)):
                set.imagesMade += madeNow
                set.imagesCached += files.count - madeNow
                set.covers[index] = cover
                set.files.merge(files) { first, _ in first }
                set.sources.append(source)
            case .failure(let problem):
                diagnostics.report(problem)
            }
        }
        return set
    }

    /// The book's cover in both sizes, and how many of them had to be made.
    private func cover(of book: Book, cached: [String: String]) -> Result<(BookCover, [PagePath: URL], LinkedInput, Int), FolioError> {
        guard let url = book.details.cover else { return .failure(FolioError(at: book.source, "has no cover")) }
        let location = book.source.appending("cover \(url.path)")
        do {
            let data = try RegularFile(url: url, location: location).read(limit: ReadLimits.dataFile)
            let print = Fingerprint(data)
            var files: [PagePath: URL] = [:]
            var sizes: [CoverFile] = []
            var madeNow = 0
            for width in [Self.thumbnailWidth, Self.largeWidth] {
                let (file, size, made) = try cachedImage(of: data, hash: print.hash, width: width, cached: cached)
                if made { madeNow += 1 }
                let path = PagePath(["covers", "\(print.hash)-\(width).jpg"])
                files[path] = file
                sizes.append(CoverFile(path: path, width: size.width, height: size.height))
            }
            return .success((BookCover(thumbnail: sizes[0], large: sizes[1]), files, LinkedInput(path: url.path, print: print), madeNow))
        } catch let problem as FolioError {
            return .failure(.warning(at: location, problem.reason + "; the book is shown without a cover"))
        } catch let problem as CoverThumbnailError {
            return .failure(.warning(at: location, "\(problem.reason); the book is shown without a cover"))
        } catch {
            return .failure(.warning(at: location, "cannot be read; the book is shown without a cover"))
        }
    }

    /// The cache file for this image at this width, made (`true`) when it is not there yet.
    private func cachedImage(of data: Data, hash: String, width: Int, cached: [String: String]) throws -> (URL, (width: Int, height: Int), Bool) {
        let prefix = "\(hash)-\(width)w-v\(CoverThumbnail.version)-"
        let fileManager = FileManager()
        if let name = cached[prefix], let size = Self.size(inName: String(name.dropFirst(prefix.count).dropLast(4))) {
            return (cache.appendingPathComponent(name), size, false)
        }
        let image = try data.withUnsafeBytes { CoverThumbnail.make(from: $0, width: width) }.get()
        try fileManager.createDirectory(at: cache, withIntermediateDirectories: true)
        let url = cache.appendingPathComponent("\(prefix)\(image.width)x\(image.height).jpg")
        try Data(image.jpeg).write(to: url, options: .atomic)
        return (url, (image.width, image.height), true)
    }

    /// `240x360` → (240, 360).
    private static func size(inName text: String) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }
}
