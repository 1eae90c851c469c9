import Dispatch

/// Work spread over threads with results in index order, so output never depends on which
/// thread finished first.
public enum Parallel {
    /// As `map`, but each worker takes one contiguous run of indices: neighbouring pages share a
    /// folder, and two threads creating files in one folder wait on each other.
    public static func mapInRuns<T>(_ count: Int, workers: Int, _ body: (Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in (count * worker / workers)..<(count * (worker + 1) / workers) {
                    slots[index] = body(index)
                }
            }
        }
        return results.map { $0! }
    }

    /// `body(0) … body(count - 1)` on up to `workers` threads; worker `w` takes `w`, `w + workers`, …
    public static func map<T>(_ count: Int, workers: Int, _ body: (Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: count, by: workers) {
                    slots[index] = body(index)
                }
            }
        }
        return results.map { $0! }
    }
}
