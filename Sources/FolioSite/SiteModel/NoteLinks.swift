import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// Which memo a link between notes leads to. `[[Title]]` finds the memo of that title (any case),
/// in the linking memo's own notebook first, then in the others in notebook order, the oldest
/// first; an app's own link finds the memo by its id in that app: Joplin's `:/<id>` and Bear's
/// `bear://x-callback-url/open-note?id=<id>`.
package struct NoteLinks: Sendable {
    private var byTitle: [String: [TagIndex.MemoReference]] = [:]
    private var byID: [String: TagIndex.MemoReference] = [:]

    /// Each notebook's memos are ordered and their titles made keys on up to `workers` threads
    /// (lowercasing every title was most of this, on one thread); the tables are filled in
    /// notebook order.
    package init(_ content: SiteContent, workers: Int = 1) {
        let keyed = Parallel.map(content.notebooks.count, workers: workers) { account -> [(memo: Int, key: String)] in
            let memos = content.notebooks[account].notes
            return memos.indices.sorted { (memos[$0].created, $0) < (memos[$1].created, $1) }.map { ($0, Self.key(memos[$0].title)) }
        }
        byTitle.reserveCapacity(keyed.reduce(0) { $0 + $1.count })
        for (account, memos) in keyed.enumerated() {
            for (memo, key) in memos {
                let reference = TagIndex.MemoReference(account: account, memo: memo)
                byTitle[key, default: []].append(reference)
                if let id = content.notebooks[account].notes[memo].storeID, byID[id] == nil { byID[id] = reference }
            }
        }
    }

    package static func key(_ title: String) -> String {
        title.trimmingWhitespace.matchingKey
    }

    package func target(title: String, from account: Int) -> TagIndex.MemoReference? {
        guard let found = byTitle[Self.key(title)] else { return nil }
        return found.first { $0.account == account } ?? found.first
    }

    /// The memo an app's own note link names, or nil for any other link: also Apple Notes'
    /// `applenotes:note/<id>` and `applenotes://showNote?identifier=<id>`.
    package func target(url: String) -> TagIndex.MemoReference? {
        guard Self.mayLeadToNote(url) else { return nil }
        let lowered = url.lowercased()
        if lowered.hasPrefix("applenotes:note/") {
            return byID[String(url.dropFirst("applenotes:note/".count).prefix { $0 != "?" && $0 != "#" })]
        }
        if lowered.hasPrefix("applenotes:"), let id = URLComponents(string: url)?.queryItems?.first(where: { $0.name == "identifier" })?.value {
            return byID[id]
        }
        if url.hasPrefix(":/") {
            let id = url.dropFirst(2).prefix { $0.isHexDigit }
            return id.count == 32 ? byID[String(id)] : nil
        }
        if url.lowercased().hasPrefix("bear://x-callback-url/open-note"), let query = URLComponents(string: url)?.queryItems,
           let id = query.first(where: { $0.name == "id" })?.value {
            return byID[id]
        }
        return nil
    }

    /// Whether `url` is of a kind `target(url:)` reads: an app's link to one of its notes.
    /// Its bytes are compared without making a lowered copy: no character but ASCII letters
    /// lowers to the letters these start with (the Kelvin sign lowers to `k`, `İ` to `i` and a mark).
    package static func mayLeadToNote(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { bytes in
            func starts(_ prefix: StaticString) -> Bool {
                guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
                for offset in 0..<prefix.utf8CodeUnitCount {
                    let byte = bytes[offset], wanted = prefix.utf8Start[offset]
                    guard byte == wanted || (wanted >= 0x61 && wanted <= 0x7A && byte == wanted - 0x20) else { return false }
                }
                return true
            }
            return starts(":/") || starts("applenotes:") || starts("bear://")
        }
    }
}
