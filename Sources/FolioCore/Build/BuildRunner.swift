/// Runs steps in order. After a step finds an error, only checking steps still run (every later
/// one, so every source is checked): nothing is rendered or written from input with errors in it. A step that finds the output up to date
/// ends the build there.
public struct BuildRunner: Sendable {
    public let steps: [BuildStep]

    public init(steps: [BuildStep]) {
        self.steps = steps
    }

    /// `progress` receives `[1/6] check output folder` before each step.
    public func run(_ context: inout BuildContext, progress: (String) -> Void = { _ in }) -> Bool {
        for (index, step) in steps.enumerated() {
            if context.diagnostics.hasErrors && !step.checksOnly { continue }
            progress("[\(index + 1)/\(steps.count)] \(step.name)")
            let before = context.diagnostics.problems.count
            let clock = ContinuousClock()
            let started = clock.now
            do {
                try step.body(&context)
            } catch {
                context.diagnostics.report(error, at: SourceLocation(file: context.options.siteFolder.path))
            }
            let elapsed = started.duration(to: clock.now).components
            context.timings.append(StepTiming(name: step.name, seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18))
            context.diagnostics.attach(step: step.name, from: before)
            if context.upToDate { break }
        }
        return !context.diagnostics.hasErrors
    }
}
