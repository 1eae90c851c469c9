import Foundation
import FolioBase

/// What Folio puts beside an output folder `<name>`, named in this one place, and only while a
/// build runs: the staging folder it writes into and the lock it holds.
package struct OutputSiblings: Sendable {
    package let output: URL

    package init(of output: URL) {
        self.output = output.standardizedFileURL
    }

    private func sibling(_ suffix: String) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).folio-\(suffix)")
    }

    /// `.<name>.folio-staging`: the files a build makes that differ from the output's, until they
    /// are put in place (`OutputStaging`).
    package var staging: URL { sibling("staging") }
    /// `.<name>.folio-lock`: there, and locked, while a build may write the output (`OutputLock`).
    package var lock: URL { sibling("lock") }
}
