import FolioPlist
import Foundation
import FolioBase
import FolioModel

/// The memo app's own file: a property list whose root is a dict of notebook name → array of
/// `{title, createTime, detail}` (`MemoPlistReader`); an empty dict is one with no notebooks yet.
/// A keyed archive of the same is read alike; a `createTime` kept as a date (an archive's
/// `NSDate`) is read in the site's time zone, where the memo app writes it as text.
package struct MemoPlistStore: Store {
    package static let kind = StoreKind("memo plist", records: .notes)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .propertyList }
    package var shape: String { "a memo plist: a dict of account name → array of {title, createTime, detail}, or a keyed archive of one" }
    package var pageID: String { "the notebook's name and the memo's place in it" }
    package var configured: ConfiguredStore? { ConfiguredStore(kind: .memos) }

    package func recognises(_ look: FirstLook) -> Bool {
        guard case .propertyList(let root) = look else { return false }
        if case .dict(let entries) = root, entries.isEmpty { return true }
        return Self.isMemos(root)
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .propertyList(let root) = input, case .dict(let accounts) = Self.datesAsMemoText(root, in: context.timeZone) else { return }
        if accounts.isEmpty {
            diagnostics.warn(at: context.file.location, "is an empty dict: it holds no accounts, so nothing is published from it")
        }
        source.accounts = MemoPlistReader(file: context.file, workers: context.workers).accounts(in: accounts, diagnostics: &diagnostics)
    }

    /// Keys without which no memo can be published; `title` alone is too common to tell.
    package static let memoKeys = ["createTime", "detail"]

    /// A dict (not a keyed archive) whose values are arrays, at least one holding a dict with a
    /// memo's keys, or all of them empty (accounts with no memos yet).
    package static func isMemos(_ root: PlistValue) -> Bool {
        guard case .dict(let entries) = root, !entries.isEmpty, entries["$archiver"] == nil else { return false }
        var arrays = 0
        for entry in entries {
            guard case .array(let items) = entry.value else { continue }
            arrays += 1
            if items.contains(where: { PlistShape.hasKey(memoKeys, $0) }) { return true }
            if !items.isEmpty { return false }
        }
        return arrays == entries.count
    }

    /// Memos whose `createTime` is a date get it as `yyyy/MM/dd HH:mm` in `zone` (one beyond the
    /// years 1 to 9999 stays a date, which reading the memo reports).
    package static func datesAsMemoText(_ root: PlistValue, in zone: TimeZone) -> PlistValue {
        guard case .dict(let accounts) = root, isMemos(root) else { return root }
        return .dict(accounts.map { account in
            guard case .array(let memos) = account.value else { return account }
            return PlistEntry(key: account.key, value: .array(memos.map { memo in
                guard case .dict(var fields) = memo, let index = fields.lastIndex(where: { $0.key == "createTime" }),
                      case .date(let stored) = fields[index].value, let date = StoreDate.checked(stored) else { return memo }
                fields[index].value = .string(LocalDateTime(date, in: zone).memoText)
                return .dict(fields)
            }))
        })
    }
}
