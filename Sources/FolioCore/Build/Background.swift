import Dispatch

/// A value worked out on another thread while this one goes on; `value` waits for it.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            result = work()
            done.signal()
        }
    }

    /// The value, once the work is done (the first call waits; the semaphore is signalled again for the next).
    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}
