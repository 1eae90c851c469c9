import FolioCore

/// The words for how many problems a build had.
enum BuildSummary {
    static func counts(_ diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errors.count, warnings = diagnostics.warnings.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    static func warningsSuffix(_ diagnostics: Diagnostics) -> String {
        let warnings = diagnostics.warnings.count
        return warnings == 0 ? "" : " with \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
