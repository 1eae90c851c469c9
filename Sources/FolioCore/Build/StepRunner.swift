/// Runs the steps of a build in order, each on the value the one before it returned. After a
/// step finds an error only checking steps still run (every later one, so every source is
/// checked): nothing is rendered or written from input with errors in it.
struct StepRunner {
    let steps: [BuildStep]
    let progress: (String) -> Void
    /// Where an error that names no file is said to be.
    let fallback: SourceLocation
    private(set) var diagnostics: Diagnostics
    private(set) var timings: [StepTiming] = []

    init(steps: [BuildStep], strict: Bool, fallback: SourceLocation, progress: @escaping (String) -> Void) {
        self.steps = steps
        self.fallback = fallback
        self.progress = progress
        self.diagnostics = Diagnostics(strict: strict)
    }

    /// Reports the warnings an earlier build found, for a build that ends because nothing changed.
    mutating func replay(_ problems: [FolioError]) {
        for problem in problems { diagnostics.report(problem) }
    }

    /// `body`'s value, or nil when the step did not run or threw (its error is then reported).
    mutating func run<Value>(_ step: BuildStep, _ body: (inout Diagnostics) throws -> Value) -> Value? {
        if diagnostics.hasErrors && !step.checksOnly { return nil }
        let number = (steps.firstIndex(of: step) ?? steps.count) + 1
        progress("[\(number)/\(steps.count)] \(step.name)")
        let before = diagnostics.problems.count
        let clock = ContinuousClock()
        let started = clock.now
        var value: Value?
        do {
            value = try body(&diagnostics)
        } catch {
            diagnostics.report(error, at: fallback)
        }
        let elapsed = started.duration(to: clock.now).components
        timings.append(StepTiming(name: step.name, seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18))
        diagnostics.attach(step: step.name, from: before)
        return value
    }
}
