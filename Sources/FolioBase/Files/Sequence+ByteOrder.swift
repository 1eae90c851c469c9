extension Sequence {
    /// The elements sorted by the UTF-8 bytes of `key`, as `precedesInByteOrder` orders them:
    /// the same on every machine, whatever the normal form of the text.
    package func sortedInByteOrder(by key: (Element) -> String) -> [Element] {
        sorted { key($0).precedesInByteOrder(key($1)) }
    }

    /// The same, by a path's bytes.
    package func sortedInByteOrder(by key: (Element) -> PathBytes) -> [Element] {
        sorted { key($0).precedesInByteOrder(key($1)) }
    }
}
