import FolioBase
import FolioModel

/// KOReader's settings for one book (`metadata.<ext>.lua`): the book, its status and review, and
/// its highlights (`KOReaderSidecar`). Found by that name at any depth; a folder `folio.yml`
/// names stands for the sidecars in it.
package struct KOReaderSidecarStore: Store {
    package static let kind = StoreKind("KOReader sidecar", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .lua }
    package var shape: String { "a KOReader sidecar, metadata.epub.lua" }
    package var fileNames: StoreFileNames { StoreFileNames(ownName: ("KOReader's metadata.*.lua", KOReaderSidecar.isSidecarName)) }
    package var mostBytes: Int64 { KOReaderSidecar.mostBytes }
    package var pageID: String { "partial_md5_checksum, as KOReader's statistics name the same book" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.lua.map(KOReaderSidecar.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .lua(let table) = input else { return }
        source.books = [KOReaderSidecar(file: context.file, timeZone: context.timeZone).book(from: table, diagnostics: &diagnostics)]
    }
}
