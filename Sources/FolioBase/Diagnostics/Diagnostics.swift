/// The problems a build has found so far, errors and warnings, in the order found.
public struct Diagnostics: Sendable {
    public internal(set) var problems: [FolioError] = []
    /// `--strict`: every warning is reported as an error, so it fails the build.
    public let strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    public var errors: [FolioError] { problems.filter { $0.severity == .error } }
    public var warnings: [FolioError] { problems.filter { $0.severity == .warning } }
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }

    public mutating func report(_ problem: FolioError) {
        var problem = problem
        if strict { problem.severity = .error }
        problems.append(problem)
    }

    public mutating func warn(at location: SourceLocation?, _ reason: String) {
        report(.warning(at: location, reason))
    }

    /// Records a thrown error: a `FolioError` as it is, any other as the cause of an error at `location`.
    public mutating func report(_ error: Error, at location: SourceLocation) {
        if let problem = error as? FolioError {
            report(problem)
        } else {
            report(FolioError(at: location, "\(error)", cause: error))
        }
    }
}

extension Diagnostics {
    /// Names the build step on every problem from `index` on that has none yet.
    package mutating func attach(step: String, from index: Int) {
        for position in index..<problems.count where problems[position].step == nil {
            problems[position].step = step
        }
    }
}
