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

    /// Names the way shards and their records are written: change it with them, so no shard
    /// the last build wrote another way is carried over (`SearchIndex.writeShards`).
    static let format = "shard 1: one JSON array a record"

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

    /// The records of each shard, by the size of each encoded record: a shard ends where the next
    /// record would take the file past `limit` bytes (a record bigger than that has a shard of
    /// its own). There is always a shard, empty when there are no records.
    static func split(_ sizes: [Int], within limit: Int) -> [Range<Int>] {
        var shards: [Range<Int>] = []
        var start = 0
        var bytes = head(0).count
        for (index, size) in sizes.enumerated() {
            if index > start, bytes + 2 + size + endingBytes > limit {
                shards.append(start..<index)
                start = index
                bytes = head(shards.count).count
            }
            bytes += (index == start ? 1 : 2) + size
        }
        shards.append(start..<sizes.count)
        return shards
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
