@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// KOReader's sidecars (`<book>.sdr/metadata.<ext>.lua`), as real devices wrote them: where its
/// highlights, notes, status, rating and review are. Each book compared whole.
final class KOReaderSidecarTests: XCTestCase {
    /// A site whose `folio.yml` names `paths`, built.
    static func build(_ paths: [String], in site: TemporaryFolder) -> BuildResult {
        var options = BuildOptions(siteFolder: site.url, outputFolder: site.child("site"), now: FixtureSite.now)
        options.sources = paths.map { SourceConfig(path: $0) }
        return SiteBuild.run(options)
    }

    /// A KOReader highlight as the tests write it: `created` in ISO form, UTC.
    static func H(_ text: String, note: String?, chapter: String?, at location: String?, page: Int?, _ created: String?,
                  colour: String? = nil, mark: HighlightMark? = .highlight) -> Highlight {
        Highlight(text: text, note: note, chapter: chapter, location: location, style: nil, created: created.flatMap(StoreDate.iso),
                  page: page, colour: colour, mark: mark)
    }

    static func details(authors: [String], language: String?, identifiers: [(String, String)], pages: Int?, progress: Double?,
                        status: ReadingStatus? = .reading, series: BookSeries? = nil, highlights: [Highlight]) -> BookDetails {
        var details = BookDetails()
        details.authors = authors
        details.language = language
        details.identifiers = identifiers.map { BookIdentifier(scheme: $0.0, value: $0.1, use: $0.0 == KOReaderSidecar.md5Scheme ? .fileDigest : .shown) }
        details.pageCount = pages
        details.progress = progress
        details.status = status
        details.series = series
        details.highlights = highlights
        return details
    }

    /// codito/noted's three sidecars: Frankenstein and The Prophet hold both layouts (each
    /// highlight once; Frankenstein's page bookmark is none; its page keys, 261, disagree with
    /// `pageno`, 265, which wins), highlights in reading order though made in another; the
    /// `.old` backups are not read; Seneca has none.
    func testNotedSidecarsArePublishedWhole() throws {
        let folder = try TestPaths.real("koreader-sidecar/noted")
        let site = try TemporaryFolder()
        let result = Self.build([folder.path], in: site)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.sources.map(\.file.displayPath), ["dialogues_seneca.sdr/metadata.epub.lua", "pg42324.sdr/metadata.epub.lua", "the_prophet.sdr/metadata.epub.lua"].map { folder.path + "/" + $0 })
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["Dialogues", "Frankenstein", "The Prophet"])
        XCTAssertEqual(books.map(\.authorLine), ["Seneca", "Mary Shelley", "Khalil Gibran"])
        XCTAssertEqual(books.map(\.stableID), ["02d007c77416879977dce44c4dc3c2ac", "9336eb2f430a0d0e71dd0882eb74d27c", "2107aa7e6601b1c5459134e763c87d5b"])
        XCTAssertEqual(books.map(\.review), [nil, nil, nil])
        XCTAssertEqual(books.map(\.rating), [nil, nil, nil])
        XCTAssertEqual(books[0].details, Self.details(
            authors: ["Seneca"], language: "en-GB",
            identifiers: [("calibre", "540"), ("koreader-md5", "02d007c77416879977dce44c4dc3c2ac"), ("url", "https://standardebooks.org/ebooks/seneca/dialogues/aubrey-stewart"),
                          ("uuid", "5d68b78a-d32e-49bd-bc10-faf5f1bc9102")],
            pages: 972, progress: 0.0010288065843621, highlights: []))
        XCTAssertEqual(books[1].details, Self.details(
            authors: ["Mary Shelley"], language: "en",
            identifiers: [("koreader-md5", "9336eb2f430a0d0e71dd0882eb74d27c"), ("mobi-asin", "251f3dca-e069-4593-9299-2752b188021d"), ("uuid", "ea0e9e43-816a-41d0-aecb-d4b3778d5e79")],
            pages: 310, progress: 0.85806451612903, highlights: [
                Self.H("But the overflowing misery I now felt, and the excess of agitation that I endured, rendered me incapable of any exertion.", note: nil, chapter: "Chapter XXIII", at: "/body/DocFragment[35]/body/p[15]/text().330", page: 265, "2023-12-23T08:47:28Z", colour: "yellow"),
                Self.H("Nothing is so painful to the human mind as a great and sudden change.", note: nil, chapter: "Chapter XXIII", at: "/body/DocFragment[35]/body/p[15]/text().925", page: 265, "2023-12-19T17:23:52Z", colour: "yellow"),
                Self.H("The sun might shine, or the clouds might lower: but nothing could appear to me as it had done the day before.", note: "Sample note without highlight", chapter: "Chapter XXIII", at: "/body/DocFragment[35]/body/p[15]/text().995", page: 265, "2023-12-19T17:24:26Z", colour: "yellow"),
                Self.H("You have read this strange and terrific story, Margaret;", note: nil, chapter: "Walton, in Continuation", at: "/body/DocFragment[36]/body/p[30]/text().0", page: 281, "2023-12-22T18:17:17Z", colour: "yellow"),
            ]))
        XCTAssertEqual(books[2].details, Self.details(
            authors: ["Khalil Gibran"], language: "en-US",
            identifiers: [("koreader-md5", "2107aa7e6601b1c5459134e763c87d5b"), ("url", "https://standardebooks.org/ebooks/khalil-gibran/the-prophet")],
            pages: 103, progress: 0.19417475728155, highlights: [
                Self.H("And then shall I come to you, a boundless drop to a boundless ocean.", note: nil, chapter: "The Coming of the Ship", at: "/body/DocFragment[5]/body/article/p[24]/text().0", page: 7, "2023-12-20T20:59:31Z", colour: "yellow"),
                Self.H("Love gives naught but itself and takes naught but from itself.\nLove possesses not nor would it be possessed;\nFor love is sufficient unto love.", note: "Sample note", chapter: "On Love", at: "/body/DocFragment[6]/body/article/p[22]/text().0", page: 14, "2023-12-20T21:01:06Z", colour: "yellow"),
                Self.H("You give but little when you give of your possessions.\nIt is when you give of yourself that you truly give.", note: nil, chapter: "On Giving", at: "/body/DocFragment[9]/body/article/p[3]/text().0", page: 20, "2023-12-20T21:02:40Z", colour: "yellow"),
            ]))
        // The book page and the highlights page show them.
        let book = try String(contentsOf: site.child("site/books/9336eb2f430a0d0e71dd0882eb74d27c.html"), encoding: .utf8)
        XCTAssertTrue(book.contains("<li><blockquote>The sun might shine, or the clouds might lower: but nothing could appear to me as it had done the day before.</blockquote><p class=\"note\">Sample note without highlight</p></li>"), book)
        XCTAssertTrue(book.contains("<dt>Language</dt><dd>en</dd>"), book)
        XCTAssertFalse(book.contains("9336eb2f430a0d0e71dd0882eb74d27c</dd>"), "KOReader's md5 is a key, not an identifier for readers")
        let highlights = try String(contentsOf: site.child("site/highlights/index.html"), encoding: .utf8)
        XCTAssertEqual(highlights.components(separatedBy: "<li><blockquote>").count - 1, 7, highlights)
    }

    /// BookLore's sidecar: the newer layout alone, made out of reading order, one underlined,
    /// text with `\` line breaks and curly quotes; authors one per line, identifiers of every kind,
    /// a series with its number.
    func testBookLoreSidecarIsPublishedWhole() throws {
        let site = try TemporaryFolder()
        let result = Self.build([try TestPaths.real("koreader-sidecar/booklore").path], in: site)
        XCTAssertEqual(result.diagnostics.messages, [])
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["86--EIGHTY-SIX, Volume 13 nijafsvddavsfjdfashij"])
        XCTAssertEqual(books.map(\.authorLine), ["Shirabii, Asato Asato"])
        XCTAssertEqual(books[0].details, Self.details(
            authors: ["Shirabii", "Asato Asato"], language: "English",
            identifiers: [("hardcover", "86-eighty-six-light-novel-vol-13"), ("hardcoverbook", "1643947"), ("isbn", "9798855408300"),
                          ("koreader-md5", "58360b6aedb91b5c172a08319c8563c4"), ("ranobedb", "40866"), ("uuid", "4b188af6-dd19-4616-98cc-985aad400bcd")],
            pages: 417, progress: 0.059952038369305, series: BookSeries(name: "86—EIGHTY-SIX", number: 13), highlights: [
                Self.H("The Federacy’s unique trenches, which were perpendicularly bent to soften shock waves, and the steel and concrete anti-tank barriers were all worn out and crumbling from days of nonstop fighting. Their allied armored unit was pulled back to the rear, relegated to mobile defense, and wasn’t there to help them.\n“There are no Vánagandrs to help us, and the artillery units have their hands full supporting everyone. So we’re", note: nil, chapter: "Chapter 1: I Utter the Name", at: "/body/DocFragment[11]/body/div/section/p[7]/text().0", page: 21, "2026-02-20T18:08:13Z", colour: "yellow"),
                Self.H("Artillery units fought their battles by firing high-firepower ordnance, deployed dozens of kilometers behind the front lines.", note: "yay", chapter: "Chapter 1: I Utter the Name", at: "/body/DocFragment[11]/body/div/section/p[10]/text().0", page: 21, "2026-02-20T18:08:18Z", colour: "yellow"),
                Self.H("it wasn’t autumn, I’d have slid a bug down your back by now.\nWhen Vika told him this, it took Shin a second to realize why he said it—before it dawned on him that Frederica must have told him", note: nil, chapter: "Chapter 1: I Utter the Name", at: "/body/DocFragment[11]/body/div/section/p[24]/em/text().3", page: 24, "2026-02-20T19:29:50Z", colour: "yellow", mark: .underline),
                Self.H("Raiden and Vika.\n“We already decided on the operation’s name, what units would participate, and its date before the second large-scale offensive", note: "sdfsdfsd", chapter: "Chapter 1: I Utter the Name", at: "/body/DocFragment[11]/body/div/section/p[30]/text()[2].92", page: 25, "2026-02-20T18:08:32Z", colour: "yellow"),
            ]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.child("site/books/58360b6aedb91b5c172a08319c8563c4.html").path))
    }

    /// kohico's PDF sidecar, the older layout only: positions are `{x, y, page}` tables with
    /// `pboxes`, listed under pages out of order; each highlight's note is its bookmark's text.
    func testPDFSidecarIsPublishedWhole() throws {
        let site = try TemporaryFolder()
        let result = Self.build([try TestPaths.real("koreader-sidecar/kohico").path], in: site)
        XCTAssertEqual(result.diagnostics.messages, [])
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["Kerenyi"])
        XCTAssertEqual(books.map(\.authorLine), [""], "authors empty, and N/A in stats")
        XCTAssertEqual(books[0].details, Self.details(
            authors: [], language: nil, identifiers: [("koreader-md5", "b8f9eb3c10b2cf672856475a7d8427de")],
            pages: 608, progress: 0.40789473684211, highlights: [
                Self.H("What Nietzsche said about the Greeks seems to find confirmation especially in regard to Minoan culture, which cannot be comprehended unless its Dionysian character is grasped.", note: "minoan and nietszches dionysus", chapter: nil, at: "page 26 y 254 x 286", page: 26, "2024-02-16T16:57:22Z"),
                Self.H("In Dionysos, Otto saw \"creative madness,\" the irrational ground of the world.", note: "rationality", chapter: nil, at: "page 27 y 301 x 273", page: 27, "2024-02-16T17:00:43Z"),
                Self.H("Bios carries the ring of \"characterized life.\"", note: "good disinction, use this in intro", chapter: nil, at: "page 34 y 361 x 185", page: 34, "2024-02-17T09:46:45Z"),
                Self.H("\"A cowardly man lives the bios of a hare.\"5 The Greek who uttered these words looked upon the life of an animal—the hare—as a characteristic life, one of cowardice.", note: "further explain of charcterized lfe", chapter: nil, at: "page 35 y 78 x 318", page: 35, "2024-02-17T09:49:15Z"),
                Self.H("Zoe is life considered without any further characterization and experienced without limitations.", note: "zoe definition", chapter: nil, at: "page 36 y 167 x 166", page: 36, "2024-02-17T09:53:57Z"),
                Self.H("zoe is the thread upon which every individual bios is strung like a bead, and which, in contrast to bios, can be conceived of only as endless.", note: "relation.between zoe and bios", chapter: nil, at: "page 37 y 197 x 177", page: 37, "2024-02-17T11:56:01Z"),
                Self.H("This difference between life as zoe and life as bios can find a religious or a philosophical expression. Men even expect religion and philosophy to do away with this discrepancy between the experience of bios and the refusal of zoe to admit of its own destruction. The Greek language stops at the mere distinction between zoe and bios, but the distinction is clear and presupposes the experience of infinite life.", note: "infinite life presupposed in greek language", chapter: nil, at: "page 38 y 360 x 313", page: 38, "2024-02-17T12:04:56Z"),
                Self.H("which fits in with a principle of the Dionysian religion that embryos must not be harmed.", note: "sanctity of embryos in dionysic thought", chapter: nil, at: "page 101 y 129 x 295", page: 101, "2024-02-17T12:24:01Z"),
                Self.H("\"What happens to the ivy is no less remarkable. Its cycle of growth gives evidence of a duality which is quite capable of suggesting the two-fold nature of Dionysos. First it puts out the so-called shade-seeking shoots, the scandent tendrils with the well-known lobed leaves. Later, however, a second kind of shoot appears which grows upright and turns toward the light. The leaves are formed completely differently, and now the plant produces flowers and berries. Like Dionysos, it could well be called the 'twice-born.' But the way in which it produces its flowers and fruit is both strikingly", note: "otto ondonysus as ivy as twice brn. what does it mean", chapter: nil, at: "page 103 y 277 x 95", page: 103, "2024-02-17T12:27:22Z"),
                Self.H("cold nature ascribed both to it and to the snake has been advanced as a reason for their belonging to Dionysos.", note: "dionysjus and cold", chapter: nil, at: "page 104 y 232 x 160", page: 104, "2024-02-17T12:28:33Z"),
                Self.H("We learn the content of such a song from a later scholarly note: it was \"a song to the wine press which, like the wine press itself, involved the dismemberment of Dionysos.\"42 It", note: "what does this mean", chapter: nil, at: "page 106 y 278 x 351", page: 106, "2024-02-17T12:32:06Z"),
                Self.H("The natural, primordial dialectic may be explained by the assumption that in every living being there are two innate tendencies : a tendency to build and a tendency to destroy, on the one hand a life drive and on the other a death drive. Thus, death and the destruction of life would be a part of life itself.41", note: "tendencies or realĩies?", chapter: nil, at: "page 244 y 256 x 155", page: 244, "2024-02-17T13:53:40Z"),
            ]))
    }
}
