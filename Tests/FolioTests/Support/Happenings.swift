import Foundation
import Synchronization

/// What other threads report, in order; a test waits for what it expects and is woken as each
/// report arrives, never by sleeping. The timeout only keeps a broken build from hanging the run.
final class Happenings<Item: Sendable>: Sendable {
    private let items = Mutex<[Item]>([])
    /// Signalled once for every report.
    private let arrived = DispatchSemaphore(value: 0)

    func add(_ item: Item) {
        items.withLock { $0.append(item) }
        arrived.signal()
    }

    var all: [Item] { items.withLock { $0 } }

    /// Waits until `done` holds for what has arrived; false if `timeout` passes first.
    @discardableResult
    func wait(timeout: TimeInterval = 20, until done: ([Item]) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while !done(all) {
            if arrived.wait(timeout: deadline) == .timedOut { return done(all) }
        }
        return true
    }
}
