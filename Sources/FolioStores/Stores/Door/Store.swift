import FolioBase
import FolioModel

/// A program's store of notes or books that Folio reads, the one door every store comes in by:
/// how a file of it is told from its content, what it reads into model values, which files and
/// folders beside it it reads, how its records' pages are named, and its limits. Every store is
/// listed once in a `StoreRegistry`; the rest of Folio asks the registry, never a store by name.
///
/// Folio opens a file as its `format` says (a SQLite database, a property list, a CSV file, a
/// Lua table), shows each store of that format the file's `FirstLook`, and has every store that
/// recognises it (a database; of the other formats, the first) read it into one `LoadedSource`.
/// `docs/architecture.md` says how to add one.
package protocol Store: Sendable {
    /// What the store is called in reports and messages, and what its records are.
    var kind: StoreKind { get }
    /// The kind of file it keeps its records in.
    var format: DataFormat { get }
    /// What a file that is no store's is told this one would have been ("calibre's metadata.db").
    var shape: String { get }
    /// The names its files go by where Folio looks for them (`Content/`, `init --from`).
    var fileNames: StoreFileNames { get }
    /// Whether it reads files beside its own (covers, attachments, a second database): such a
    /// file's records are read anew on every build of `folio serve`.
    var readsBeside: Bool { get }
    /// The most bytes Folio reads of one of its files, where that is less than its format's.
    var mostBytes: Int64 { get }
    /// What names its records' pages, in the words of its own fields (`docs/output.md`).
    var pageID: String { get }
    /// The kind `folio.yml` may name its file as (`kind: memos`), with the columns its table has.
    var configured: ConfiguredStore? { get }

    /// Whether a file that looks so is this store's.
    func recognises(_ look: FirstLook) -> Bool
    /// Reads the file's records into `source`, telling every problem with the file and record.
    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws
}

extension Store {
    package var fileNames: StoreFileNames { format.fileNames }
    package var readsBeside: Bool { false }
    package var mostBytes: Int64 { format.mostBytes }
    package var configured: ConfiguredStore? { nil }
}
