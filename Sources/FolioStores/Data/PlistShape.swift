import FolioPlist
import FolioBase
import FolioModel

/// What a property list's root holds, as stores are told by it and messages describe it.
package enum PlistShape {
    /// Whether `value` is a dict holding any of `keys`.
    package static func hasKey(_ keys: [String], _ value: PlistValue) -> Bool {
        guard case .dict(let fields) = value else { return false }
        return keys.contains { fields[$0] != nil }
    }

    /// Whether the root is an empty dict or array.
    package static func isEmpty(_ root: PlistValue) -> Bool {
        switch root {
        case .dict(let entries): entries.isEmpty
        case .array(let items): items.isEmpty
        default: false
        }
    }

    /// What the root holds, for "not a Folio data file (found …)".
    package static func describe(_ root: PlistValue) -> String {
        switch root {
        case .dict(let entries) where entries["$archiver"] != nil:
            return "something that names \(FieldValue(plist: entries["$archiver"]).summary) as its archiver, but is not a keyed archive: it lacks $top or $objects"
        case .dict(let entries):
            let sorted = entries.map(\.key).sorted { $0.precedesInByteOrder($1) }
            let keys = sorted.prefix(3).map(\.quotedForMessage).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
            return "a property list whose root is a dict of \(entries.count) key\(entries.count == 1 ? "" : "s") (\(keys))"
        case .array(let items):
            return "a property list whose root is an array of \(items.count) item\(items.count == 1 ? "" : "s")"
        default:
            return "a property list whose root is \(FieldValue(plist: root).summary)"
        }
    }
}
