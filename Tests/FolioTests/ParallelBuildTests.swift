@testable import FolioCore
@testable import FolioParallel
import Synchronization
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

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
        XCTAssertEqual(trees[0].files.count, 6 * 41 + 50 + 13 + 1 + 2 + 296 / 8,
                       "memos and lists, books, the fixed files (the notebooks page among them), author A, the search index and one chunk, the records eight a file")
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

    /// A worker held up (as when its thread starts late) leaves its work to the others: once a
    /// worker has done its own share it takes runs from the back of the largest share left, so
    /// the held worker, when it comes back, finds only what it had begun. Told by the queue
    /// itself, so it holds whatever number of cores the machine has.
    func testAWorkerHeldUpLeavesItsWorkToTheOthers() {
        let queue = RunQueue(count: 64, workers: 2)
        XCTAssertEqual(queue.take(8, for: 0), 0..<8, "worker 0 starts, then is held up")
        var taken: [Range<Int>] = []
        while let run = queue.take(8, for: 1) { taken.append(run) }
        XCTAssertEqual(taken, [32..<40, 40..<48, 48..<56, 56..<64, 24..<32, 16..<24, 8..<16], "its own share, then worker 0's from the back")
        XCTAssertNil(queue.take(8, for: 0), "nothing left for the held worker")
    }
}
