/// One named step of a build. The runner reports it as `[i/n] name` and attaches the name to
/// every problem found while it ran.
public struct BuildStep: Sendable {
    public let name: String
    /// A checking step runs even after an earlier step found errors, so that one build reports
    /// the problems of the content and of the templates together.
    public let checksOnly: Bool
    let body: @Sendable (inout BuildContext) throws -> Void

    public init(_ name: String, checksOnly: Bool = false, body: @escaping @Sendable (inout BuildContext) throws -> Void) {
        self.name = name
        self.checksOnly = checksOnly
        self.body = body
    }
}
