import FolioBase
import FolioModel

/// What the rest of Folio asks of the stores.
extension StoreRegistry {
    package func stores(_ format: DataFormat) -> [any Store] {
        stores.filter { $0.format == format }
    }

    /// The stores of `format` that read a file that looks so: every one for a database, else the first.
    package func readers(of look: FirstLook, format: DataFormat) -> [any Store] {
        let found = stores(format).filter { $0.recognises(look) }
        return format.holdsSeveralStores ? found : Array(found.prefix(1))
    }

    /// The store of `format` that `folio.yml`'s `kind:` names.
    package func store(configuredAs kind: SourceConfig.Kind, format: DataFormat) -> (any Store)? {
        stores(format).first { $0.configured?.kind == kind }
    }

    /// The table and columns `folio.yml`'s `kind:` reads in a database.
    package func configuredTable(_ kind: SourceConfig.Kind) -> ConfiguredStore? {
        stores.lazy.compactMap(\.configured).first { $0.kind == kind && $0.table != nil }
    }

    /// The store of this kind.
    package func store(_ kind: StoreKind) -> (any Store)? {
        stores.first { $0.kind == kind }
    }

    /// Whether a file of this name, found in a folder, is read.
    package func isDataFileName(_ name: String) -> Bool {
        let pathExtension = name.split(separator: ".", omittingEmptySubsequences: false).count > 1
            ? String(name[name.index(after: name.lastIndex(of: ".")!)...]).lowercased() : ""
        return extensions.contains(pathExtension) || hasOwnName(name)
    }

    /// Whether a file of this name is one a store names its own (KOReader's sidecars): found at
    /// any depth, and gathered from a folder `folio.yml` names.
    package func hasOwnName(_ name: String) -> Bool {
        stores.contains { $0.fileNames.ownName?.matches(name) == true }
    }

    /// Every file name extension a store's files go by, in the registry's order.
    package var extensions: [String] {
        var seen: Set<String> = []
        return stores.flatMap(\.fileNames.extensions).filter { seen.insert($0).inserted }
    }

    /// Where programs keep their file inside a device's folder.
    package var onDevicePaths: [String] {
        var seen: Set<String> = []
        return stores.flatMap(\.fileNames.onDevice).filter { seen.insert($0).inserted }
    }

    /// The names a data file goes by, for "holds no data file (…)".
    package var fileNamesText: String {
        (extensions.map { "*.\($0)" } + ownNames).joined(separator: ", ")
    }

    /// The names of stores' own files ("KOReader's metadata.*.lua").
    package var ownNames: [String] {
        var seen: Set<String> = []
        return stores.compactMap(\.fileNames.ownName?.shown).filter { seen.insert($0).inserted }
    }

    /// Whether any of these stores reads files beside its own (a kind no store has does too).
    package func readsBeside(_ kinds: [StoreKind]) -> Bool {
        kinds.contains { store($0)?.readsBeside ?? true }
    }

    /// Every store's name, for "holds no store Folio reads: no …".
    package var names: String {
        Self.list(stores.map(\.kind.name), joinedBy: "or")
    }

    /// What a file of unknown shape is told it should have been.
    package var expectedShapes: String {
        let formats = DataFormat.allCases.compactMap { format -> String? in
            let shapes = stores(format).map(\.shape)
            return shapes.isEmpty ? nil : "\(format.name) (\(shapes.joined(separator: "; ")))"
        }
        return "expected " + Self.list(formats, joinedBy: "or")
    }

    /// `a`, `a or b`, `a, b or c`.
    package static func list(_ items: [String], joinedBy word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }

    /// Where a store's book ranks in `order` (past the end when it is not named).
    package static func rank(_ kind: StoreKind?, in order: [[StoreKind]]) -> Int {
        kind.flatMap { kind in order.firstIndex { $0.contains(kind) } } ?? order.count
    }
}

extension StoreRegistry {
    /// Where a book from a store of this kind ranks when one book is in several stores.
    package func ranks(of kind: StoreKind?) -> StoreRanks {
        StoreRanks(metadata: Self.rank(kind, in: metadataOrder), pageName: Self.rank(kind, in: pageNameOrder))
    }
}
