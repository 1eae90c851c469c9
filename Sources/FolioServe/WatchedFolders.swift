import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// What `folio serve` watches: the site's `folio.yml`, every folder under `Content/` and
/// `Templates/`, and, for each data file elsewhere (a `sources` entry), the folder it lies in
/// with every folder under it (where stores read beside their database: covers, sidecars,
/// media), but never the output folder. Hidden folders are passed over.
struct WatchedFolders: Sendable, Equatable {
    /// Each folder to watch, by its real path, with the path changes in it are reported under:
    /// relative to the site inside it (`Content/notes`; "" for the site folder), absolute outside.
    var folders: [(url: URL, name: String)] = []
    /// Names in the site folder itself that count: `folio.yml` and data files kept there.
    var rootNames: Set<String> = ["folio.yml"]

    static func == (lhs: WatchedFolders, rhs: WatchedFolders) -> Bool {
        lhs.folders.map(\.name) == rhs.folders.map(\.name) && lhs.rootNames == rhs.rootNames
    }

    init(site: URL, output: URL?, sources: [URL]) {
        let site = site.standardizedFileURL.resolvingSymlinksInPath()
        let output = output?.standardizedFileURL.resolvingSymlinksInPath()
        var seen: Set<String> = []
        func add(_ folder: URL, name: String) {
            guard seen.insert(folder.path).inserted else { return }
            folders.append((folder, name))
        }
        add(site, name: "")
        for root in ["Content", "Templates"] {
            for folder in Self.tree(site.appendingPathComponent(root), skipping: []) {
                add(folder, name: Self.relative(folder, in: site) ?? folder.path)
            }
        }
        for file in sources {
            let folder = file.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
            if folder.path == site.path {
                rootNames.insert(file.lastPathComponent)
                continue
            }
            // The site is watched its own way, and the output is what a build writes.
            for found in Self.tree(folder, skipping: Set([site.path, output?.path].compactMap { $0 })) {
                add(found, name: Self.relative(found, in: site) ?? found.path)
            }
        }
    }

    /// `folder` and every folder under it, skipping hidden ones and those in `skipping` (with
    /// what lies under them); none when `folder` is not a folder.
    static func tree(_ folder: URL, skipping: Set<String>) -> [URL] {
        guard !skipping.contains(folder.path), isFolder(folder) else { return [] }
        var found = [folder]
        // By real path: a symbolic link back up the tree is followed once.
        var visited: Set<String> = [folder.resolvingSymlinksInPath().path]
        var index = 0
        while index < found.count {
            let current = found[index]
            index += 1
            let names = ((try? FileManager().contentsOfDirectory(atPath: current.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let child = current.appendingPathComponent(name)
                let real = child.resolvingSymlinksInPath().path
                if isFolder(child), !skipping.contains(real), visited.insert(real).inserted { found.append(child) }
            }
        }
        return found
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager().fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// `url`'s path inside `site` ("" for the site itself), or nil when it lies outside.
    static func relative(_ url: URL, in site: URL) -> String? {
        let path = url.path
        if path == site.path { return "" }
        return path.hasPrefix(site.path + "/") ? String(path.dropFirst(site.path.count + 1)) : nil
    }
}
