import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches the site's `Content/`, `Templates/` and `folio.yml` and calls `onChange` when
/// something there changes: with inotify on Linux, by polling every half second elsewhere or
/// when inotify cannot be had. Calls come on a background thread, with the paths that changed
/// (relative to the site) and whether every file written since watching began has since been
/// closed after writing, moved into place or removed (`settled`: no writer is midway); callers
/// debounce. Watching has begun when `start()` returns.
public final class ChangeWatcher: Sendable {
    let siteFolder: URL
    let onChange: @Sendable (_ paths: [String], _ settled: Bool) -> Void
    /// Poll even where inotify is there (how other systems are watched; tests use it).
    let polling: Bool

    public init(siteFolder: URL, polling: Bool = false, onChange: @escaping @Sendable (_ paths: [String], _ settled: Bool) -> Void) {
        self.siteFolder = siteFolder
        self.polling = polling
        self.onChange = onChange
    }

    /// Starts watching; returns how (`inotify` or `polling`).
    @discardableResult
    public func start() -> String {
        #if canImport(Glibc)
        let descriptor = polling ? -1 : inotify_init1(Int32(IN_CLOEXEC))
        if descriptor >= 0 {
            let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CLOSE_WRITE | IN_ATTRIB)
            var watches: [Int32: String] = [:]
            for folder in watchedFolders() {
                watches[inotify_add_watch(descriptor, folder.path, mask)] = relative(folder)
            }
            let folders = watches
            Thread.detachNewThread { [self] in inotifyLoop(descriptor, folders: folders) }
            return "inotify"
        }
        #endif
        let first = snapshot()
        Thread.detachNewThread { [self] in pollLoop(from: first) }
        return "polling"
    }

    /// The site folder (for folio.yml) and every folder under Content/ and Templates/.
    func watchedFolders() -> [URL] {
        var folders = [siteFolder]
        for name in ["Content", "Templates"] {
            let root = siteFolder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager().fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            folders.append(root)
            for relative in FileManager().subpaths(atPath: root.path) ?? [] {
                let url = root.appendingPathComponent(relative)
                if FileManager().fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { folders.append(url) }
            }
        }
        return folders
    }

    /// The path of `url` inside the site (`""` for the site folder itself).
    private func relative(_ url: URL) -> String {
        let site = siteFolder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path == site ? "" : String(path.dropFirst(site.count + 1))
    }

    #if canImport(Glibc)
    /// In the site folder itself only `folio.yml` counts (the output may live there too).
    private func inotifyLoop(_ descriptor: Int32, folders: [Int32: String]) {
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
            while offset + 16 <= count {
                let watch = Int32(bitPattern: word(offset))
                let mask = word(offset + 4)
                let length = Int(word(offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let folder = folders[watch] ?? ""
                if folder.isEmpty ? name == "folio.yml" : !name.hasPrefix(".") {
                    let path = folder.isEmpty ? name : folder + "/" + name
                    if !changed.contains(path) { changed.append(path) }
                    if mask & done != 0 {
                        open.remove(path)
                    } else if mask & UInt32(IN_MODIFY) != 0 || mask & UInt32(IN_CREATE) != 0 && mask & UInt32(IN_ISDIR) == 0 {
                        open.insert(path)
                    }
                }
                offset += 16 + length
            }
            if !changed.isEmpty { onChange(changed, open.isEmpty) }
        }
    }
    #endif

    private func pollLoop(from first: [String: String]) {
        var last = first
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = snapshot()
            if now != last {
                let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
                last = now
                // A size and a time say nothing of whether the writer is done.
                onChange(changed.sorted().map { relative(URL(fileURLWithPath: $0)) }, false)
            }
        }
    }

    /// Size and modification time of every watched file.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        var files = [siteFolder.appendingPathComponent("folio.yml")]
        for folder in watchedFolders().dropFirst() {
            files += ((try? FileManager().contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0) }
        }
        for file in files {
            if let attributes = try? FileManager().attributesOfItem(atPath: file.path) {
                result[file.path] = "\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? "")"
            }
        }
        return result
    }
}
