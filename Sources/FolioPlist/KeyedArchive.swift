import Foundation

/// A property list written by `NSKeyedArchiver` (`$archiver`, `$version`, `$top`, `$objects`),
/// turned into the plain values it archived. Objects refer to each other by UID; Foundation's
/// collections, strings, numbers, dates, data, URLs and UUIDs become plist values, and an object
/// of an app's own class becomes a dict of its keys (`$class` left out). `nil` (`$null`) leaves
/// its key or slot out.
///
/// Archives are graphs: an object may be reached many times (decoded once, then shared) and may
/// refer back to itself (an error naming the loop, never a hang). What the archive would amount
/// to once every reference is followed is counted, so a small file cannot stand for gigabytes.
public struct KeyedArchive {
    /// Whether `root` is a keyed archive (whatever it archived).
    public static func isArchive(_ root: PlistValue) -> Bool {
        guard case .dict(let entries) = root, case .array = entries["$objects"], case .dict = entries["$top"] else { return false }
        if case .string = entries["$archiver"] { return true }
        return false
    }

    /// The archived value: `$top`'s `root` when it has one (what `archivedData(withRootObject:)`
    /// writes), its only key's value, or else a dict of all its keys.
    /// - Parameters:
    ///   - limit: the most bytes of text and data the decoded value may amount to.
    ///   - depthLimit: the deepest chain of objects followed.
    public static func decode(_ root: PlistValue, limit: Int64 = .max, depthLimit: Int = 200) throws -> PlistValue {
        guard isArchive(root), case .dict(let entries) = root, case .array(let objects) = entries["$objects"],
              case .dict(let top) = entries["$top"] else {
            throw KeyedArchiveError(path: "", reason: "is not a keyed archive: it lacks $archiver, $top or $objects")
        }
        var decoder = KeyedArchiveDecoder(objects: objects, limit: limit, depthLimit: depthLimit)
        if let rootValue = top["root"] {
            return try decoder.value(rootValue, at: "$top.root") ?? { throw KeyedArchiveError(path: "$top.root", reason: "is nil: the archive holds nothing") }()
        }
        if top.count == 1, let only = top.first {
            return try decoder.value(only.value, at: "$top.\(only.key)") ?? { throw KeyedArchiveError(path: "$top.\(only.key)", reason: "is nil: the archive holds nothing") }()
        }
        var decoded: [PlistEntry] = []
        for entry in top {
            if let value = try decoder.value(entry.value, at: "$top.\(entry.key)") { decoded.append(PlistEntry(key: entry.key, value: value)) }
        }
        return .dict(decoded)
    }
}
