import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

extension ChangeWatcher {
    /// Every half second, compares what is there with what was.
    func poll(onChange: @Sendable (_ paths: [String], _ settled: Bool) async -> Void) async {
        while (try? await Task.sleep(for: .milliseconds(500))) != nil {
            let now = snapshot()
            guard now != lastSeen else { continue }
            let changed = Set(now.keys).union(lastSeen.keys).filter { now[$0] != lastSeen[$0] }
            lastSeen = now
            // A size and a time say nothing of whether the writer is done.
            await onChange(changed.sorted(), false)
        }
    }

    /// Size and modification time of every watched file, by the path its changes are reported
    /// under; the folders are looked for anew each time (one made since is watched).
    func snapshot() -> [String: String] {
        let watched = WatchedFolders(site: siteFolder, output: outputFolder, sources: sources)
        var result: [String: String] = [:]
        for (folder, name) in watched.folders {
            for file in (try? FileManager().contentsOfDirectory(atPath: folder.path)) ?? [] {
                guard name.isEmpty ? watched.rootNames.contains(file) : !file.hasPrefix(".") else { continue }
                let url = folder.appendingPathComponent(file)
                if WatchedFolders.isFolder(url) { continue }
                if let attributes = try? FileManager().attributesOfItem(atPath: url.path) {
                    result[name.isEmpty ? file : name + "/" + file] = "\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? "")"
                }
            }
        }
        return result
    }
}
