import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// Runs the steps of a build in order, each on the values earlier steps returned. After a step
/// finds an error only checking steps still run (every later one, so every source is checked):
/// nothing is rendered or written from input with errors in it. A step whose input an earlier
/// step could not give does not run.
package struct StepRunner {
    package let steps: [BuildStep]
    package let progress: (String) -> Void
    /// Where an error that names no file is said to be.
    package let fallback: SourceLocation
    private(set) var diagnostics: Diagnostics
    private(set) var timings: [StepTiming] = []
    /// How many steps have run.
    private var ran = 0

    package init(steps: [BuildStep], strict: Bool, fallback: SourceLocation, progress: @escaping (String) -> Void) {
        self.steps = steps
        self.fallback = fallback
        self.progress = progress
        self.diagnostics = Diagnostics(strict: strict)
    }

    /// `body`'s value, or nil when the step did not run (an earlier step found an error and this
    /// one only renders or writes) or threw (its error is reported).
    package mutating func run<Value>(_ step: BuildStep, body: (inout Diagnostics) throws -> Value) -> Value? {
        if diagnostics.hasErrors && !step.checksOnly { return nil }
        // Counted among the steps that run: after an error, the later steps that only check.
        ran += 1
        let later = steps.drop { $0 != step }.dropFirst().filter { !diagnostics.hasErrors || $0.checksOnly }
        progress("[\(ran)/\(ran + later.count)] \(step.name)")
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

    /// As above, on the values earlier steps gave: the step does not run when one of them is nil.
    package mutating func run<A, Value>(_ step: BuildStep, _ a: A?, body: (inout Diagnostics, A) throws -> Value) -> Value? {
        guard let a else { return nil }
        return run(step) { try body(&$0, a) }
    }

    package mutating func run<A, B, Value>(_ step: BuildStep, _ a: A?, _ b: B?, body: (inout Diagnostics, A, B) throws -> Value) -> Value? {
        guard let a, let b else { return nil }
        return run(step) { try body(&$0, a, b) }
    }

    package mutating func run<A, B, C, D, Value>(
        _ step: BuildStep, _ a: A?, _ b: B?, _ c: C?, _ d: D?, body: (inout Diagnostics, A, B, C, D) throws -> Value
    ) -> Value? {
        guard let a, let b, let c, let d else { return nil }
        return run(step) { try body(&$0, a, b, c, d) }
    }
}
