import Foundation
import XCTest

/// The `folio` executable allocates through mimalloc, not glibc's malloc (README, Dependencies):
/// the dynamic linker, asked to report its bindings, binds every library's `malloc`, `calloc`,
/// `realloc` and `free` to libmimalloc.
final class AllocatorTests: XCTestCase {
    func testEveryAllocationCallBindsToMimalloc() throws {
        let run = try CommandLine.folio(["--version"], in: FileManager.default.temporaryDirectory, environment: ["LD_DEBUG": "bindings"])
        XCTAssertEqual(run.status, 0)
        let binding = #/binding file \S+ \[\d+\] to (\S+) \[\d+\]: normal symbol `(malloc|calloc|realloc|free)'/#
        let libraries = run.stderr.split(separator: "\n").compactMap { line in
            line.firstMatch(of: binding).map { URL(fileURLWithPath: String($0.1)).lastPathComponent }
        }
        XCTAssertFalse(libraries.isEmpty, "the dynamic linker reported no allocation calls:\n\(run.stderr.prefix(2000))")
        XCTAssertEqual(Set(libraries), ["libmimalloc.so.2"])
    }
}
