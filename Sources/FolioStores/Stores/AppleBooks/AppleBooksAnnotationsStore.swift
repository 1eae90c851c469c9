import FolioBase
import FolioModel

/// Apple Books' annotations database (`AEAnnotation*.sqlite`): highlights of the books in its
/// library database, by their asset id (`AppleBooksAnnotations`).
package struct AppleBooksAnnotationsStore: Store {
    package static let kind = StoreKind("Apple Books annotations", records: .highlights)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "Apple Books' AEAnnotation database" }
    package var readsBeside: Bool { true }
    package var pageID: String { "none: its highlights are on their book's page" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(AppleBooksAnnotations.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.highlights = try AppleBooksAnnotations(file: context.file).highlights(in: db, into: &source, diagnostics: &diagnostics)
    }
}
