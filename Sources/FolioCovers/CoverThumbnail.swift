import CoverShim

/// A cover made smaller with libvips (through `CoverShim`; this is the one file that calls it):
/// a JPEG at most `width` pixels wide, never enlarged, with its size. (No Foundation here: the
/// headers libvips brings clash with Foundation's own ICU in one module.)
public struct CoverThumbnail: Sendable {
    public let jpeg: [UInt8]
    public let width: Int
    public let height: Int

    /// Larger images are refused before they are decoded (a 20,000 × 20,000 PNG would need 1.6 GB).
    public static let maximumPixels: Int64 = 100_000_000

    /// The thumbnail, or the reason there is none, in plain words.
    public static func make(from image: UnsafeRawBufferPointer, width: Int, quality: Int = 82) -> Result<CoverThumbnail, CoverThumbnailError> {
        var jpeg: UnsafeMutableRawPointer?
        var length = 0
        var outWidth: Int32 = 0
        var outHeight: Int32 = 0
        var error = [CChar](repeating: 0, count: 512)
        let status = folio_cover_thumbnail(image.baseAddress, image.count, Int32(width), Int32(quality), maximumPixels,
                                           &jpeg, &length, &outWidth, &outHeight, &error, error.count)
        guard status == 0, let jpeg else {
            return .failure(CoverThumbnailError(reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        defer { folio_cover_free(jpeg) }
        return .success(CoverThumbnail(jpeg: Array(UnsafeRawBufferPointer(start: jpeg, count: length)), width: Int(outWidth), height: Int(outHeight)))
    }
}

extension CoverThumbnail {
    /// The width and height of a JPEG a build made before, read from its header; nil when the
    /// bytes are not a JPEG.
    public static func size(ofJPEG jpeg: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard folio_cover_jpeg_size(jpeg.baseAddress, jpeg.count, &width, &height) == 0 else { return nil }
        return (Int(width), Int(height))
    }
}

public struct CoverThumbnailError: Error, Sendable {
    public let reason: String
}
