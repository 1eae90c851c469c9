import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Hears Ctrl-C and SIGTERM beside the server's own handling: open pages' event streams are
/// closed so the server's graceful shutdown does not wait on them, and if it still has not
/// ended three seconds later the process exits.
final class StopSignals {
    private var sources: [DispatchSourceSignal] = []

    init(onStop: @escaping @Sendable () -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                onStop()
                DispatchQueue.global().asyncAfter(deadline: .now() + 3) { Foundation.exit(0) }
            }
            source.resume()
            sources.append(source)
        }
    }
}
