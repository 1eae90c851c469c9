import FolioCore
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// The words for how many problems a build had.
enum BuildSummary {
    /// At most this many problems are printed; the report holds them all.
    static let problemLimit = 100

    static func problemLines(_ diagnostics: Diagnostics) -> [String] {
        let problems = diagnostics.problems
        var lines = problems.prefix(problemLimit).map(\.description)
        if problems.count > problemLimit {
            lines.append("… and \(problems.count - problemLimit) more (\(counts(diagnostics)) in all; --report FILE lists every one)")
        }
        return lines
    }

    static func counts(_ diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errors.count, warnings = diagnostics.warnings.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    static func warningsSuffix(_ diagnostics: Diagnostics) -> String {
        let warnings = diagnostics.warnings.count
        return warnings == 0 ? "" : " with \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// `: 3 files written, 1 removed`, or `: no file changed`.
    static func changesSuffix(_ result: BuildResult) -> String {
        guard result.filesWritten + result.filesRemoved > 0 else { return ": no file changed" }
        let written = "\(result.filesWritten) file\(result.filesWritten == 1 ? "" : "s") written"
        return ": " + written + (result.filesRemoved > 0 ? ", \(result.filesRemoved) removed" : "")
    }

    /// What `--verbose` adds after a build: each step's time.
    static func stepTimes(_ result: BuildResult) -> [String] {
        result.timings.map { String(format: "%@: %.3f s", $0.name, $0.seconds) }
    }
}
