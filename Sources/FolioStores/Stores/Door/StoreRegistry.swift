import FolioBase
import FolioModel

/// Every store Folio reads, each listed once; everything else asks the registry, never a store by
/// name. A database is read by every store that recognises it, in this order; any other file by
/// the first.
public struct StoreRegistry: Sendable {
    package let stores: [any Store]
    /// Whose metadata wins when one book is in several stores, first to last (stores in one group
    /// rank alike, and then the earlier file wins); stores not named come after these.
    package let metadataOrder: [[StoreKind]]
    /// Whose id names a merged book's page, first to last, so a book's address stays while the
    /// first of its stores holds it; grouped and ranked as `metadataOrder` is.
    package let pageNameOrder: [[StoreKind]]

    package init(stores: [any Store], metadataOrder: [[StoreKind]], pageNameOrder: [[StoreKind]]) {
        self.stores = stores
        self.metadataOrder = metadataOrder
        self.pageNameOrder = pageNameOrder
    }

    /// The same stores and one more, read after them.
    package func adding(_ store: any Store) -> StoreRegistry {
        StoreRegistry(stores: stores + [store], metadataOrder: metadataOrder, pageNameOrder: pageNameOrder)
    }

    public static let standard = StoreRegistry(
        stores: [
            MemoPlistStore(), BookPlistStore(), SafariStore(),
            MemoTableStore(), BookTableStore(), CalibreStore(), KOReaderStatisticsStore(), KoboStore(), AppleBooksLibraryStore(),
            BearStore(), AppleNotesStore(), JoplinStore(), AppleBooksAnnotationsStore(),
            KOReaderSidecarStore(),
            GoodreadsStore(), StoryGraphStore(),
        ],
        metadataOrder: [
            [CalibreStore.kind], [BookTableStore.kind, BookPlistStore.kind], [KoboStore.kind], [AppleBooksLibraryStore.kind],
            [KOReaderSidecarStore.kind], [KOReaderStatisticsStore.kind], [GoodreadsStore.kind], [StoryGraphStore.kind],
        ],
        pageNameOrder: [
            [CalibreStore.kind], [KOReaderStatisticsStore.kind, KOReaderSidecarStore.kind], [KoboStore.kind], [AppleBooksLibraryStore.kind],
            [BookTableStore.kind, BookPlistStore.kind], [GoodreadsStore.kind], [StoryGraphStore.kind],
        ])
}
