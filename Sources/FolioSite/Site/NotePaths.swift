import FolioParallel
import FolioBase
import FolioModel
import FolioOutput

/// Where each notebook's list and each memo's page go. They depend on the content alone, so they
/// are known before any text is rendered, and a memo's text can link another memo's page.
/// A notebook's folder is named by its name, a memo's page by its store's id (`Note.stableID`,
/// its title when it has none), so editing a title moves no page. Segments are claimed in a
/// fixed order: accounts by name, memos oldest first (then in the order read), so adding a newer
/// memo never moves an older one. Accounts are separate folders,
/// so their memos are named on up to `workers` threads.
package struct NotePaths: Sendable {
    package let accounts: [PagePath]
    package let memos: [[PagePath]]

    package init(_ content: SiteContent, workers: Int = 1) {
        var accountFolders = PathAllocator()
        let folders = content.notebooks.map { accountFolders.claim(Slug.make($0.name, fallback: "account")) }
        accounts = folders.map { PagePath(["notes", $0, "index.html"]) }
        memos = Parallel.map(content.notebooks.count, workers: workers) { index in
            Self.memoPaths(of: content.notebooks[index], in: folders[index])
        }
    }

    private static func memoPaths(of account: Notebook, in folder: String) -> [PagePath] {
        var memoNames = PathAllocator(reserved: SiteMap.reservedNames)
        var paths = Array(repeating: PagePath([]), count: account.notes.count)
        let oldestFirst = account.notes.indices.sorted {
            (account.notes[$0].created, $0) < (account.notes[$1].created, $1)
        }
        for index in oldestFirst {
            let memo = account.notes[index]
            let name = memoNames.claim(memo.stableID ?? Slug.make(memo.title, fallback: "memo"))
            paths[index] = PagePath(["notes", folder, name + ".html"])
        }
        return paths
    }
}
