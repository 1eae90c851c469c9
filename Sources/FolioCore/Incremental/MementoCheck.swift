import Foundation

/// The "check memento" stage: the inputs' fingerprints, compared with the last build's memento.
/// When nothing that shapes the output changed and the output is still there, the build ends,
/// repeating that build's warnings (under `--strict` a build with warnings runs in full, to fail).
struct MementoCheck {
    /// Data files and the site's own template files, by path.
    let inputPrints: [String: Fingerprint]
    /// The site's own template files alone, by path.
    let themePrints: [String: Fingerprint]
    /// The last build's memento, when it may be used.
    let previous: Memento?
    /// Its file's bytes, when it was read from beside the output (`Memento.write(to:changing:outputs:pages:)`).
    let previousFile: Data?
    let upToDate: Bool

    /// The fingerprints of a data file and of its side files (`-wal`, `-journal`), nil where there is none.
    func prints(of file: DataFile) -> [Fingerprint?] {
        [inputPrints[file.displayPath]] + DatabaseCopy.sideFiles.map { inputPrints[file.displayPath + $0] }
    }

    /// `remembered`: the last build's memento, when this process made it (`BuildSession`); else it is read from beside the output.
    init(options: BuildOptions, dataFiles: [DataFile], remembered: Memento? = nil) throws {
        var unreported = Diagnostics()  // "load templates" reports these
        let siteTemplates = ThemeFolder(siteFolder: options.siteFolder).files(diagnostics: &unreported)
        // The memento is read while the inputs are hashed.
        let read = Background { options.useCache && remembered == nil ? Memento.readWithFile(from: OutputSiblings(of: options.outputFolder).memento) : nil }
        inputPrints = try InputFingerprints.of(dataFiles, theme: siteTemplates, workers: options.jobs)
        themePrints = try InputFingerprints.of([], theme: siteTemplates)
        previousFile = remembered == nil ? read.value?.file : nil
        guard options.useCache, let memento = remembered ?? read.value?.memento else {
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
