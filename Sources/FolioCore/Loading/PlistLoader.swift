import FolioPlist
import Foundation

/// Reads a property list as a memo plist or a book plist, told apart by what its records hold:
/// a dict of arrays of memo dicts is memos, an array of book dicts is books, anything else is
/// not Folio's. Plists go through Folio's own strict parsers (see BinaryPlistParser and
/// XMLPlistParser for why not Foundation's); UTF-16 XML is turned into UTF-8 first.
struct PlistLoader {
    let file: DataFile
    var workers = 1
    /// Where dates that a file holds as instants (a keyed archive's `NSDate`) are read.
    var timeZone = TimeZone(identifier: "UTC")!

    func load(_ data: [UInt8], diagnostics: inout Diagnostics) throws -> LoadedSource {
        var root = try Self.parse(data, file: file, workers: workers)
        if let value = try unarchived(root, fileSize: data.count, diagnostics: &diagnostics) {
            if !PlistShape.isMemos(value), !PlistShape.isBooks(value) {
                throw FolioError(at: file.location, "not a Folio data file: it is a keyed archive of something else (\(PlistShape.describe(value))); \(SourceKind.expectedShapes)")
            }
            root = value
        }
        var source = LoadedSource(file: file)
        if let kind = file.source?.kind {
            let fits = kind == .memos ? PlistShape.isMemos(root) : PlistShape.isBooks(root)
            guard fits else {
                throw FolioError(at: file.location, "folio.yml says it holds \(kind.rawValue), but it is not a \(kind == .memos ? "memo" : "book") plist (found \(PlistShape.describe(root)))")
            }
        }
        switch root {
        case .dict(let entries) where entries.isEmpty:
            source.kinds = [.memoPlist]
            diagnostics.warn(at: file.location, "is an empty dict: it holds no accounts, so nothing is published from it")
        case .array(let items) where items.isEmpty:
            source.kinds = [.bookPlist]
            diagnostics.warn(at: file.location, "is an empty array: it holds no books, so nothing is published from it")
        case .dict where SafariReadingList.folder(in: root) != nil:
            source.kinds = [.safariReadingList]
            source.readingList = SafariReadingList(file: file).items(in: SafariReadingList.folder(in: root) ?? .array([]), diagnostics: &diagnostics)
        case .dict(let accounts) where PlistShape.isMemos(root):
            source.kinds = [.memoPlist]
            source.accounts = MemoPlistReader(file: file, workers: workers).accounts(in: accounts, diagnostics: &diagnostics)
        case .array(let books) where PlistShape.isBooks(root):
            source.kinds = [.bookPlist]
            source.books = BookPlistReader(file: file).books(in: books, diagnostics: &diagnostics)
        default:
            throw FolioError(at: file.location, "not a Folio data file (found \(PlistShape.describe(root))); \(SourceKind.expectedShapes)")
        }
        return source
    }

    static func parse(_ data: Data, file: DataFile) throws -> PlistValue {
        try parse([UInt8](data), file: file)
    }

    static func parse(_ data: [UInt8], file: DataFile, workers: Int = 1) throws -> PlistValue {
        let isBinary = data.starts(with: "bplist".utf8)
        var text = data
        if !isBinary, let utf16 = UTF16Text(text) {
            guard let utf8 = utf16.utf8() else {
                throw FolioError(at: file.location, "is not a readable property list (XML or binary)", cause: PlistError.malformed("XML plist in UTF-16 holds an unpaired surrogate"))
            }
            text = utf8
        }
        let firstByte = text.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        guard isBinary || firstByte == UInt8(ascii: "<") else {
            throw FolioError(at: file.location, "not a Folio data file (found neither a property list nor a SQLite database); \(SourceKind.expectedShapes)")
        }
        do {
            if isBinary {
                return try BinaryPlistParser.parse(bytes: data, decodedLimit: ReadLimits.plistDecoded(forFileOf: data.count))
            }
            return try XMLPlistParser.parse(text, workers: workers)
        } catch PlistError.expands(let limit) {
            throw FolioError(
                at: file.location,
                "would decode to more than \(ByteCount.text(limit)) of text and data, though the file is \(ByteCount.text(Int64(data.count))): its records share one value over and over; Folio reads at most \(ReadLimits.plistExpansion) times a plist's size plus \(ByteCount.text(ReadLimits.plistExpansionAllowance)), and never more than \(ByteCount.text(ReadLimits.plistDecoded))")
        } catch {
            throw FolioError(at: file.location, "is not a readable property list (XML or binary)", cause: error)
        }
    }
}
