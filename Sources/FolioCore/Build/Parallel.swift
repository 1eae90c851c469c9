import Dispatch
import Foundation

/// Work spread over threads with results in index order, so output never depends on which
/// thread finished first.
enum Parallel {
    /// `body(0) … body(count - 1)` on up to `workers` threads, in runs of neighbouring indices
    /// (`mapInChunks`, about 32 runs a worker): a worker that starts late, because the thread
    /// it runs on was still busy, leaves its runs to the others instead of being waited for.
    static func map<T>(_ count: Int, workers: Int, _ body: (Int) -> T) -> [T] {
        mapInChunks(count, workers: workers, chunk: max(1, count / (max(1, workers) * 32)), body)
    }

    /// As `map`, but in runs of `chunk` neighbouring indices: each worker starts at the front of
    /// its own equal share and, when that is done, takes runs from the back of the largest share
    /// left. Workers stay apart (neighbouring pages share a folder, and two threads creating
    /// files in one folder wait on each other), and none idles while another has work left.
    static func mapInChunks<T>(_ count: Int, workers: Int, chunk: Int, _ body: (Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        let queue = RunQueue(count: count, workers: workers)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let run = queue.take(chunk, for: worker) {
                    for index in run {
                        slots[index] = body(index)
                    }
                }
            }
        }
        return results.map { $0! }
    }
}

/// The indices not yet taken, as one share per worker.
private final class RunQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var shares: [Range<Int>]

    init(count: Int, workers: Int) {
        shares = (0..<workers).map { (count * $0 / workers)..<(count * ($0 + 1) / workers) }
    }

    /// The next run from the front of the worker's own share, else from the back of the largest.
    func take(_ chunk: Int, for worker: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        let own = shares[worker]
        if !own.isEmpty {
            let run = own.lowerBound..<min(own.upperBound, own.lowerBound + chunk)
            shares[worker] = run.upperBound..<own.upperBound
            return run
        }
        guard let largest = shares.indices.max(by: { shares[$0].count < shares[$1].count }), !shares[largest].isEmpty else {
            return nil
        }
        let share = shares[largest]
        let run = max(share.lowerBound, share.upperBound - chunk)..<share.upperBound
        shares[largest] = share.lowerBound..<run.lowerBound
        return run
    }
}
