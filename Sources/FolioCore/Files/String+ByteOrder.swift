import Foundation

extension String {
    /// Whether this text comes before `other` in the byte order of their UTF-8, the same on every
    /// machine (String's own `<` compares Unicode-normalised text). One `memcmp` over each
    /// text's contiguous bytes: sorting the memento's manifests element by element was 3% of a
    /// one-memo rebuild.
    func precedesInByteOrder(_ other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = Swift.min(x.count, y.count)
                if common > 0, let xBase = x.baseAddress, let yBase = y.baseAddress {
                    let order = memcmp(xBase, yBase, common)
                    if order != 0 { return order < 0 }
                }
                return x.count < y.count
            }
        }
    }
}
