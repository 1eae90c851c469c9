import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Watches what a site is built from (`WatchedFolders`: folio.yml, `Content/`, `Templates/`, and
/// the folders of data files elsewhere, with what lies under them) and calls `onChange` when
/// something there changes: with inotify on Linux, by polling every half second elsewhere or
/// when inotify cannot be had. Calls come on a background thread, with the paths that changed
/// (relative to the site inside it, absolute outside) and whether every file written since
/// watching began has since been closed after writing, moved into place or removed (`settled`: no
/// writer is midway); callers debounce. Watching has begun when `start()` returns; `watch(sources:)`
/// follows the data files a later build read (a `sources` entry added to folio.yml).
public final class ChangeWatcher: Sendable {
    let siteFolder: URL
    let outputFolder: URL?
    let onChange: @Sendable (_ paths: [String], _ settled: Bool) -> Void
    /// Poll even where inotify is there (how other systems are watched; tests use it).
    let polling: Bool
    let state: Mutex<State>

    struct State {
        /// The data files the last build read.
        var sources: [URL]
        var watched: WatchedFolders
        /// inotify's descriptor, or -1 when polling.
        var descriptor: Int32 = -1
        /// The name changes in each watched folder are reported under, by its watch.
        var names: [Int32: String] = [:]
    }

    public init(
        siteFolder: URL, outputFolder: URL? = nil, sources: [URL] = [], polling: Bool = false,
        onChange: @escaping @Sendable (_ paths: [String], _ settled: Bool) -> Void
    ) {
        self.siteFolder = siteFolder
        self.outputFolder = outputFolder
        self.polling = polling
        self.onChange = onChange
        state = Mutex(State(sources: sources, watched: WatchedFolders(site: siteFolder, output: outputFolder, sources: sources)))
    }

    /// Starts watching; returns how (`inotify` or `polling`).
    @discardableResult
    public func start() -> String {
        #if canImport(Glibc)
        let descriptor = polling ? -1 : inotify_init1(Int32(IN_CLOEXEC))
        if descriptor >= 0 {
            state.withLock { state in
                state.descriptor = descriptor
                for (url, name) in state.watched.folders { Self.addWatch(url, name: name, to: &state) }
            }
            Thread.detachNewThread { [self] in inotifyLoop(descriptor) }
            return "inotify"
        }
        #endif
        let first = snapshot()
        Thread.detachNewThread { [self] in pollLoop(from: first) }
        return "polling"
    }

    /// Watches the folders of `sources` (the data files the last build read) too, from now on.
    public func watch(sources: [URL]) {
        let watched = WatchedFolders(site: siteFolder, output: outputFolder, sources: sources)
        state.withLock { state in
            state.sources = sources
            guard watched != state.watched else { return }
            state.watched = watched
            #if canImport(Glibc)
            guard state.descriptor >= 0 else { return }
            let known = Set(state.names.values)
            for (url, name) in watched.folders where !known.contains(name) { Self.addWatch(url, name: name, to: &state) }
            #endif
        }
    }

    /// The folders being watched, by the names their changes are reported under.
    public var watchedFolders: [String] {
        state.withLock { $0.watched.folders.map(\.name) }
    }
}
