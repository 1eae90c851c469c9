/// The records that hold one term, as the index writes them: one string of digits from
/// `alphabet`, each record a number, `(id - previous id - 1) * 2 + (1 when the term is in its
/// title)`, the previous id of the first being -1. A number is written five bits at a time, the
/// lowest first: a digit from the alphabet's second half when more follow, from its first half
/// for the last. (Ids rise, so a term found in most records costs about one character each.)
struct SearchPostings: Sendable {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    private(set) var bytes: [UInt8] = []
    private(set) var count = 0
    private var last = -1

    /// Adds record `id`, higher than any added before.
    mutating func append(_ id: Int, inTitle: Bool) {
        var value = (id - last - 1) * 2 + (inTitle ? 1 : 0)
        while value >= 32 {
            bytes.append(Self.alphabet[32 + (value & 31)])
            value >>= 5
        }
        bytes.append(Self.alphabet[value])
        last = id
        count += 1
    }
}
