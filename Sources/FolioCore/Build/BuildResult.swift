/// How a build ended, and what each stage made that callers show: the CLI's summary and
/// `--verbose` lines, the report, `serve`.
public struct BuildResult: Sendable {
    public let succeeded: Bool
    /// The output already was what this build would write: the build stopped at the memento.
    public let upToDate: Bool
    public let diagnostics: Diagnostics
    public let timings: [StepTiming]
    /// The data files found, and what each held (empty for files that could not be read).
    public let dataFiles: [DataFile]
    public let sources: [LoadedSource]
    /// What was published.
    let content: SiteContent
    /// How many pages the site has.
    public let pageCount: Int
    /// The pages this build rendered, in the site's order: the others' prints were unchanged, so
    /// their files were carried over from the last build.
    public var renderedPages: [String] = []
    /// The search index's shards written again, not carried over from the last build.
    var searchShardsMade: [String] = []
    /// Every file written, by path inside the output (empty unless the build succeeded in full).
    let files: PathPrints
    /// The inputs as the report lists them (on an up-to-date build, as the last build read them).
    public let inputs: [BuildReport.Input]
    /// Books found in several files: merged, or left apart as ambiguous.
    public var bookMatches: [BookMatch] = []
    /// Notes kept private by folio.yml (excluded notebooks and tags, archived notes).
    public var withheldByRules = 0
    /// Cover images encoded by this build, and those taken from the cover cache.
    public var coverImagesMade = 0
    public var coverImagesCached = 0
    /// How long making covers took.
    public var coverSeconds: Double? { timings.first { $0.name == BuildStep.makeCovers.name }?.seconds }

    public var fileCount: Int { files.count }
}
