import Foundation

/// The files Folio keeps beside an output folder `<name>`, named in this one place: the staging
/// folder a build writes into, the previous output while it is swapped out, and the memento.
public struct OutputSiblings: Sendable {
    public let output: URL

    public init(of output: URL) {
        self.output = output.standardizedFileURL
    }

    private func sibling(_ suffix: String) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).folio-\(suffix)")
    }

    /// `.<name>.folio-staging`: where a build writes, moved into place only when it is complete.
    public var staging: URL { sibling("staging") }
    /// `.<name>.folio-previous`: the last output, for the moment of the swap.
    public var previous: URL { sibling("previous") }
    /// `.<name>.folio-memento`: what the last successful build read and wrote.
    public var memento: URL { sibling("memento") }
}
