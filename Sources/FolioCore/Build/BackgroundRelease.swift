import Dispatch

/// Lets go of a large value on another thread. Freeing a parsed plist of 10,000 memos, or the
/// memos a session loaded before, took 10–14 ms each of a `folio serve` rebuild, on its way to
/// the reload; nothing waits for it.
enum BackgroundRelease {
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: Value) { self.value = value }
    }

    /// Takes `value` out of the caller's hands, leaving `empty` there, and frees it on another
    /// thread (the box holds the only reference when it leaves).
    static func release<Value>(_ value: inout Value, leaving empty: Value) {
        let box = Box(value)
        value = empty
        DispatchQueue.global(qos: .utility).async { box.value = nil }
    }
}
