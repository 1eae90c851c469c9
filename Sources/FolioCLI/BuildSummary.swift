import FolioCore

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

    /// What `--verbose` adds after a build: how many pages it rendered (when it rendered), and each step's time.
    static func renderDetails(_ result: BuildResult) -> [String] {
        let rendered = !result.upToDate && result.pageCount > 0
            ? ["rendered \(result.renderedPages.count) of \(result.pageCount) pages; the others were as the last build left them"] : []
        return rendered + result.timings.map { String(format: "%@: %.3f s", $0.name, $0.seconds) }
    }
}
