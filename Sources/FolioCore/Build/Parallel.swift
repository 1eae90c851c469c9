import Dispatch

/// Work spread over threads with results in index order, so output never depends on which
/// thread finished first.
public enum Parallel {
    /// `body(0) … body(count - 1)` on up to `workers` threads; worker `w` takes `w`, `w + workers`, …
    public static func map<T>(_ count: Int, workers: Int, _ body: (Int) -> T) -> [T] {
        run(count, workers: workers, body) { worker, workers in Array(stride(from: worker, to: count, by: workers)) }
    }

    /// As `map`, but each worker takes one contiguous run of indices: neighbouring pages share a
    /// folder, and two threads creating files in one folder wait on each other.
    public static func mapInRuns<T>(_ count: Int, workers: Int, _ body: (Int) -> T) -> [T] {
        run(count, workers: workers, body) { worker, workers in Array((count * worker / workers)..<(count * (worker + 1) / workers)) }
    }

    /// `first()` and `second()` on two threads.
    public static func both<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        var a: A?
        var b: B?
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    if part == 0 { a = first() } else { b = second() }
                }
            }
        }
        return (a!, b!)
    }

    /// Runs `body` for every index, worker `w` of `n` taking `share(w, n)`.
    private static func run<T>(_ count: Int, workers: Int, _ body: (Int) -> T, share: (Int, Int) -> [Int]) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in share(worker, workers) {
                    slots[index] = body(index)
                }
            }
        }
        return results.map { $0! }
    }
}
