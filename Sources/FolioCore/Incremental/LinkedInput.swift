import Foundation

/// A file beside the data that the last build's records linked, as it was then: its bytes'
/// fingerprint, or nil when it did not exist. The build is not up to date when one changed,
/// appeared or went away, though no data file did.
struct LinkedInput: Codable, Equatable, Sendable {
    var path: String
    var print: Fingerprint?

    /// The inputs of a build: the files it copied (their output's fingerprints are the source's),
    /// and the ones that were missing.
    static func of(_ model: SiteModel, outputs: PathPrints) -> [LinkedInput] {
        model.linkedFiles.map { LinkedInput(path: $0.source.path, print: outputs[PathBytes($0.path.description)]) }
            + model.absentLinkedFiles.map { LinkedInput(path: $0, print: nil) }
    }

    var isUnchanged: Bool {
        guard case .regular = FileKind(path: path) else { return print == nil }
        let now = try? RegularFile(url: URL(fileURLWithPath: path), location: SourceLocation(file: path))
            .withMappedBytes(limit: ReadLimits.dataFile) { Fingerprint($0) }
        return now != nil && now == print
    }
}
