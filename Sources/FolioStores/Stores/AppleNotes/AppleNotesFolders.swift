import FolioBase
import FolioModel

/// Apple Notes' folders: each one's path from the top (`Recipes`, `Baking`), and whether it is
/// Recently Deleted (`ZFOLDERTYPE` 1), whose notes are never published. A note in no folder it
/// can find goes to "Notes", the name Notes gives its first folder.
package struct AppleNotesFolders {
    /// Every folder's name; one without a name is `(no name)`, and still counts for where the
    /// folders inside it are (Recently Deleted among them).
    private var titles: [Int64: String] = [:]
    private var parents: [Int64: Int64] = [:]
    private var deleted: Set<Int64> = []

    package static let fallback = "Notes"

    /// `entity`: the folders' `Z_ENT`; without it, a row is a folder when it has a folder's name.
    package init(rows: [StoreRecord], entity: Int64?) {
        for row in rows where entity.map({ row.integer("Z_ENT") == $0 }) ?? (row.text("ZTITLE2") != nil) {
            guard let key = row.integer("Z_PK") else { continue }
            if row.integer("ZFOLDERTYPE") == 1 || (row.integer("ZMARKEDFORDELETION") ?? 0) != 0 { deleted.insert(key) }
            let title = row.text("ZTITLE2")?.trimmingWhitespace ?? ""
            titles[key] = title.isEmpty ? "(no name)" : title
            if let parent = row.integer("ZPARENT") { parents[key] = parent }
        }
    }

    /// Whether the folder, or one it is inside, is Recently Deleted.
    package func isDeleted(_ folder: Int64?) -> Bool {
        if let folder, deleted.contains(folder) { return true }
        return chain(folder).contains { deleted.contains($0) }
    }

    /// The folder's name and those of the folders it is inside, outermost first.
    package func path(of folder: Int64?) -> [String] {
        let names = chain(folder).reversed().compactMap { titles[$0] }
        return names.isEmpty ? [Self.fallback] : names
    }

    /// The folder and those it is inside, innermost first; a loop of parents stops where it closes.
    private func chain(_ folder: Int64?) -> [Int64] {
        var keys: [Int64] = []
        var current = folder
        while let key = current, titles[key] != nil, !keys.contains(key) {
            keys.append(key)
            current = parents[key]
        }
        return keys
    }
}
