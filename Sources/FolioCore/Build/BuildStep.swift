/// One named step of a build. The runner reports it as `[i/n] name` and attaches the name to
/// every problem found while it ran.
public struct BuildStep: Sendable {
    public let name: String
    let body: @Sendable (inout BuildContext) throws -> Void

    public init(_ name: String, body: @escaping @Sendable (inout BuildContext) throws -> Void) {
        self.name = name
        self.body = body
    }
}
