import Dispatch
import Synchronization

/// Folio's one way of spreading work over threads: `body(0) … body(count - 1)` on up to `workers`
/// threads (Dispatch's `concurrentPerform`), results in index order, so output never depends on
/// which thread finished first.
public enum Parallel {
    /// In runs of neighbouring indices (`mapInChunks`, about 32 runs a worker): a worker that
    /// starts late, because the thread it runs on was still busy, leaves its runs to the others
    /// instead of being waited for.
    public static func map<T: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
        mapInChunks(count, workers: workers, chunk: max(1, count / (max(1, workers) * 32)), body)
    }

    /// As `map`, but in runs of `chunk` neighbouring indices: each worker starts at the front of
    /// its own equal share and, when that is done, takes runs from the back of the largest share
    /// left. Workers stay apart (neighbouring pages share a folder, and two threads creating
    /// files in one folder wait on each other), and none idles while another has work left.
    public static func mapInChunks<T: Sendable>(_ count: Int, workers: Int, chunk: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        let queue = RunQueue(count: count, workers: workers)
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // A raw pointer into the result, shared by the workers: each index is written once, by
            // the one worker whose run holds it, so no two threads touch one slot.
            nonisolated(unsafe) let slots = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let run = queue.take(chunk, for: worker) {
                    for index in run { (slots + index).initialize(to: body(index)) }
                }
            }
            initialized = count
        }
    }
}

/// The indices not yet taken, as one share per worker.
final class RunQueue: Sendable {
    private let shares: Mutex<[Range<Int>]>

    init(count: Int, workers: Int) {
        shares = Mutex((0..<workers).map { (count * $0 / workers)..<(count * ($0 + 1) / workers) })
    }

    /// The next run from the front of the worker's own share, else from the back of the largest.
    func take(_ chunk: Int, for worker: Int) -> Range<Int>? {
        shares.withLock { shares in
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
}
