import FolioPlist

/// What `folio serve` keeps of a memo plist between builds: the parse's root children
/// (`PlistMemory`) and the account each was read as, with the problems reading it found. After
/// the file changes, only the accounts whose bytes changed are parsed and read again.
final class MemoPlistMemory: @unchecked Sendable {
    let plist = PlistMemory()
    /// Aligned with the root children of the parse `plist` last committed; nil when that load
    /// read no accounts from them (a keyed archive's root, a load that failed).
    var accounts: [MemoPlistReader.Read]?
    /// The names of the accounts the last load parsed and read (the others it took from here).
    private(set) var lastRead: [String] = []

    /// A load of the file starts: the accounts the last one read, which it takes.
    func take() -> [MemoPlistReader.Read]? {
        defer { accounts = nil }
        lastRead = []
        return accounts
    }

    /// The accounts the last load read, one for each of this parse's root children that is
    /// unchanged since (nil for the others).
    func known(beside root: [PlistEntry], last: [MemoPlistReader.Read]?) -> [MemoPlistReader.Read?] {
        var known: [MemoPlistReader.Read?] = Array(repeating: nil, count: root.count)
        if let last, let matched = plist.matched, matched.count == root.count {
            known = matched.map { index in index.flatMap { $0 < last.count ? last[$0] : nil } }
        }
        lastRead = zip(root, known).filter { $0.1 == nil }.map(\.0.key)
        return known
    }
}
