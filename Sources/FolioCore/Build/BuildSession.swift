import Foundation
import FolioMarkdown

/// What a process that builds the same site again and again (`folio serve`) keeps between its
/// builds, in memory: the last memento and rendered texts, so they are not decoded again from
/// beside the output, and each data file as it was last loaded, by its fingerprints, so a
/// rebuild reads only the files that changed. Builds with a session save the memento and the
/// texts on a thread of their own; the build removed the old memento before it moved the new
/// output into place, so a build that reads it later (`folio build`) finds either the current
/// one or none, never a stale one (the texts are checked text by text, so an older file is safe).
/// (Problems only this process can have, such as a save that failed, are told once and never
/// kept in a memento.)
public final class BuildSession: @unchecked Sendable {
    /// The time zone instants were read in, and the file's settings in `folio.yml`.
    struct Settings: Equatable {
        let timeZone: String
        let source: SourceConfig?
    }

    /// A data file as loaded, with the problems loading it reported.
    struct KnownSource {
        let prints: [Fingerprint?]
        let settings: Settings
        let source: LoadedSource
        let problems: [FolioError]
        /// The file's parse and accounts, for the next load after it changes.
        let memory: MemoPlistMemory
    }

    private let lock = NSLock()
    /// The last build's memento. Its output stamp tells whether the output is still the one it
    /// describes: every build renews its marker's stamp (`OutputStamp`), so another stamp means another build
    /// (another process, another `output:`) wrote it since, and the memento beside it is the one to read.
    private var memento: Memento?
    private var texts: TextCache?
    private var sources: [String: KnownSource] = [:]
    /// The theme as last loaded, with the problems loading it reported, by the language and the
    /// fingerprints of the site's template files it was loaded from.
    private var theme: (language: String, prints: [String: Fingerprint], loaded: LoadedTheme, problems: [FolioError])?
    private let saving = DispatchQueue(label: "folio.session.save")
    /// Every data file this session read, in order (a test sees which were not read again).
    private(set) var read: [String] = []
    /// The memo plist accounts it parsed and read, in order (the others were unchanged).
    private(set) var accountsRead: [String] = []
    /// How many times it loaded the theme.
    private(set) var themesLoaded = 0
    /// The note paths and links, and the reading log's paths, of the last model.
    let notes = NoteShapes()
    let books = BookShapes()
    /// The Markdown renderer, with its code highlighter made once: making one reads and
    /// fingerprints every language definition of source-highlight (3 ms a rebuild).
    let markdown = MarkdownRenderer(highlighting: CodeHighlighter())
    /// A file the last save could not write (or an old output not removed), to be told by the next build.
    private var unsaved: [(url: URL, reason: String)] = []

    public init() {}

    /// The lock on each output this session builds, while a build or a save of it still holds
    /// it: the lock goes with the last of them, and a build in another process may then write
    /// the output (`lastMemento` sees that it did).
    private var outputLocks: [URL: Weak] = [:]
    private struct Weak { weak var lock: OutputLock? }

    /// The lock on `folder`: the one this session's last build or save of it still holds, or a
    /// new one once any save under way has let go of its own (a session's builds come one at a time).
    func lockOutput(_ folder: OutputFolder) throws -> OutputLock {
        if let held = lock.withLock({ outputLocks[folder.url]?.lock }) { return held }
        waitUntilSaved()
        let taken = try OutputLock.take(folder)
        lock.withLock { outputLocks[folder.url] = Weak(lock: taken) }
        return taken
    }

    /// The last build's memento, when `output` is still the folder it wrote.
    func lastMemento(for output: URL) -> Memento? {
        guard let stamp = OutputStamp.of(output) else { return nil }
        return lock.withLock { memento?.stamp == stamp ? memento : nil }
    }
    var lastTexts: TextCache? { lock.withLock { texts } }

    /// The kinds of file whose content is all in the file itself. The others also read files
    /// beside it (calibre's covers, Notes' and Bear's attachments, Joplin's resources, Apple
    /// Books' second database), which a fingerprint of the file does not cover: they are read again.
    static let selfContained: Set<SourceKind> = [.memoPlist, .bookPlist, .memoTable, .bookTable, .koreaderStatistics, .safariReadingList]

    /// `file` as last loaded, with the problems loading it reported, when `prints` (its own and
    /// its side files'), its settings in `folio.yml` and the time zone are as they were then and
    /// it is `selfContained`; else loaded by `loader` and kept.
    func load(_ file: DataFile, prints: [Fingerprint?]?, with loader: ContentLoader, diagnostics: inout Diagnostics) throws -> LoadedSource {
        let settings = Settings(timeZone: loader.timeZone.identifier, source: file.source)
        let known = lock.withLock { sources[file.displayPath] }
        if let prints, let known, known.prints == prints, known.settings == settings {
            for problem in known.problems { diagnostics.report(problem) }
            return known.source
        }
        lock.withLock { read.append(file.displayPath) }
        var own = Diagnostics()
        defer { for problem in own.problems { diagnostics.report(problem) } }
        // A memo plist that changed is parsed and read again only where its bytes did.
        let memory = known.flatMap { $0.settings == settings ? $0.memory : nil } ?? MemoPlistMemory()
        let source = try loader.load(file, diagnostics: &own, memory: memory)
        lock.withLock { accountsRead += memory.lastRead }
        if let prints, source.kinds.allSatisfy(Self.selfContained.contains) {
            // The file's records as loaded before are let go of on another thread.
            var replaced = lock.withLock { sources.updateValue(KnownSource(prints: prints, settings: settings, source: source, problems: own.problems, memory: memory), forKey: file.displayPath) }
            BackgroundRelease.release(&replaced, leaving: nil)
        } else {
            lock.withLock { sources[file.displayPath] = nil }
        }
        return source
    }

    /// The theme last loaded, when `prints` (the site's template files now) and `language` are
    /// those it was loaded with, repeating its problems; else loaded and kept.
    func theme(language: String, prints: [String: Fingerprint]?, diagnostics: inout Diagnostics, load: (inout Diagnostics) -> LoadedTheme) -> LoadedTheme {
        if let prints, let known = lock.withLock({ theme }), known.language == language, known.prints == prints {
            for problem in known.problems { diagnostics.report(problem) }
            return known.loaded
        }
        var own = Diagnostics()
        let loaded = load(&own)
        for problem in own.problems { diagnostics.report(problem) }
        // Keyed by the files as they were read, not as the memento check saw them a moment before.
        let read = loaded.theme.files.values.filter { !$0.displayPath.hasPrefix("default theme") }
        let printsRead = Dictionary(read.map { ($0.displayPath, Fingerprint($0.text.utf8)) }, uniquingKeysWith: { first, _ in first })
        lock.withLock {
            theme = (language, printsRead, loaded, own.problems)
            themesLoaded += 1
        }
        return loaded
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

    /// Keeps the build's memento and texts, and saves them beside the output off this thread
    /// (the build removed the old memento before it put the output in place).
    /// `outputLock` is held until they are saved (after `remove`'s work, which comes first).
    func keep(_ memento: Memento, texts: TextCache, at siblings: OutputSiblings, holding outputLock: OutputLock?) {
        lock.withLock {
            self.memento = memento
            self.texts = texts
        }
        saving.async { [self] in
            defer { withExtendedLifetime(outputLock) {} }
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
