import Foundation
#if canImport(Glibc)
import Glibc

extension ChangeWatcher {
    /// Watches `url`, reporting its changes under `name`.
    static func addWatch(_ url: URL, name: String, to state: inout State) {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CLOSE_WRITE | IN_ATTRIB)
        let watch = inotify_add_watch(state.descriptor, url.path, mask)
        if watch >= 0 { state.names[watch] = name }
    }

    /// In the site folder itself only `folio.yml` and data files kept there count (the output
    /// may live there too); elsewhere every name but a hidden one. A folder made in a watched
    /// folder is watched too.
    func inotifyLoop(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // Files written (or created) and not yet closed, over every read: a write in one read and
        // another file's close in the next is not a settled site.
        var open: Set<String> = []
        let done = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { if errno == EINTR { continue } else { return } }
            var offset = 0
            var changed: [String] = []
            func word(_ at: Int) -> UInt32 {
                UInt32(buffer[at]) | UInt32(buffer[at + 1]) << 8 | UInt32(buffer[at + 2]) << 16 | UInt32(buffer[at + 3]) << 24
            }
            let (names, rootNames) = state.withLock { ($0.names, $0.watched.rootNames) }
            while offset + 16 <= count {
                let watch = Int32(bitPattern: word(offset))
                let mask = word(offset + 4)
                let length = Int(word(offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                guard let folder = names[watch], folder.isEmpty ? rootNames.contains(name) : !name.hasPrefix(".") else { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                if !changed.contains(path) { changed.append(path) }
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { watchNewFolder(path) }
                } else if mask & done != 0 {
                    open.remove(path)
                } else if mask & UInt32(IN_MODIFY | IN_CREATE) != 0 {
                    open.insert(path)
                }
            }
            if !changed.isEmpty { onChange(changed, open.isEmpty) }
        }
    }

    /// A folder made (or moved) into a watched one, with the folders under it.
    private func watchNewFolder(_ path: String) {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : siteFolder.appendingPathComponent(path)
        let skipping = [outputFolder?.standardizedFileURL.resolvingSymlinksInPath().path].compactMap { $0 }
        state.withLock { state in
            for folder in WatchedFolders.tree(url, skipping: Set(skipping)) {
                let name = path.hasPrefix("/") ? folder.path : path + folder.path.dropFirst(url.path.count)
                Self.addWatch(folder, name: String(name), to: &state)
            }
        }
    }
}
#endif
