import Foundation

/// One script of the search index, `search/<n>.js`, as it fills: it hands its records to
/// `search.js` with `window.FOLIO_SEARCH.add(n, [records], more)`, where `more` says whether
/// a shard `n + 1` follows. One record a line.
struct SearchShard {
    let number: Int
    private(set) var bytes: [UInt8]
    private(set) var isEmpty = true
    /// The longest ending, `\n], false);\n`, counted before it is written.
    private static let endingBytes = 12

    init(number: Int, capacity: Int) {
        self.number = number
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes += Self.head(number)
    }

    /// How many bytes shard `number` has before its first record.
    static func headCount(_ number: Int) -> Int {
        head(number).count
    }

    private static func head(_ number: Int) -> [UInt8] {
        Array("window.FOLIO_SEARCH.add(\(number), [".utf8)
    }

    var path: PagePath { SearchIndex.shardPath(number) }

    /// Whether `record` fits after the records already here, the shard staying within `limit`
    /// bytes with its ending (a record bigger than that has a shard of its own).
    func fits(_ record: [UInt8], within limit: Int) -> Bool {
        bytes.count + (isEmpty ? 1 : 2) + record.count + Self.endingBytes <= limit
    }

    mutating func append(_ record: [UInt8]) {
        bytes += Array((isEmpty ? "\n" : ",\n").utf8)
        bytes += record
        isEmpty = false
    }

    /// The finished script; `more` when another shard follows.
    func file(more: Bool) -> OutputFile {
        OutputFile(path: path, data: Data(bytes + Array("\n], \(more));\n".utf8)))
    }
}
