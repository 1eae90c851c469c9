import Dispatch

extension EditIndex {
    /// Where `raw` (the memo plist now) differs from the file `spans` were taken of, when it
    /// differs inside one span alone: that span's number, and its bytes' range now. Spans are
    /// compared by their hashes, from the front at their own offsets and, on a second thread,
    /// from the back at their offsets from the end, each way up to the first that differs; nil
    /// when the two ways stop at different spans (more than one changed), or at none.
    static func changedSpan(of spans: [Span], in raw: UnsafeRawBufferPointer) -> (span: Int, range: Range<Int>)? {
        let oldCount = spans.reduce(0) { $0 + $1.length }
        let shift = raw.count - oldCount
        func same(_ span: Span, at start: Int) -> Bool {
            start >= 0 && start + span.length <= raw.count
                && XXH64.hash(UnsafeRawBufferPointer(rebasing: raw[start..<start + span.length])) == span.hash
        }
        // (the first span that differs, where it starts) from the front; (the last, where it ends) from the back.
        var ends = [(span: Int, offset: Int)](repeating: (0, 0), count: 2)
        ends.withUnsafeMutableBufferPointer { ends in
            let ends = ends
            DispatchQueue.concurrentPerform(iterations: 2) { way in
                if way == 0 {
                    var first = 0, start = 0
                    while first < spans.count, same(spans[first], at: start) {
                        start += spans[first].length
                        first += 1
                    }
                    ends[0] = (first, start)
                } else {
                    var last = spans.count - 1, end = oldCount
                    while last >= 0, same(spans[last], at: end - spans[last].length + shift) {
                        end -= spans[last].length
                        last -= 1
                    }
                    ends[1] = (last, end)
                }
            }
        }
        let (first, start) = ends[0], (last, end) = ends[1]
        guard first < spans.count, first == last, end + shift >= start else { return nil }
        return (first, start..<end + shift)
    }
}
