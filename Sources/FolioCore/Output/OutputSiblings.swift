import Foundation

/// The files Folio keeps beside an output folder `<name>`, named in this one place: the staging
/// folder a build writes into, the previous output while it is swapped out, the memento, the
/// lock.
struct OutputSiblings: Sendable {
    let output: URL

    init(of output: URL) {
        self.output = output.standardizedFileURL
    }

    private func sibling(_ suffix: String) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).folio-\(suffix)")
    }

    /// `.<name>.folio-staging`: where a build writes, moved into place only when it is complete.
    var staging: URL { sibling("staging") }
    /// `.<name>.folio-previous`: the last output, for the moment of the swap.
    var previous: URL { sibling("previous") }
    /// `.<name>.folio-memento`: what the last successful build read and wrote.
    var memento: URL { sibling("memento") }
    /// `.<name>.folio-texts`: the texts the last build rendered, by their bytes (`TextCache`).
    var texts: URL { sibling("texts") }
    /// `.<name>.folio-edits`: where each memo of the memo plist lies, for the next build (`EditIndex`).
    var edits: URL { sibling("edits") }
    /// `.<name>.folio-texts.partial`: the next texts while a build renders them into it.
    var textsPartial: URL { sibling("texts.partial") }
    /// `.<name>.folio-spool`: where a build keeps its memos' details until the pages are written
    /// (`TextStore`), removed as soon as it is open.
    var spool: URL { sibling("spool") }
    /// `.<name>.folio-covers`: cover thumbnails already made, by the source image's hash.
    var covers: URL { sibling("covers") }
    /// `.<name>.folio-lock`: there, and locked, while a build may write the output (`OutputLock`).
    var lock: URL { sibling("lock") }
}
