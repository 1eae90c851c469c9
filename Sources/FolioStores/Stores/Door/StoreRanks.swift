/// Where a store's book ranks, lowest first, when one book is in several stores: in whose metadata
/// wins and in whose id names the merged book's page (`StoreRegistry`'s orders).
package struct StoreRanks: Sendable {
    package let metadata: Int
    package let pageName: Int

    package init(metadata: Int, pageName: Int) {
        self.metadata = metadata
        self.pageName = pageName
    }
}
