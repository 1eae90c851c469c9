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

    /// With a `memory` of the last load of the same file (`folio serve`), a memo plist's unchanged
    /// accounts are neither parsed nor read again.
    func load(_ data: [UInt8], diagnostics: inout Diagnostics, memory: MemoPlistMemory? = nil) throws -> LoadedSource {
        let lastAccounts = memory?.take()
        var arrays: [XMLPlistParser.RootArray]?
        var root = try Self.parse(data, file: file, workers: workers, memory: memory?.plist) { arrays = $0 }
        var archived = false
        if let (value, _) = try unarchived(root, fileSize: data.count) {
            archived = true
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
            source.readingList = SafariReadingList(file: file).items(in: SafariReadingList.folder(in: root) ?? [], diagnostics: &diagnostics)
        case .dict(let accounts) where PlistShape.isMemos(root):
            source.kinds = [.memoPlist]
            let known = archived ? [] : memory?.known(beside: accounts, last: lastAccounts) ?? []
            let (read, each) = MemoPlistReader(file: file, workers: workers).accounts(in: accounts, diagnostics: &diagnostics, known: known)
            source.accounts = read
            if !archived { memory?.accounts = each }
            if !archived, let arrays { source.layout = MemoFileLayout(data, arrays: arrays) }
        case .array(let books) where PlistShape.isBooks(root):
            source.kinds = [.bookPlist]
            source.books = BookPlistReader(file: file).books(in: books, diagnostics: &diagnostics)
        default:
            throw FolioError(at: file.location, "not a Folio data file (found \(PlistShape.describe(root))); \(SourceKind.expectedShapes)")
        }
        BackgroundRelease.release(&root, leaving: .array([]))
        return source
    }

    static func parse(_ data: Data, file: DataFile) throws -> PlistValue {
        try parse([UInt8](data), file: file)
    }

    /// `noting`, when given, hears where the items of the root dict's arrays lie in `data`
    /// (nil when that is not known: a binary or UTF-16 file, a root that is no dict, a `memory`).
    static func parse(_ data: [UInt8], file: DataFile, workers: Int = 1, memory: PlistMemory? = nil,
                      noting: (([XMLPlistParser.RootArray]?) -> Void)? = nil) throws -> PlistValue {
        let isBinary = data.starts(with: "bplist".utf8)
        var text = data
        var converted = false
        if !isBinary, let utf16 = UTF16Text(text) {
            guard let utf8 = utf16.utf8() else {
                throw FolioError(at: file.location, "is not a readable property list (XML or binary)", cause: PlistError.malformed("XML plist in UTF-16 holds an unpaired surrogate"))
            }
            text = utf8
            converted = true
        }
        let firstByte = text.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        guard isBinary || firstByte == UInt8(ascii: "<") else {
            throw FolioError(at: file.location, "not a Folio data file (found neither a property list nor a SQLite database); \(SourceKind.expectedShapes)")
        }
        do {
            if isBinary {
                memory?.clear()
                noting?(nil)
                return try BinaryPlistParser.parse(bytes: data, decodedLimit: ReadLimits.plistDecoded(forFileOf: data.count))
            }
            // The items' places are the file's only when its bytes are the ones parsed (not UTF-16).
            guard let noting, memory == nil, !converted else {
                noting?(nil)
                return try XMLPlistParser.parse(text, workers: workers, memory: memory)
            }
            let (value, arrays) = try XMLPlistParser.parseNotingItems(text, workers: workers)
            noting(arrays)
            return value
        } catch PlistError.expands(let limit) {
            throw FolioError(
                at: file.location,
                "would decode to more than \(ByteCount.text(limit)) of text and data, though the file is \(ByteCount.text(Int64(data.count))): its records share one value over and over; Folio reads at most \(ReadLimits.plistExpansion) times a plist's size plus \(ByteCount.text(ReadLimits.plistExpansionAllowance)), and never more than \(ByteCount.text(ReadLimits.plistDecoded))")
        } catch {
            throw FolioError(at: file.location, "is not a readable property list (XML or binary)", cause: error)
        }
    }
}
