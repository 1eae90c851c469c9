import Foundation

/// Reads a property list as a memo plist or a book plist, told apart by its root: a dict of
/// arrays is memos, an array of dicts with book keys is books. Binary plists go through Folio's
/// own strict parsers (see BinaryPlistParser and XMLPlistParser for why not Foundation's).
public struct PlistLoader {
    let file: DataFile
    var workers = 1

    func load(_ data: Data, diagnostics: inout Diagnostics) throws -> LoadedSource {
        let root = try Self.parse(data, file: file)
        var source = LoadedSource(file: file)
        if let kind = file.source?.kind {
            let fits = kind == .memos ? { if case .dict(let d) = root { return Self.looksLikeMemos(d) } else { return false } }()
                                      : { if case .array(let a) = root { return Self.looksLikeBooks(a) } else { return false } }()
            guard fits else {
                throw FolioError(at: file.location, "folio.yml says it holds \(kind.rawValue), but it is not a \(kind == .memos ? "memo" : "book") plist")
            }
        }
        switch root {
        case .dict(let accounts) where Self.looksLikeMemos(accounts):
            source.kinds = [.memoPlist]
            source.accounts = MemoPlistReader(file: file, workers: workers).accounts(in: accounts, diagnostics: &diagnostics)
        case .array(let books) where Self.looksLikeBooks(books):
            source.kinds = [.bookPlist]
            source.books = BookPlistReader(file: file).books(in: books, diagnostics: &diagnostics)
        default:
            throw FolioError(
                at: file.location,
                "not a Folio data file: \(SourceKind.expectedShapes); found a property list whose root is \(FieldValue(plist: root).summary)"
            )
        }
        return source
    }

    public static func parse(_ data: Data, file: DataFile) throws -> PlistValue {
        let isBinary = data.starts(with: Data("bplist".utf8))
        let firstByte = data.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        guard isBinary || firstByte == UInt8(ascii: "<") else {
            throw FolioError(at: file.location, "is neither a property list nor a SQLite database; \(SourceKind.expectedShapes)")
        }
        do {
            if isBinary {
                return try BinaryPlistParser.parse(data)
            }
            return try XMLPlistParser.parse([UInt8](data))
        } catch {
            throw FolioError(at: file.location, "is not a readable property list (XML or binary)", cause: error)
        }
    }

    static func looksLikeMemos(_ root: [PlistEntry]) -> Bool {
        root.isEmpty || root.contains { if case .array = $0.value { return true } else { return false } }
    }

    static func looksLikeBooks(_ root: [PlistValue]) -> Bool {
        root.isEmpty || root.contains { element in
            guard case .dict(let dict) = element else { return false }
            return BookPlistReader.keys.contains { dict[$0] != nil }
        }
    }
}
