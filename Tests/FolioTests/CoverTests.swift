@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Covers become a thumbnail and a larger image (libvips), named by the source image's hash and
/// kept from one build to the next in the output alone; a missing or broken one is a warning and
/// the book shows without it.
final class CoverTests: XCTestCase {
    /// A calibre library in Content/ whose books have the given cover files (nil: none).
    func library(covers: [Data?]) throws -> FixtureSite {
        let site = try FixtureSite()
        var statements = [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, path TEXT, has_cover BOOL, uuid TEXT)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
        ]
        for (index, cover) in covers.enumerated() {
            statements.append("INSERT INTO books VALUES (\(index + 1), 'Book \(index + 1)', 'A/Book \(index + 1)', 1, 'uuid-\(index + 1)')")
            if let cover { try site.folder.write(cover, to: "Content/A/Book \(index + 1)/cover.jpg") }
        }
        try site.writeDatabase("metadata.db", statements: statements)
        return site
    }

    func coverFromTheExample() throws -> Data {
        let library = try TestPaths.real("calibre-library")
        let folder = try XCTUnwrap(FileManager.default.subpaths(atPath: library.path)?.sorted().first { $0.hasSuffix("cover.jpg") })
        return try Data(contentsOf: library.appendingPathComponent(folder))
    }

    func testCoversAreMadeOnceAndShownWithTheirSize() throws {
        let site = try library(covers: [try coverFromTheExample(), Data("not an image".utf8), nil])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual([result.coverImagesMade, result.coverImagesKept], [2, 0])
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/metadata.db: book 3, cover \(site.folder.child("Content/A/Book 3/cover.jpg").path): is not there, though calibre says the book has a cover; the book is shown without a cover",
            "warning[make covers]: Content/metadata.db: book 2, cover \(site.folder.child("Content/A/Book 2/cover.jpg").path): is not a JPEG, PNG, WebP or GIF image (told by its first bytes), so it is not read; the book is shown without a cover",
        ], "book 3 says it has a cover but has no file")
        let covers = try FileTree(site.output).files.keys.filter { $0.hasPrefix("covers/") }.sorted()
        XCTAssertEqual(covers.count, 2)
        XCTAssertTrue(covers[0].hasSuffix("-160.jpg") && covers[1].hasSuffix("-480.jpg"), "\(covers)")
        let page = try String(contentsOf: site.output.appendingPathComponent("books/uuid-1.html"), encoding: .utf8)
        let image = try XCTUnwrap(page.components(separatedBy: "\n").first { $0.hasPrefix("<img class=\"cover\"") })
        XCTAssertTrue(image.hasPrefix("<img class=\"cover\" src=\"../\(covers[1])\" width=\"480\" height=\""), image)
        let list = try String(contentsOf: site.output.appendingPathComponent("books/index.html"), encoding: .utf8)
        XCTAssertTrue(list.contains("<img class=\"cover\" src=\"../\(covers[0])\" width=\"160\" height=\""), list)

        let stamps = try FileTree.stamps(site.output)
        let again = site.build()
        XCTAssertTrue(again.succeeded)
        XCTAssertEqual([again.coverImagesMade, again.coverImagesKept], [0, 2], "the output's covers are kept")
        XCTAssertEqual(try FileTree.stamps(site.output), stamps, "no file written again")
    }

    /// A cover file in the output that is not the JPEG its name says (damaged, or put there by
    /// hand) is made again.
    func testACoverFileThatIsNoJPEGIsMadeAgain() throws {
        let site = try library(covers: [try coverFromTheExample()])
        XCTAssertTrue(site.build().succeeded)
        let images = try FileTree(site.output).files.filter { $0.key.hasPrefix("covers/") }
        let large = try XCTUnwrap(images.keys.first { $0.hasSuffix("-480.jpg") })
        try Data("made another way".utf8).write(to: site.output.appendingPathComponent(large))
        let again = site.build()
        XCTAssertEqual([again.coverImagesMade, again.coverImagesKept], [1, 1])
        XCTAssertEqual(try FileTree(site.output).files.filter { $0.key.hasPrefix("covers/") }, images)
    }

    /// The first build says how many cover images it made (with their time on a terminal); a
    /// build that found them all in the output says nothing of covers.
    func testTheCommandLineSaysWhatCoversCost() throws {
        let site = try library(covers: [try coverFromTheExample()])
        let first = try CommandLine.folio(["build", "--now", "2026-11-21T09:30", "--quiet"], in: site.url)
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "")
        let large = try XCTUnwrap(FileTree(site.output).paths.first { $0.hasPrefix("covers/") && $0.hasSuffix("-480.jpg") })
        try FileManager.default.removeItem(at: site.output.appendingPathComponent(large))
        let second = try CommandLine.folio(["build", "--now", "2026-11-21T09:30"], in: site.url)
        XCTAssertEqual(second.stdout.components(separatedBy: "\n").suffix(3), [
            "Made 1 cover image (1 more were in the output already); later builds keep them.",
            "Built 8 pages (17 files) into Output: 1 file written.",
            "",
        ])
        let third = try CommandLine.folio(["build", "--now", "2026-11-21T09:30"], in: site.url)
        XCTAssertEqual(third.stdout.components(separatedBy: "\n").suffix(3), [
            "info: no --base-url, so no Atom feed or sitemap.xml: they need absolute links",
            "Built 8 pages (17 files) into Output: no file changed.",
            "",
        ])
    }

    /// A cover is an input: a changed image changes the site though no data file changed.
    func testAChangedCoverChangesTheSite() throws {
        let site = try library(covers: [try coverFromTheExample()])
        XCTAssertTrue(site.build().succeeded)
        try site.folder.write(Data("broken now".utf8), to: "Content/A/Book 1/cover.jpg")
        let again = site.build()
        XCTAssertEqual(again.diagnostics.messages.count, 1)
        XCTAssertEqual(try FileTree(site.output).files.keys.filter { $0.hasPrefix("covers/") }, [])
    }

    /// A cover is decoded only when its first bytes say JPEG, PNG, WebP or GIF, and then by that
    /// format's loader alone: an SVG (whose filters ran for minutes and whose `<image>` read any
    /// file on the machine), a PDF or a TIFF is a warning naming it, whatever its name.
    func testOnlyJPEGPNGWebPAndGIFAreDecoded() throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><filter id="b"><feGaussianBlur stdDeviation="999999"/></filter><image href="/etc/passwd" filter="url(#b)"/></svg>"#.utf8)
        let pdf = Data("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n".utf8)
        let tiff = Data([0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00])
        let site = try library(covers: [svg, pdf, tiff, png(width: 2, height: 3)])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, (1...3).map { book in
            "warning[make covers]: Content/metadata.db: book \(book), cover \(site.folder.child("Content/A/Book \(book)/cover.jpg").path): is not a JPEG, PNG, WebP or GIF image (told by its first bytes), so it is not read; the book is shown without a cover"
        })
        XCTAssertEqual(result.coverImagesMade, 2, "the PNG, in both sizes")
        let page = try String(contentsOf: site.output.appendingPathComponent("books/uuid-4.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("width=\"2\" height=\"3\""), "never enlarged")
    }

    /// A PNG of `width` × `height` grey pixels, its data stored (not deflated).
    func png(width: Int, height: Int) -> Data {
        func crc32(_ bytes: [UInt8]) -> [UInt8] {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            return [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let count = UInt32(body.count)
            return [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + Array(type.utf8) + body + crc32(Array(type.utf8) + body)
        }
        let raw = (0..<height).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: width) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let adler = (b << 16) | a
        let length = UInt16(raw.count)
        let deflated = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + raw
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        let header: [UInt8] = [0, 0, 0, UInt8(width), 0, 0, 0, UInt8(height), 8, 0, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflated) + chunk("IEND", []))
    }

    /// An image that claims to be enormous is refused from its header, before it is decoded.
    func testAnEnormousImageIsRefusedUnread() throws {
        func crc32(_ bytes: [UInt8]) -> [UInt8] {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            return [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        // A PNG of 20,000 × 20,000 8-bit RGB pixels whose data is ten zero bytes (stored, not deflated).
        let header = Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0]
        let data = Array("IDAT".utf8) + [0x78, 0x01, 0x01, 0x0A, 0x00, 0xF5, 0xFF] + [UInt8](repeating: 0, count: 10) + [0x00, 0x0A, 0x00, 0x01]
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + header + crc32(header)
            + [0, 0, 0, UInt8(data.count - 4)] + data + crc32(data) + [0, 0, 0, 0] + Array("IEND".utf8) + crc32(Array("IEND".utf8)))
        let site = try library(covers: [png])
        let messages = site.build().diagnostics.messages
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("is 20000 × 20000 pixels, more than Folio reads for a cover; the book is shown without a cover") == true, "\(messages)")
    }
}
