import FolioBase
import FolioModel

/// StoryGraph's export (CSV), told by its header (`StoryGraphExport`).
package struct StoryGraphStore: Store {
    package static let kind = StoreKind("StoryGraph export", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .csv }
    package var shape: String { "a StoryGraph export" }
    package var pageID: String { "ISBN/UID" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.csvHeader.map(StoryGraphExport.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .csv(let table) = input else { return }
        source.books = StoryGraphExport(file: context.file, timeZone: context.timeZone).books(in: table, diagnostics: &diagnostics)
    }
}
