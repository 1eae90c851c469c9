/// Runs steps in order, stopping after the first step that found an error.
public struct BuildRunner: Sendable {
    public let steps: [BuildStep]

    public init(steps: [BuildStep]) {
        self.steps = steps
    }

    /// `progress` receives `[1/6] check output folder` before each step.
    public func run(_ context: inout BuildContext, progress: (String) -> Void = { _ in }) -> Bool {
        for (index, step) in steps.enumerated() {
            progress("[\(index + 1)/\(steps.count)] \(step.name)")
            let before = context.diagnostics.problems.count
            do {
                try step.body(&context)
            } catch {
                context.diagnostics.report(error, at: SourceLocation(file: context.options.siteFolder.path))
            }
            context.diagnostics.attach(step: step.name, from: before)
            if context.diagnostics.hasErrors { return false }
        }
        return true
    }
}
