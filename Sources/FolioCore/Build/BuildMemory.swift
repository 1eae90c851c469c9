import FolioMarkdown
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `folio serve` keeps in memory from one build of its site to the next, and nothing else
/// does: each data file as it was loaded, taken again while the file (by its `stat`), its
/// settings in `folio.yml` and the time zone are as they were; the theme as it was loaded, while
/// the site's template files read the same; and the rendered Markdown (`MarkdownCache`). A build
/// with it writes exactly what a build without it writes. Nothing of it is saved anywhere.
public final class BuildMemory: Sendable {
    /// A data file as loaded, with the problems loading it reported.
    private struct KnownSource: Sendable {
        package let signature: [FileSignature?]
        package let source: SourceConfig?
        package let timeZone: String
        package let loaded: LoadedSource
        package let problems: [FolioError]
    }

    private struct KnownTheme: Sendable {
        package let language: String
        package let siteFiles: [ThemeFile]
        package let loaded: LoadedTheme
        package let problems: [FolioError]
    }

    private let sources = Mutex<[String: KnownSource]>([:])
    private let theme = Mutex<KnownTheme?>(nil)
    package let markdown = MarkdownCache()
    /// Made once: making one reads every language definition of source-highlight.
    package let renderer = MarkdownRenderer(highlighting: CodeHighlighter())

    public init() {}

    /// Reads a data file as `loader` does, or takes it as last loaded when it is unchanged.
    package func reading(with loader: ContentLoader) -> ContentLoader.ReadFile {
        { [self] file, diagnostics in
            let signature = [FileSignature(file.url.path), FileSignature(file.url.path + "-wal")]
            if let known = sources.withLock({ $0[file.displayPath] }), known.signature == signature, known.source == file.source,
               known.timeZone == loader.timeZone.identifier {
                for problem in known.problems { diagnostics.report(problem) }
                return known.loaded
            }
            var own = Diagnostics()
            defer { for problem in own.problems { diagnostics.report(problem) } }
            let loaded = try loader.load(file, diagnostics: &own)
            // A file whose stores read files beside it (calibre's covers, Notes' and Bear's
            // attachments, Joplin's resources), which its `stat` does not cover, is loaded every time.
            let known = !loader.stores.readsBeside(loaded.kinds)
                ? KnownSource(signature: signature, source: file.source, timeZone: loader.timeZone.identifier, loaded: loaded, problems: own.problems)
                : nil
            sources.withLock { $0[file.displayPath] = known }
            return loaded
        }
    }

    /// The theme as last loaded, when the site's template files and the language are the same;
    /// else loaded and kept.
    package func theme(siteFolder: URL, language: String, diagnostics: inout Diagnostics) -> LoadedTheme {
        var read = Diagnostics()
        let siteFiles = ThemeFolder(siteFolder: siteFolder).files(diagnostics: &read)
        if read.problems.isEmpty, let known = theme.withLock({ $0 }), known.language == language, known.siteFiles == siteFiles {
            for problem in known.problems { diagnostics.report(problem) }
            return known.loaded
        }
        var own = read
        let loaded = LoadedTheme.load(siteFiles: siteFiles, language: language, diagnostics: &own)
        for problem in own.problems { diagnostics.report(problem) }
        theme.withLock { $0 = KnownTheme(language: language, siteFiles: siteFiles, loaded: loaded, problems: own.problems) }
        return loaded
    }
}

/// What `stat` says of a file that changes when its bytes do: its inode, size and times.
package struct FileSignature: Equatable, Sendable {
    package let device: UInt64
    package let inode: UInt64
    package let size: Int64
    package let modified: timespec
    package let changed: timespec

    /// Nil when there is no file at `path`.
    package init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    package static func == (a: FileSignature, b: FileSignature) -> Bool {
        (a.device, a.inode, a.size) == (b.device, b.inode, b.size)
            && (a.modified.tv_sec, a.modified.tv_nsec, a.changed.tv_sec, a.changed.tv_nsec) == (b.modified.tv_sec, b.modified.tv_nsec, b.changed.tv_sec, b.changed.tv_nsec)
    }
}
