import Dispatch
import Foundation

/// Work spread over threads with results in index order, so output never depends on which
/// thread finished first.
public enum Parallel {
    /// `body(0) … body(count - 1)` on up to `workers` threads; worker `w` takes `w`, `w + workers`, …
    public static func map<T>(_ count: Int, workers: Int, _ body: (Int) -> T) -> [T] {
        run(count, workers: workers, body) { worker, workers in Array(stride(from: worker, to: count, by: workers)) }
    }

    /// As `map`, but each worker takes a run of `chunk` neighbouring indices (neighbouring pages
    /// share a folder, and two threads creating files in one folder wait on each other), then
    /// the next free run: no worker idles while another still has a long share.
    public static func mapInChunks<T>(_ count: Int, workers: Int, chunk: Int, _ body: (Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        let next = ChunkCounter()
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let start = next.take(chunk, below: count) {
                    for index in start..<min(count, start + chunk) {
                        slots[index] = body(index)
                    }
                }
            }
        }
        return results.map { $0! }
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

/// Hands out the start of each chunk of indices, once.
private final class ChunkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(_ chunk: Int, below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        let start = next
        next += chunk
        return start
    }
}
