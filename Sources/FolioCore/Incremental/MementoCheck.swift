import Foundation

/// The "check memento" stage: the inputs' fingerprints, compared with the last build's memento.
/// When nothing that shapes the output changed and the output is still there, the build ends,
/// repeating that build's warnings (under `--strict` a build with warnings runs in full, to fail).
struct MementoCheck {
    /// Data files and the site's own template files, by path.
    let inputPrints: [String: Fingerprint]
    /// The last build's memento, when it may be used.
    let previous: Memento?
    let upToDate: Bool

    init(options: BuildOptions, dataFiles: [DataFile]) throws {
        var unreported = Diagnostics()  // "load templates" reports these
        let siteTemplates = ThemeFolder(siteFolder: options.siteFolder).files(diagnostics: &unreported)
        inputPrints = try InputFingerprints.of(dataFiles, theme: siteTemplates)
        guard options.useCache, let memento = Memento.read(from: OutputSiblings(of: options.outputFolder).memento) else {
            previous = nil
            upToDate = false
            return
        }
        previous = memento
        let marker = options.outputFolder.appendingPathComponent(OutputFolder.markerName)
        upToDate = memento.isCurrent(inputs: inputPrints, options: options.outputFingerprint, now: options.now)
            && FileManager().fileExists(atPath: marker.path)
            && memento.linked.allSatisfy(\.isUnchanged)
            && !(options.strict && !memento.warnings.isEmpty)
    }
}
