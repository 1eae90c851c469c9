import Foundation

/// What the last successful build was made from and what it wrote, saved beside the output
/// (`.<output>.folio-memento`). The next build compares against it: with nothing changed it
/// stops at once; otherwise files whose bytes are unchanged are carried over, not rewritten.
struct Memento: Codable, Equatable, Sendable {
    /// 8: the output's stamp is kept (`OutputStamp`); 7: the file is a line of JSON, then the two manifests as lines (`Memento+File`); 6: each page's print is kept, and which pages had link warnings; 5: the default theme's fingerprint is kept; 4: fenced code is coloured, linked files are inputs; 3: the data files as read (`sources`); 2: fingerprints are XXH64 (1 was FNV-1a) and outputs a `FileManifest`.
    static let format = 8

    var format = Memento.format
    var folioVersion = Folio.version
    var defaultTheme = DefaultTheme.fingerprint
    /// Every option that changes the output, as text.
    var options: String
    /// Data files and the site's own template files, by path.
    var inputs: [String: Fingerprint]
    /// The files beside the data that records linked.
    var linked: [LinkedInput]
    /// The output is the same for any "now" in `validFrom..<validUntil` (seconds since 1970):
    /// between those times no memo crosses the 24-hour line of the list rule.
    var validFrom: Double?
    var validUntil: Double?
    /// The output as this build left it: while the output has the same stamp, the next build
    /// changes only the files that differ (`OutputPatch`).
    var stamp: OutputStamp?
    /// Every file written, by path inside the output.
    var outputs = FileManifest([:])
    /// The warnings of that build, shown again when nothing changed.
    var warnings: [BuildReport.Problem]
    /// Each page's print (`PagePrints`), by path: a page whose print is the same is not rendered again.
    var pages = FileManifest([:])
    /// The pages with a warning about their links, by path, sorted: such a page's links are
    /// checked again even when it is not rendered again (`LastPages`).
    var pagesWithLinkWarnings: [String] = []
    /// What each data file held, for the report of a build that finds nothing changed.
    var sources: [BuildReport.Input] = []

    /// The JSON line holds all but the manifests, which follow it as lines of their own.
    private enum CodingKeys: String, CodingKey {
        case format, folioVersion, defaultTheme, options, inputs, linked, validFrom, validUntil, stamp, warnings, pagesWithLinkWarnings, sources
    }

    /// Whether a build with these inputs, options and time would write the same files.
    func isCurrent(inputs: [String: Fingerprint], options: String, now: Date) -> Bool {
        let time = now.timeIntervalSince1970
        return format == Self.format && folioVersion == Folio.version && defaultTheme == DefaultTheme.fingerprint && self.options == options && self.inputs == inputs
            && (validFrom.map { time >= $0 } ?? true) && (validUntil.map { time < $0 } ?? true)
    }

    /// Removes the memento at `url`, if any, before a build puts a new output in place.
    static func remove(at url: URL) throws {
        let fileManager = FileManager()
        guard fileManager.fileExists(atPath: url.path) else { return }
        do {
            try fileManager.removeItem(at: url)
        } catch {
            throw FolioError(at: SourceLocation(file: url.path), "the last build's memento could not be removed, so the output was left as it was", cause: error)
        }
    }
}
