import Foundation

/// What other threads report, in order; a test waits for what it expects and is woken as each
/// report arrives, never by sleeping. The timeout only keeps a broken build from hanging the run.
final class Happenings<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []

    func add(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.broadcast()
        condition.unlock()
    }

    var all: [Item] {
        condition.lock()
        defer { condition.unlock() }
        return items
    }

    /// Waits until `done` holds for what has arrived; false if `timeout` passes first.
    @discardableResult
    func wait(timeout: TimeInterval = 20, until done: ([Item]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !done(items) {
            if !condition.wait(until: deadline) { return done(items) }
        }
        return true
    }
}
