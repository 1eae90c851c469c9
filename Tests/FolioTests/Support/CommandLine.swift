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
        let stderr = Happenings<Data>()
        DispatchQueue.global().async { stderr.add(err.fileHandleForReading.readDataToEndOfFile()) }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        stderr.wait(timeout: 600) { !$0.isEmpty }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr.all.first ?? Data(), as: UTF8.self))
    }
}
