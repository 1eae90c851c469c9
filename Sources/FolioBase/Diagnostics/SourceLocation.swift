/// Where a problem is: a file (as the user names it, relative to the site), optionally a line and
/// column inside it, and the path of keys or records that leads to the value.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// Outermost first, e.g. `["account \"qq\"", "memo 3"]`.
    public var recordPath: [String]

    public init(file: String, line: Int? = nil, column: Int? = nil, recordPath: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.recordPath = recordPath
    }

    /// The same file, one record deeper.
    public func appending(_ record: String) -> SourceLocation {
        var copy = self
        copy.recordPath.append(record)
        return copy
    }

    /// `file[:line[:column]][: record, record]`
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        if !recordPath.isEmpty {
            text += ": " + recordPath.joined(separator: ", ")
        }
        return text
    }
}
