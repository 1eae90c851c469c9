import Foundation

/// A value worked out on a thread of its own while this one goes on; `value` waits for it.
///
/// Not on Dispatch's shared threads: a build runs on one of them and waits there (for a
/// `Background`, or a `Parallel.map`), and Dispatch starts no more of them than there are
/// cores. Work sent there queued behind other work while a core idled, and with one core it
/// waited for Dispatch's one-second check for a stalled pool (every build took a second more).
final class Background<Value: Sendable>: @unchecked Sendable {
    /// As much stack as the main thread has: the work may be any part of a build.
    static var stackSize: Int { 8 << 20 }

    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    /// The value, once the work is done (the first call waits; the semaphore is signalled again for the next).
    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}
