import Foundation

/// What the steps of one build hand to each other.
public struct BuildContext: Sendable {
    public let options: BuildOptions
    public var diagnostics: Diagnostics
    public var dataFiles: [DataFile] = []
    public var sources: [LoadedSource] = []
    public var content = SiteContent()
    public var theme = Theme.defaultTheme
    public var templates: TemplateLibrary?
    public var pages: [Page] = []
    /// Every file staged so far (pages, theme assets, the search index), by path, with its
    /// fingerprint; the pages' bytes are written as they are rendered, not kept.
    public var staged: [String: Fingerprint] = [:]
    public var timings: [StepTiming] = []
    /// The last build's memento, when it may be used (see `Memento`).
    public var previous: Memento?
    public var inputPrints: [String: Fingerprint] = [:]
    /// Set when the output already is what this build would write: the build stops, successfully.
    public var upToDate = false
    /// Told how many pages are rendered, of how many.
    public var pageProgress: (@Sendable (Int, Int) -> Void)?

    public init(options: BuildOptions) {
        self.options = options
        self.diagnostics = Diagnostics(strict: options.strict)
    }

    var output: OutputFolder { OutputFolder(url: options.outputFolder, displayPath: options.outputDisplayPath) }

    /// The memento of the output it builds, saved beside it.
    var mementoURL: URL {
        options.outputFolder.deletingLastPathComponent().appendingPathComponent(".\(options.outputFolder.lastPathComponent).folio-memento")
    }
}
