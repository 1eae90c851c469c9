import Foundation

/// A value worked out on a thread of its own while this one goes on; `value` waits for it.
///
/// Not on Dispatch's shared threads: a build runs on one of them and waits there (for a
/// `Background`, or a `Parallel.map`), and Dispatch starts no more of them than there are
/// cores. Work sent there queued behind other work while a core idled, and with one core it
/// waited for Dispatch's one-second check for a stalled pool (every build took a second more).
/// When no thread can be had, the work runs on the caller's, before `init` returns.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    convenience init(_ work: @escaping @Sendable () -> Value) {
        self.init(work, startingThread: Self.startThread)
    }

    /// `start` either has its closure run once on another thread and returns true, or returns
    /// false without running or keeping it: the work then runs here, at once.
    init(_ work: @escaping @Sendable () -> Value, startingThread start: (@escaping @Sendable () -> Void) -> Bool) {
        let run = { [self] in
            result = work()
            done.signal()
        }
        if !start(run) { run() }
    }

    /// Runs `run` on a thread of its own, detached; false when no thread can be had.
    private static func startThread(_ run: @escaping @Sendable () -> Void) -> Bool {
        let job = Unmanaged.passRetained(Job(run))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // As much stack as the main thread has: the work may be any part of a build.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            let pointer: UnsafeMutableRawPointer? = context
            Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().run()
            return nil
        }, job.toOpaque())
        if started != 0 { job.release() }
        return started == 0
    }

    /// The value, once the work is done (the first call waits; the semaphore is signalled again for the next).
    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}

/// The work a `Background` hands to its thread.
private final class Job: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}
