extension Sequence {
    /// The elements sorted by the UTF-8 bytes of `key`, as `precedesInByteOrder` orders them. Each
    /// key's first 32 bytes are read once into four numbers that order as the bytes do, and the
    /// sort moves those, not the elements: comparing the texts themselves, with a retain and a
    /// release of each, was most of the memento's write (two sorts of 14,000 paths, 50 ms of CPU).
    /// Only keys that agree on all 32 bytes are compared whole. The elements are then put in
    /// that order where they are, cycle by cycle, not copied into a second array: at a million
    /// pages each of the memento's manifests is 30 MB.
    func sortedInByteOrder(by key: (Element) -> String) -> [Element] {
        sorted(head: { element in
            var text = key(element)
            return text.withUTF8(Self.head)
        }, precedes: { key($0).precedesInByteOrder(key($1)) })
    }

    /// The same, by a path's bytes.
    func sortedInByteOrder(by key: (Element) -> PathBytes) -> [Element] {
        sorted(head: { key($0).bytes.withUnsafeBufferPointer(Self.head) }, precedes: { key($0).precedesInByteOrder(key($1)) })
    }

    private func sorted(head: (Element) -> (UInt64, UInt64, UInt64, UInt64), precedes: (Element, Element) -> Bool) -> [Element] {
        var elements = Array(self)
        var order: [(head: (UInt64, UInt64, UInt64, UInt64), index: Int)] = []
        order.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            order.append((head(element), index))
        }
        order.sort { a, b in
            if a.head != b.head { return a.head < b.head }
            return precedes(elements[a.index], elements[b.index])
        }
        // Place `i` takes the element at `order[i].index`; a place done is marked -1.
        for start in order.indices where order[start].index >= 0 {
            let first = elements[start]
            var place = start
            while true {
                let from = order[place].index
                order[place].index = -1
                if from == start {
                    elements[place] = first
                    break
                }
                elements[place] = elements[from]
                place = from
            }
        }
        return elements
    }

    /// The first 32 bytes as four big-endian numbers, zero after the end: a text that is a
    /// prefix of another never comes after it, and two that differ in these bytes order as the
    /// numbers do.
    private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64) {
        func word(_ start: Int) -> UInt64 {
            var value: UInt64 = 0
            for offset in start..<start + 8 {
                value = value << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0)
            }
            return value
        }
        return (word(0), word(8), word(16), word(24))
    }
}
