import Foundation
import XCTest

/// Runs the built `folio` executable as a user would.
enum CommandLine {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The environment is only `PATH`, a far-from-UTC `TZ` and what `environment` adds.
    static func folio(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let executable = TestPaths.folioExecutable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("no folio executable at \(executable.path): run `swift build` first (make test does)")
            return Run(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "Asia/Tokyo"].merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are read at once: a child that fills one while the other is read would wait for ever.
        let stderr = Collected()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr.data = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr.data, as: UTF8.self))
    }

    /// What another thread read, handed over once the semaphore is signalled.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}
