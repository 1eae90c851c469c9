import FolioPlist
import Foundation
import FolioBase
import FolioModel
import FolioStores

/// Opens a property list for the stores that keep theirs in one (the memo app's, Folio's book
/// layout, Safari's Bookmarks.plist), a keyed archive once unarchived, and has the first that
/// recognises its root read it. Plists go through Folio's own strict parsers (see
/// BinaryPlistParser and XMLPlistParser for why not Foundation's); UTF-16 XML is turned into
/// UTF-8 first.
package struct PlistLoader {
    package let file: DataFile
    package let stores: StoreRegistry
    package var workers = 1
    /// Where dates that a file holds as instants (a keyed archive's `NSDate`) are read.
    package var timeZone = TimeZone(identifier: "UTC")!

    package func load(_ data: [UInt8], diagnostics: inout Diagnostics) throws -> LoadedSource {
        var root = try Self.parse(data, file: file, stores: stores, workers: workers)
        if let value = try unarchived(root, fileSize: data.count, diagnostics: &diagnostics) {
            if !holdsRecords(value) {
                throw FolioError(at: file.location, "not a Folio data file: it is a keyed archive of something else (\(PlistShape.describe(value))); \(stores.expectedShapes)")
            }
            root = value
        }
        let readers: [any Store]
        if let kind = file.source?.kind {
            guard let store = stores.store(configuredAs: kind, format: .propertyList), store.recognises(.propertyList(root)) else {
                throw FolioError(at: file.location, "folio.yml says it holds \(kind.rawValue), but it is not a \(stores.store(configuredAs: kind, format: .propertyList)?.kind.name ?? kind.rawValue) (found \(PlistShape.describe(root)))")
            }
            readers = [store]
        } else {
            readers = stores.readers(of: .propertyList(root), format: .propertyList)
        }
        guard !readers.isEmpty else {
            throw FolioError(at: file.location, "not a Folio data file (found \(PlistShape.describe(root))); \(stores.expectedShapes)")
        }
        var source = LoadedSource(file: file)
        let context = StoreContext(file: file, timeZone: timeZone, workers: workers)
        for store in readers {
            source.kinds.append(store.kind)
            try store.read(.propertyList(root), context, into: &source, diagnostics: &diagnostics)
        }
        return source
    }

    package static func parse(_ data: [UInt8], file: DataFile, stores: StoreRegistry, workers: Int = 1) throws -> PlistValue {
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
            throw FolioError(at: file.location, "not a Folio data file (found neither a property list nor a SQLite database); \(stores.expectedShapes)")
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
