import Foundation

extension MarkdownRenderer {
    /// Whether libcmark renders `markdown` within `seconds`. The rendering runs on a thread of its
    /// own; one that takes longer is left to finish (libcmark cannot be stopped part way) and its
    /// result is dropped, so the caller is never held longer than `seconds`.
    public func renders(_ markdown: String, within seconds: Double) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            _ = html(from: markdown)
            done.signal()
        }
        thread.start()
        return done.wait(timeout: .now() + seconds) == .success
    }
}
