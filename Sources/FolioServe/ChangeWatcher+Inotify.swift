import FlyingSocks
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite
import Foundation
#if canImport(Glibc)
import Glibc

extension ChangeWatcher {
    /// Watches `url`, reporting its changes under `name`.
    func addWatch(_ url: URL, name: String) {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CLOSE_WRITE | IN_ATTRIB)
        let watch = inotify_add_watch(descriptor, url.path, mask)
        if watch >= 0 { names[watch] = name }
    }

    /// Reads inotify's events as they come (the descriptor is waited on, never read while empty).
    func readEvents(onChange: @Sendable (_ paths: [String], _ settled: Bool) async -> Void) async {
        let pool: some AsyncSocketPool = .make()
        do {
            try await pool.prepare()
            let events = try AsyncSocket(socket: Socket(file: Socket.FileDescriptor(rawValue: descriptor)), pool: pool)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await pool.run() }
                defer { group.cancelAll() }
                while !Task.isCancelled {
                    let changed = changes(in: try await events.read(atMost: 64 * 1024))
                    if !changed.isEmpty { await onChange(changed, open.isEmpty) }
                }
            }
        } catch {
            // Cancelled, or the descriptor failed: watching ends either way.
        }
    }

    /// In the site folder itself only `folio.yml` and data files kept there count (the output
    /// may live there too); elsewhere every name but a hidden one. A folder made in a watched
    /// folder is watched too.
    func changes(in buffer: [UInt8]) -> [String] {
        let count = buffer.count
        var offset = 0
        var changed: [String] = []
        let done = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
        func word(_ at: Int) -> UInt32 {
            UInt32(buffer[at]) | UInt32(buffer[at + 1]) << 8 | UInt32(buffer[at + 2]) << 16 | UInt32(buffer[at + 3]) << 24
        }
        while offset + 16 <= count {
            let watch = Int32(bitPattern: word(offset))
            let mask = word(offset + 4)
            let length = Int(word(offset + 12))
            let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += 16 + length
            guard let folder = names[watch], folder.isEmpty ? watched.rootNames.contains(name) : !name.hasPrefix(".") else { continue }
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
        return changed
    }

    /// A folder made (or moved) into a watched one, with the folders under it.
    func watchNewFolder(_ path: String) {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : siteFolder.appendingPathComponent(path)
        let skipping = [outputFolder?.standardizedFileURL.resolvingSymlinksInPath().path].compactMap { $0 }
        for folder in WatchedFolders.tree(url, skipping: Set(skipping)) {
            let name = path.hasPrefix("/") ? folder.path : path + folder.path.dropFirst(url.path.count)
            addWatch(folder, name: String(name))
        }
    }
}
#endif
