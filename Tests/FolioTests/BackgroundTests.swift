@testable import FolioCore
import Foundation
import XCTest

/// `Background` and `BackgroundRelease`, the two ways a build hands work to another thread.
final class BackgroundTests: XCTestCase {
    /// The work runs while the caller goes on: it waits for a signal the caller gives only after
    /// `Background` has returned, so work run in place would time out and say so. Every read of
    /// `value` gives the one result.
    func testWorkRunsWhileTheCallerGoesOnAndEveryReadGetsItsValue() {
        let callerWentOn = DispatchSemaphore(value: 0)
        let background = Background { () -> String in
            callerWentOn.wait(timeout: .now() + 10) == .success ? "ran beside the caller" : "ran in place"
        }
        callerWentOn.signal()
        XCTAssertEqual(background.value, "ran beside the caller")
        XCTAssertEqual(background.value, "ran beside the caller")
    }

    /// When no thread can be had (`pthread_create` failed), the work runs on the caller's
    /// thread before `Background` returns, and its value is there as usual.
    func testWithNoThreadTheWorkRunsOnTheCallersBeforeInitReturns() {
        let caller = pthread_self()
        let ranOnCaller = LockedFlag()
        var offered = 0
        let background = Background({ () -> String in
            ranOnCaller.set(pthread_equal(pthread_self(), caller) != 0)
            return "ran"
        }, startingThread: { _ in
            offered += 1
            return false
        })
        XCTAssertEqual(offered, 1)
        XCTAssertEqual(ranOnCaller.value, true, "the work ran before init returned, on the caller's thread")
        if ranOnCaller.value != nil { XCTAssertEqual(background.value, "ran") } // never ran: no wait for ever
    }

    /// The work starts while every Dispatch worker thread waits (a build runs on one of them
    /// and waits there): here 64 of them wait until the work has run. Sent to Dispatch's
    /// threads, it queued behind them and started only when Dispatch, once a second, added a
    /// thread for a stalled pool: about a minute here, and a second more for every build on a
    /// machine with one core.
    func testWorkStartsWhileEveryDispatchThreadWaits() {
        let ran = DispatchSemaphore(value: 0)
        let waiting = 64
        for _ in 0..<waiting {
            DispatchQueue.global().async {
                ran.wait()
                ran.signal()
            }
        }
        let background = Background { ran.signal() }
        let started = ran.wait(timeout: .now() + 15)
        ran.signal() // passed on from thread to thread: every one that waits goes on
        XCTAssertEqual(started, .success, "the work did not start while Dispatch's threads waited")
        if started == .success { _ = background.value }
    }

    /// Tells, when it is freed, whether that was on the thread that made it.
    private final class Tracked: @unchecked Sendable {
        let caller = Thread.current
        let freed: (Bool) -> Void

        init(freed: @escaping (Bool) -> Void) {
            self.freed = freed
        }

        deinit { freed(Thread.current == caller) }
    }

    /// The caller is left holding the empty value at once, and the value it held is freed on
    /// another thread.
    func testAReleasedValueIsTakenAtOnceAndFreedOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let onCaller = LockedFlag()
        var held: [Tracked] = [Tracked { onCaller.set($0); freed.signal() }]
        BackgroundRelease.release(&held, leaving: [])
        XCTAssertTrue(held.isEmpty)
        XCTAssertEqual(freed.wait(timeout: .now() + 10), .success, "the value was never freed")
        XCTAssertEqual(onCaller.value, false, "freed on the caller's thread")
    }
}

/// A Bool set from another thread.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?

    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool? { lock.withLock { stored } }
}
