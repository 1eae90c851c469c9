import Foundation

extension ChangeWatcher {
    func pollLoop(from first: [String: String]) {
        var last = first
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = snapshot()
            if now != last {
                let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
                last = now
                // A size and a time say nothing of whether the writer is done.
                onChange(changed.sorted(), false)
            }
        }
    }

    /// Size and modification time of every watched file, by the path its changes are reported
    /// under; the folders are looked for anew each time (one made since is watched).
    func snapshot() -> [String: String] {
        let watched = WatchedFolders(site: siteFolder, output: outputFolder, sources: state.withLock { $0.sources })
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
