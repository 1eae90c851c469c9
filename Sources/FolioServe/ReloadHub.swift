import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// Tells every open page what happened to the site: `reload` after a rebuild is fully written,
/// or the error of a rebuild that failed (the last good site stays served).
public actor ReloadHub {
    public enum Event: Sendable, Equatable {
        case reload
        case failure(String)

        /// The Server-Sent Events frame.
        var frame: String {
            switch self {
            case .reload:
                return "event: reload\ndata: reload\n\n"
            case .failure(let message):
                return "event: failure\n" + message.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
            }
        }
    }

    private var listeners: [Int: AsyncStream<Event>.Continuation] = [:]
    private var nextID = 0
    /// The error of the last rebuild, until one succeeds: a page opened meanwhile shows it too.
    private var lastFailure: String?

    public init() {}

    public func subscribe() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        if closed {
            continuation.finish()
            return stream
        }
        let id = nextID
        nextID += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        if let lastFailure { continuation.yield(.failure(lastFailure)) }
        return stream
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }

    private var closed = false

    /// Ends every stream, so a server shutting down is not kept waiting by open pages.
    public func close() {
        closed = true
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    /// Whether open pages show a failed rebuild's error.
    public var isShowingFailure: Bool { lastFailure != nil }

    public func send(_ event: Event) {
        if case .failure(let message) = event { lastFailure = message } else { lastFailure = nil }
        for continuation in listeners.values { continuation.yield(event) }
    }
}
