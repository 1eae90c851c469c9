/// The steps of a site build, in order: load → model → render → write.
public enum SiteBuild {
    public static let steps: [BuildStep] = [
        .checkOutputFolder,
        .findContent,
        .checkMemento,
        .loadContent,
        .loadTemplates,
        .renderPages,
        .checkLinks,
        .writeOutput,
    ]

    /// Builds the site `options` describe; the result holds every problem found.
    /// `pageProgress` hears how many pages are rendered, of how many, after each batch.
    public static func run(
        _ options: BuildOptions, progress: (String) -> Void = { _ in },
        pageProgress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> BuildResult {
        var context = BuildContext(options: options)
        context.pageProgress = pageProgress
        let succeeded = BuildRunner(steps: steps).run(&context, progress: progress)
        if !succeeded { context.output.discardStaging() }
        return BuildResult(succeeded: succeeded, context: context)
    }
}
