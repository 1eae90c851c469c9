/// How a build ended.
public struct BuildResult: Sendable {
    public let succeeded: Bool
    public let context: BuildContext

    public var diagnostics: Diagnostics { context.diagnostics }
    public var pageCount: Int { context.pages.count }
    public var fileCount: Int { context.staged.count }
}
