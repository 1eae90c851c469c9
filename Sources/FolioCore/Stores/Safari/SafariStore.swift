/// Safari's `Bookmarks.plist`: the items of its Reading List (`SafariReadingList`).
struct SafariStore: Store {
    static let kind = StoreKind("Safari Reading List", records: .readingList)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .propertyList }
    var shape: String { "Safari's Bookmarks.plist" }
    var pageID: String { "none: the Reading List has no pages of its own" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .propertyList(let root) = look else { return false }
        return SafariReadingList.folder(in: root) != nil
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .propertyList(let root) = input, let folder = SafariReadingList.folder(in: root) else { return }
        source.readingList = SafariReadingList(file: context.file).items(in: folder, diagnostics: &diagnostics)
    }
}
