import FlyingSocks
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// The hub's events as the bytes of a Server-Sent Events stream: a comment that says the stream
/// is open, then each event's frame as it comes. Ends when the hub ends the stream.
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let events: AsyncStream<ReloadHub.Event>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator(), pending: Array(": connected\n\n".utf8))
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<ReloadHub.Event>.Iterator
        var pending: [UInt8]

        mutating func next() async -> UInt8? {
            await nextBuffer(suggested: 1)?.first
        }

        /// What is left of the frame being sent, or the next event's frame once there is one.
        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = Array(event.frame.utf8)
            }
            let buffer = pending.prefix(count)
            pending.removeFirst(buffer.count)
            return buffer
        }
    }
}
