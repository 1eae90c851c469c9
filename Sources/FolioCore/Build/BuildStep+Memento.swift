import Foundation

extension BuildStep {
    /// Compares the inputs with the last build's memento: when nothing that shapes the output
    /// changed and the output is still there, the build ends here, repeating that build's warnings
    /// (under `--strict` a build with warnings runs in full, to fail with them).
    public static let checkMemento = BuildStep("check memento") { context in
        var unreported = Diagnostics()  // "load templates" reports these
        let siteTemplates = ThemeFolder(siteFolder: context.options.siteFolder).files(diagnostics: &unreported)
        context.inputPrints = try InputFingerprints.of(context.dataFiles, theme: siteTemplates)
        guard context.options.useCache, let memento = Memento.read(from: context.mementoURL) else { return }
        context.previous = memento
        let marker = context.options.outputFolder.appendingPathComponent(OutputFolder.markerName)
        guard memento.isCurrent(inputs: context.inputPrints, options: context.options.outputFingerprint, now: context.options.now),
              FileManager().fileExists(atPath: marker.path),
              !(context.options.strict && !memento.warnings.isEmpty)
        else { return }
        for warning in memento.warnings { context.diagnostics.report(warning.folioError) }
        context.upToDate = true
    }
}
