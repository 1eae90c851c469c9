import Foundation

/// The root children of the last parse of one XML plist, for a caller that parses the same file
/// again after each change (`folio serve`): a child whose key and bytes are unchanged takes the
/// value it had last time instead of being parsed again. A child's value depends on nothing but
/// its own bytes (the parser reads no entity declarations), so the value is the one a parse would
/// give. Only a parse on several threads of a large root container (`RootChildren`) uses it.
/// One parse at a time may use a memory.
public final class PlistMemory: @unchecked Sendable {
    struct Child {
        let key: String?
        /// The child's bytes, from its value's open tag to its end.
        let bytes: ArraySlice<UInt8>
        let value: PlistValue
        let skippedNonASCII: Bool
    }

    private var children: [Child] = []
    /// The children of the parse being made, until it succeeds.
    private var pending: [Child]?
    /// For each root child of the last parse, the child of the parse before whose value it took.
    public private(set) var matched: [Int?]?

    public init() {}

    /// A parse starts: nothing is matched yet.
    func begin() {
        matched = nil
        pending = nil
    }

    /// The last parse's child that `key` and `bytes` (from the open tag on) are the same as, byte for byte.
    func match(key: String?, bytes: ArraySlice<UInt8>, at position: Int) -> Int? {
        let index: Int?
        if let key {
            index = positions[key]?.first { children[$0].key.map { Self.same($0.utf8, key.utf8) } ?? false }
        } else {
            index = position < children.count && children[position].key == nil ? position : nil
        }
        guard let index, Self.same(children[index].bytes, bytes) else { return nil }
        return index
    }

    func child(_ index: Int) -> Child { children[index] }

    /// The children a parse on several threads found, and which of the last ones each took.
    func found(_ children: [Child], matched: [Int?]) {
        pending = children
        self.matched = matched
    }

    /// The parse succeeded: its children are the ones the next parse compares with.
    func commit() {
        guard let pending else { return clear() }
        children = pending
        self.pending = nil
        positions = [:]
        for (index, child) in children.enumerated() {
            if let key = child.key { positions[key, default: []].append(index) }
        }
    }

    /// The parse failed, or did not look at the root's children one by one: nothing is kept.
    public func clear() {
        children = []
        positions = [:]
        pending = nil
        matched = nil
    }

    /// The last children's indices by key (Swift compares NFC and NFD keys equal; `match` compares bytes).
    private var positions: [String: [Int]] = [:]

    private static func same<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool where A.Element == UInt8, B.Element == UInt8 {
        guard a.count == b.count else { return false }
        let equal = a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        return (equal ?? nil) ?? a.elementsEqual(b)
    }
}
