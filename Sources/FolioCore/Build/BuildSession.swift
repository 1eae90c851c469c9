import Foundation

/// What a process that builds the same site again and again (`folio serve`) keeps between its
/// builds, in memory: the last memento and rendered texts, so they are not decoded again from
/// beside the output, and each data file as it was last loaded, by its fingerprints, so a
/// rebuild reads only the files that changed. Builds with a session save the memento and the
/// texts on a thread of their own: the old ones are removed first, so a build that reads them
/// later (`folio build`) finds either the current ones or none, never a stale one.
public final class BuildSession: @unchecked Sendable {
    /// A data file as loaded, with the problems loading it reported.
    struct KnownSource {
        let prints: [Fingerprint?]
        /// Where the loader read instants (the one setting that changes what a file holds).
        let timeZone: String
        let source: LoadedSource
        let problems: [FolioError]
    }

    private let lock = NSLock()
    private var memento: Memento?
    private var texts: TextCache?
    private var sources: [String: KnownSource] = [:]
    private let saving = DispatchQueue(label: "folio.session.save")
    /// Every data file this session read, in order (a test sees which were not read again).
    private(set) var read: [String] = []
    /// A file the last save could not write (or an old output not removed), to be told by the next build.
    private var unsaved: [(url: URL, reason: String)] = []

    public init() {}

    var lastMemento: Memento? { lock.withLock { memento } }
    var lastTexts: TextCache? { lock.withLock { texts } }

    /// `file` as last loaded, with the problems loading it reported, when `prints` (its own and
    /// its side files') are as they were then; else loaded by `loader` and kept.
    func load(_ file: DataFile, prints: [Fingerprint?]?, with loader: ContentLoader, diagnostics: inout Diagnostics) throws -> LoadedSource {
        let timeZone = loader.timeZone.identifier
        if let prints, let known = lock.withLock({ sources[file.displayPath] }), known.prints == prints, known.timeZone == timeZone {
            for problem in known.problems { diagnostics.report(problem) }
            return known.source
        }
        lock.withLock { read.append(file.displayPath) }
        var own = Diagnostics()
        defer { for problem in own.problems { diagnostics.report(problem) } }
        let source = try loader.load(file, diagnostics: &own)
        if let prints {
            lock.withLock { sources[file.displayPath] = KnownSource(prints: prints, timeZone: timeZone, source: source, problems: own.problems) }
        }
        return source
    }

    /// Removes the output a build replaced, off this thread; the next build waits for it
    /// (`waitUntilSaved`) before it replaces the output in turn.
    func remove(_ previous: URL) {
        saving.async { [self] in
            do {
                try FileManager().removeItem(at: previous)
            } catch {
                lock.withLock { unsaved.append((previous, "the last build's output could not be removed after the new one was in place")) }
            }
        }
    }

    /// Keeps the build's memento and texts, and saves them beside the output, off this thread.
    func keep(_ memento: Memento, texts: TextCache, at siblings: OutputSiblings, warn: (URL) -> Void) {
        lock.withLock {
            self.memento = memento
            self.texts = texts
        }
        let fileManager = FileManager()
        for url in [siblings.memento, siblings.texts] where fileManager.fileExists(atPath: url.path) {
            do { try fileManager.removeItem(at: url) } catch { warn(url) }
        }
        saving.async { [self] in
            for (url, write) in [(siblings.memento, memento.write), (siblings.texts, texts.write)] {
                do {
                    try write(url)
                } catch {
                    lock.withLock { unsaved.append((url, "could not be saved; a build in a new process will render everything again")) }
                }
            }
        }
    }

    /// What the last builds' saves could not write or remove, and why (each told once).
    func takeUnsaved() -> [(url: URL, reason: String)] {
        lock.withLock {
            defer { unsaved = [] }
            return unsaved
        }
    }

    /// Waits until what `keep` saves is saved and what `remove` removes is gone.
    func waitUntilSaved() {
        saving.sync {}
    }
}
