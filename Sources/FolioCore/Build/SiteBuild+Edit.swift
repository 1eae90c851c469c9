import FolioMarkdown

extension SiteBuild {
    /// The "redo an edited memo" step (`DetailEdit`): the build's result when it redid the edit
    /// (or failed to put it in place), nil when the full build is to run.
    static func redoEditedMemo(
        _ options: BuildOptions, check: MementoCheck, files: [DataFile], folder: OutputFolder, runner: inout StepRunner, markdown: MarkdownRenderer
    ) -> BuildResult? {
        let edit = DetailEdit(options: options, check: check, dataFiles: files, folder: folder, markdown: markdown)
        var plan: DetailEdit.Plan?
        let written = runner.run(.redoEditedMemo) { diagnostics -> DetailEdit.Written? in
            plan = edit.plan()
            return try plan.map { try edit.write($0, diagnostics: &diagnostics) }
        } ?? nil
        guard let plan, let previous = check.previous else { return nil }
        let succeeded = written != nil && !runner.diagnostics.hasErrors
        var result = BuildResult(
            succeeded: succeeded, upToDate: false, diagnostics: runner.diagnostics, timings: runner.timings, dataFiles: files, sources: [],
            content: SiteContent(), pageCount: plan.index.pageCount, files: written?.files ?? [:], inputs: previous.sources)
        result.renderedPages = [plan.page.path.description]
        result.searchShardsMade = plan.shard.map { [$0.file.path.description] } ?? []
        return result
    }
}
