extension BuildStep {
    public static let checkOutputFolder = BuildStep("check output folder", checksOnly: true) { context in
        try context.output.checkReplaceable(siteFolder: context.options.siteFolder, inputs: context.options.inputPaths, force: context.options.force)
    }

    /// Moves the staged site into place, then saves the memento.
    public static let writeOutput = BuildStep("write output") { context in
        try context.output.commitStaging()
        let prints = context.staged
        let window = TimeWindow.around(context.options.now, content: context.content, timeZone: context.options.timeZone)
        let memento = Memento(
            options: context.options.outputFingerprint, inputs: context.inputPrints,
            validFrom: window.from, validUntil: window.until, outputs: FileManifest(prints),
            warnings: context.diagnostics.warnings.map(BuildReport.Problem.init), sources: BuildReport.inputs(of: context))
        do {
            try memento.write(to: context.mementoURL)
        } catch {
            context.diagnostics.warn(at: SourceLocation(file: context.mementoURL.path), "the build memento could not be saved; the next build will be a full one")
        }
    }
}
