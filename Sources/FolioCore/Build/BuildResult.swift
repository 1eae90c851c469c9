import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// How a build ended, and what each stage made that callers show: the CLI's summary and
/// `--verbose` lines, the report, `serve`.
public struct BuildResult: Sendable {
    public let succeeded: Bool
    public let diagnostics: Diagnostics
    public let timings: [StepTiming]
    /// The data files found, and what each held (empty for files that could not be read).
    public let dataFiles: [DataFile]
    public let sources: [LoadedSource]
    /// What was published.
    package let content: SiteContent
    /// How many pages the site has.
    public let pageCount: Int
    /// Every file of the site, by path inside the output (empty unless the build succeeded).
    package let files: Set<PathBytes>
    /// Files written because they are new or their bytes changed, and files removed because the
    /// build no longer makes them; every other file was left as it was.
    public var filesWritten = 0
    public var filesRemoved = 0
    /// The inputs as the report lists them.
    public let inputs: [BuildReport.Input]
    /// Books found in several files: merged, or left apart as ambiguous.
    public var bookMatches: [BookMatch] = []
    /// Notes kept private by folio.yml (excluded notebooks and tags, archived notes).
    public var withheldByRules = 0
    /// Cover images encoded by this build, and those the output already had.
    public var coverImagesMade = 0
    public var coverImagesKept = 0
    /// How long making covers took.
    public var coverSeconds: Double? { timings.first { $0.name == BuildStep.makeCovers.name }?.seconds }

    public var fileCount: Int { files.count }
}
