import FolioPlist

/// Where each item of a memo plist's accounts lies in the file as it was loaded, as spans that
/// tile the file (`EditIndex.Span`, not yet tied to a memo), each with the root key and number
/// (from 1) of its item; the last span, after every item, has none.
struct MemoFileLayout: Sendable {
    let spans: [EditIndex.Span]
    let items: [(key: String, number: Int)?]

    init(_ bytes: [UInt8], arrays: [XMLPlistParser.RootArray]) {
        var spans: [EditIndex.Span] = []
        var items: [(key: String, number: Int)?] = []
        bytes.withUnsafeBytes { raw in
            var end = 0
            for array in arrays {
                for (number, item) in array.items.enumerated() {
                    spans.append(EditIndex.Span(raw, from: end, gapEnd: item.lowerBound, to: item.upperBound, memo: nil))
                    items.append((array.key, number + 1))
                    end = item.upperBound
                }
            }
            spans.append(EditIndex.Span(raw, from: end, gapEnd: end, to: raw.count, memo: nil))
            items.append(nil)
        }
        self.spans = spans
        self.items = items
    }
}
