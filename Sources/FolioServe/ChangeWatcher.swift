import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite
#if canImport(Glibc)
import Glibc
#endif

/// Watches what a site is built from (`WatchedFolders`: folio.yml, `Content/`, `Templates/`, and
/// the folders of data files elsewhere, with what lies under them): with inotify on Linux, by
/// polling every half second elsewhere or when inotify cannot be had. Watching has begun when
/// `start()` returns; `run(onChange:)` then hands over each batch of changed paths (relative to
/// the site inside it, absolute outside) with whether every file written since watching began
/// has since been closed after writing, moved into place or removed (`settled`: no writer is
/// midway), until its task is cancelled; callers debounce. `watch(sources:)` follows the data
/// files a later build read (a `sources` entry added to folio.yml).
public actor ChangeWatcher {
    let siteFolder: URL
    let outputFolder: URL?
    /// Poll even where inotify is there, as other systems are watched.
    let polling: Bool
    /// The data files the last build read.
    var sources: [URL]
    var watched: WatchedFolders
    /// inotify's descriptor, or -1 when polling.
    var descriptor: Int32 = -1
    /// The name changes in each watched folder are reported under, by its watch.
    var names: [Int32: String] = [:]
    /// Files written (or created) and not yet closed, over every read: a write in one read and
    /// another file's close in the next is not a settled site.
    var open: Set<String> = []
    /// What polling saw last.
    var lastSeen: [String: String] = [:]

    public init(siteFolder: URL, outputFolder: URL? = nil, sources: [URL] = [], polling: Bool = false) {
        self.siteFolder = siteFolder
        self.outputFolder = outputFolder
        self.polling = polling
        self.sources = sources
        watched = WatchedFolders(site: siteFolder, output: outputFolder, sources: sources)
    }

    /// Starts watching; returns how (`inotify` or `polling`).
    @discardableResult
    public func start() -> String {
        #if canImport(Glibc)
        if !polling, descriptor < 0 {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        }
        if descriptor >= 0 {
            for (url, name) in watched.folders { addWatch(url, name: name) }
            return "inotify"
        }
        #endif
        lastSeen = snapshot()
        return "polling"
    }

    /// Hears changes until the task running it is cancelled, handing each batch to `onChange`.
    public func run(onChange: @escaping @Sendable (_ paths: [String], _ settled: Bool) async -> Void) async {
        if descriptor >= 0 {
            await readEvents(onChange: onChange)
        } else {
            await poll(onChange: onChange)
        }
    }

    /// Watches the folders of `sources` (the data files the last build read) too, from now on.
    public func watch(sources: [URL]) {
        self.sources = sources
        let now = WatchedFolders(site: siteFolder, output: outputFolder, sources: sources)
        guard now != watched else { return }
        watched = now
        guard descriptor >= 0 else { return }
        let known = Set(names.values)
        for (url, name) in now.folders where !known.contains(name) { addWatch(url, name: name) }
    }

    /// The folders being watched, by the names their changes are reported under.
    public var watchedFolders: [String] {
        watched.folders.map(\.name)
    }
}
