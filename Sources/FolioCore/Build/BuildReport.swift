import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// The JSON build report `--report FILE` writes (its schema is in the README).
public struct BuildReport: Codable, Sendable, Equatable {
    public struct Input: Codable, Sendable, Equatable {
        public let path: String
        /// `memo plist`, `book plist`, `memoInfo table`, `bookInfo table`; empty when unreadable.
        public let kinds: [String]
        /// Memos and books published from it.
        public let records: Int
        /// Records never published, by why (`locked`, `in the trash`); absent when none.
        public var withheld: [String: Int]?

        public init(path: String, kinds: [String], records: Int, withheld: [String: Int]? = nil) {
            self.path = path
            self.kinds = kinds
            self.records = records
            self.withheld = withheld
        }
    }

    public struct Problem: Codable, Sendable, Equatable {
        public let file: String?
        public let line: Int?
        public let column: Int?
        /// The record or key path, e.g. `account "qq", memo 3`; null when the whole file is meant.
        public let record: String?
        public let step: String?
        public let message: String
        /// What caused it, outermost first.
        public let causes: [String]

        public init(file: String?, line: Int?, column: Int?, record: String?, step: String?, message: String, causes: [String]) {
            self.file = file
            self.line = line
            self.column = column
            self.record = record
            self.step = step
            self.message = message
            self.causes = causes
        }
    }

    public let folioVersion: String
    public let succeeded: Bool
    public let inputs: [Input]
    /// Paths of the files written, relative to the output folder; empty when the build failed.
    public let pages: [String]
    public let warnings: [Problem]
    public let errors: [Problem]
    public let steps: [StepTiming]
    /// Books found in several files, merged or left apart (ambiguous).
    public let bookMatches: [BookMatch]

    public init(_ result: BuildResult) {
        folioVersion = Folio.version
        succeeded = result.succeeded
        inputs = result.inputs
        pages = result.files.sortedInByteOrder { $0 }.map(\.description)
        warnings = result.diagnostics.warnings.map(Problem.init)
        errors = result.diagnostics.errors.map(Problem.init)
        steps = result.timings
        bookMatches = result.bookMatches
    }

    /// Each data file as a build read it.
    package static func inputs(files: [DataFile], sources: [LoadedSource]) -> [Input] {
        files.map { file in
            let source = sources.first { $0.file == file }
            return Input(
                path: file.displayPath,
                kinds: source?.kinds.map(\.name) ?? [],
                records: (source?.memoCount ?? 0) + (source?.books.count ?? 0) + (source?.readingList.count ?? 0),
                withheld: source.flatMap { $0.withheld.isEmpty ? nil : $0.withheld })
        }
    }

    /// Pretty-printed JSON with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension BuildReport.Problem {
    package init(_ problem: FolioError) {
        self.init(
            file: problem.location?.file, line: problem.location?.line, column: problem.location?.column,
            record: problem.location.flatMap { $0.recordPath.isEmpty ? nil : $0.recordPath.joined(separator: ", ") },
            step: problem.step, message: problem.reason, causes: problem.causes)
    }
}
