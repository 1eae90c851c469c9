import Foundation

/// Where messages go: progress and the summary to standard output, problems to standard error.
struct Console {
    func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
