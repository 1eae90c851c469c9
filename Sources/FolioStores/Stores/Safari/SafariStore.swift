import FolioBase
import FolioModel

/// Safari's `Bookmarks.plist`: the items of its Reading List (`SafariReadingList`).
package struct SafariStore: Store {
    package static let kind = StoreKind("Safari Reading List", records: .readingList)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .propertyList }
    package var shape: String { "Safari's Bookmarks.plist" }
    package var pageID: String { "none: the Reading List has no pages of its own" }

    package func recognises(_ look: FirstLook) -> Bool {
        guard case .propertyList(let root) = look else { return false }
        return SafariReadingList.folder(in: root) != nil
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .propertyList(let root) = input, let folder = SafariReadingList.folder(in: root) else { return }
        source.readingList = SafariReadingList(file: context.file).items(in: folder, diagnostics: &diagnostics)
    }
}
