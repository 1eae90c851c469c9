import Foundation

/// Reads a property list (XML or binary) as a memo plist or a book plist, told apart by its root:
/// a dict of arrays is memos, an array of dicts with book keys is books.
struct PlistLoader {
    let file: DataFile

    func load(_ data: Data, diagnostics: inout Diagnostics) throws -> LoadedSource {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FolioError(at: file.location, "is not a readable property list (XML or binary)", cause: error)
        }
        var source = LoadedSource(file: file)
        if let accounts = root as? [String: Any], Self.looksLikeMemos(accounts) {
            source.kinds = [.memoPlist]
            source.accounts = MemoPlistReader(file: file).accounts(in: accounts, diagnostics: &diagnostics)
        } else if let books = root as? [Any], Self.looksLikeBooks(books) {
            source.kinds = [.bookPlist]
            source.books = BookPlistReader(file: file).books(in: books, diagnostics: &diagnostics)
        } else {
            throw FolioError(
                at: file.location,
                "not a Folio data file: \(SourceKind.expectedShapes); found a property list whose root is \(FieldValue(plist: root).summary)"
            )
        }
        return source
    }

    static func looksLikeMemos(_ root: [String: Any]) -> Bool {
        root.isEmpty || root.values.contains { $0 is [Any] }
    }

    static func looksLikeBooks(_ root: [Any]) -> Bool {
        root.isEmpty || root.contains { element in
            guard let dict = element as? [String: Any] else { return false }
            return BookPlistReader.keys.contains { dict[$0] != nil }
        }
    }
}
