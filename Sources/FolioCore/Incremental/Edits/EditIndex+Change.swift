extension EditIndex {
    /// Where `bytes` (the memo plist now) differ from the file these spans were taken of, when
    /// they differ inside one span alone: that span's number, and its bytes' range now. Each
    /// span is compared by its hash, from the front at its own offset and from the back at its
    /// offset from the end; nil when more than one span changed, or none, or the file is too
    /// short for them.
    func changedSpan(in bytes: [UInt8]) -> (span: Int, range: Range<Int>)? {
        let oldCount = spans.reduce(0) { $0 + $1.length }
        let shift = bytes.count - oldCount
        return bytes.withUnsafeBytes { raw -> (span: Int, range: Range<Int>)? in
            func same(_ span: Span, at start: Int) -> Bool {
                start >= 0 && start + span.length <= raw.count
                    && XXH64.hash(UnsafeRawBufferPointer(rebasing: raw[start..<start + span.length])) == span.hash
            }
            var first = 0
            var start = 0
            while first < spans.count, same(spans[first], at: start) {
                start += spans[first].length
                first += 1
            }
            guard first < spans.count else { return nil }
            var last = spans.count - 1
            var end = oldCount
            while last > first, same(spans[last], at: end - spans[last].length + shift) {
                end -= spans[last].length
                last -= 1
            }
            guard last == first, end + shift >= start else { return nil }
            return (first, start..<end + shift)
        }
    }
}
