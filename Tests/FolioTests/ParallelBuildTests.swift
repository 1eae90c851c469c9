@testable import FolioCore
import FolioParallel
import Synchronization
import XCTest

/// Rendering on several threads gives the bytes a single thread gives.
final class ParallelBuildTests: XCTestCase {
    func testOneThreadAndFourThreadsWriteTheSameFiles() throws {
        let site = try FixtureSite()
        try site.writeMemos(Dictionary(uniqueKeysWithValues: (1...6).map { account in
            ("account \(account)", (1...40).map { memo in
                ["title": memo % 7 == 0 ? "Same title" : "Memo \(memo)", "createTime": "2026/0\(1 + memo % 9)/1\(memo % 10) 10:00",
                 "detail": "Body of \(memo) with [a link](https://example.org/\(memo)) and *emphasis*."]
            })
        }))
        try site.writeBookDatabase(statements: (1...50).map { "INSERT INTO bookInfo VALUES(\($0),'Book \($0 % 9)','A',\($0 % 6),'i','c','s')" })
        let outputs = try TemporaryFolder()
        var trees: [FileTree] = []
        for jobs in [1, 4] {
            let options = BuildOptions(siteFolder: site.url, outputFolder: outputs.child("jobs-\(jobs)"), now: FixtureSite.now, jobs: jobs)
            let result = SiteBuild.run(options)
            XCTAssertEqual(result.diagnostics.messages, [])
            trees.append(try FileTree(outputs.child("jobs-\(jobs)")))
        }
        XCTAssertEqual(trees[0].files.count, 6 * 41 + 50 + 13 + 1, "memos and lists, books, the fixed files, author A")
        XCTAssertEqual(trees[0], trees[1])
    }

    func testChunkedWorkComesBackInIndexOrderWithEveryIndexOnce() {
        for (count, workers, chunk) in [(0, 2, 32), (1, 2, 32), (1000, 3, 7), (64, 2, 32), (65, 4, 1)] {
            let calls = Mutex(0)
            let results = Parallel.mapInChunks(count, workers: workers, chunk: chunk) { index -> Int in
                calls.withLock { $0 += 1 }
                return index * index
            }
            XCTAssertEqual(results, (0..<count).map { $0 * $0 }, "\(count) in chunks of \(chunk)")
            XCTAssertEqual(calls.withLock { $0 }, count)
        }
    }

    /// A worker held up on one index (as when its thread starts late) leaves the rest to the
    /// others: every other index is done while it waits. Shares fixed at the start (worker `w`
    /// taking `w`, `w + n`, …) would leave the held worker's share waiting, and the wait would
    /// end by its time limit instead.
    func testAWorkerHeldUpLeavesItsWorkToTheOthers() {
        for held in [0, 1, 40, 63] {
            let done = Mutex(0)
            let othersDone = DispatchSemaphore(value: 0)
            let heldSawOthersDone = Mutex(false)
            let results = Parallel.map(64, workers: 2) { index -> Int in
                if index == held {
                    let saw = othersDone.wait(timeout: .now() + 20) == .success
                    heldSawOthersDone.withLock { $0 = saw }
                } else if done.withLock({ $0 += 1; return $0 == 63 }) {
                    othersDone.signal()
                }
                return index
            }
            XCTAssertEqual(results, Array(0..<64))
            XCTAssertTrue(heldSawOthersDone.withLock { $0 }, "index \(held) held up")
        }
    }
}
