import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where messages go: progress and the summary to standard output, problems to standard error.
/// On a terminal, progress redraws one line and problems are coloured (never with `NO_COLOR`);
/// otherwise every message is a plain line.
struct Console {
    enum Verbosity { case quiet, normal, verbose }

    let verbosity: Verbosity
    let isTerminal: Bool
    let colour: Bool

    init(verbosity: Verbosity = .normal, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.verbosity = verbosity
        isTerminal = isatty(STDOUT_FILENO) == 1
        colour = isatty(STDERR_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// A line of progress: a step, or (on a terminal) how far rendering is.
    func progress(_ line: String, transient: Bool = false) {
        guard verbosity != .quiet else { return }
        if isTerminal {
            write("\r\u{1B}[2K" + line + (transient ? "" : "\n"), to: STDOUT_FILENO)
        } else if !transient {
            write(line + "\n", to: STDOUT_FILENO)
        }
    }

    /// The summary and other plain information.
    func info(_ line: String) {
        guard verbosity != .quiet else { return }
        write(line + "\n", to: STDOUT_FILENO)
    }

    /// Details shown only with `--verbose`.
    func detail(_ line: String) {
        guard verbosity == .verbose else { return }
        write(line + "\n", to: STDOUT_FILENO)
    }

    func error(_ line: String) {
        guard colour else { return write(line + "\n", to: STDERR_FILENO) }
        var text = line
        for (word, code) in [("error", "31"), ("warning", "33")] where text.hasPrefix(word) {
            text = "\u{1B}[1;\(code)m\(word)\u{1B}[0m" + text.dropFirst(word.count)
        }
        write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes the whole line at once, unbuffered.
    private func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
