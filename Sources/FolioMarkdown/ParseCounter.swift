import Foundation

/// How many texts a renderer parsed: a test counts them to prove each is parsed once a build.
public final class ParseCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    public init() {}

    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
