import FolioMarkdown
import FolioBase
import FolioModel
import FolioStores

/// What `folio.yml` keeps private: notebooks and tags excluded, or everything but the listed
/// notebooks (`publish: only-listed`), and archived notes unless `archived: publish`. A notebook
/// named also covers the notebooks inside it (`Work` covers `Work / 2024`), and a tag the tags
/// under it (`private` covers `private/diary`); names match whatever their case. A note withheld
/// here is removed before anything is made of it, so it appears nowhere: no page, no search
/// entry, no feed item, no sitemap line, no tag, no count.
public struct PublishingRules: Sendable, Equatable, CustomStringConvertible {
    /// Lowercased; nil publishes every notebook not excluded.
    package var onlyNotebooks: [String]?
    package var excludedNotebooks: [String] = []
    /// Lowercased, in NFC, without `#`.
    package var excludedTags: [String] = []
    package var publishArchived = false

    public init() {}

    public init(_ config: SiteConfig) {
        onlyNotebooks = config.publish == .onlyListed ? (config.notebooks ?? []).map(Self.notebookKey) : nil
        excludedNotebooks = (config.exclude?.notebooks ?? []).map(Self.notebookKey).filter { !$0.isEmpty }
        excludedTags = (config.exclude?.tags ?? []).map(Self.tagKey).filter { !$0.isEmpty }
        publishArchived = config.archived == .publish
    }

    public var description: String {
        "only=\(onlyNotebooks.map { "\($0)" } ?? "-") notebooks=\(excludedNotebooks) tags=\(excludedTags) archived=\(publishArchived)"
    }

    package static func notebookKey(_ name: String) -> String { name.trimmingWhitespace.lowercased() }
    package static func tagKey(_ tag: String) -> String {
        var key = String(tag.trimmingWhitespace.drop { $0 == "#" }).matchingKey
        while key.hasSuffix("/") { key.removeLast() }
        return key
    }

    package func publishes(notebook name: String) -> Bool {
        let key = Self.notebookKey(name)
        func covers(_ listed: String) -> Bool { key == listed || key.hasPrefix(listed + " / ") }
        if excludedNotebooks.contains(where: covers) { return false }
        return onlyNotebooks.map { $0.contains(where: covers) } ?? true
    }

    package func publishes(tags: [String]) -> Bool {
        !tags.map(Self.tagKey).contains { tag in excludedTags.contains { tag == $0 || tag.hasPrefix($0 + "/") } }
    }

    /// `content` without what is private, and how many notes that withheld.
    package func published(_ content: SiteContent, markdown: MarkdownRenderer) -> (content: SiteContent, withheld: Int) {
        var withheld = 0
        var published = content
        published.notebooks = content.notebooks.compactMap { account in
            guard publishes(notebook: account.name) else {
                withheld += account.notes.count
                return nil
            }
            // Nothing to withhold: the notebook as it is (filtering copied every memo).
            if excludedTags.isEmpty && (publishArchived || !account.notes.contains(where: \.archived)) { return account }
            var kept = account
            kept.notes = account.notes.filter { memo in
                // A note whose app's tags could not be read may hold an excluded one: it is withheld.
                let keep = (publishArchived || !memo.archived)
                    && (excludedTags.isEmpty || (!memo.tagsUnknown && publishes(tags: memo.tags + memo.writtenTags(using: markdown))))
                if !keep { withheld += 1 }
                return keep
            }
            return kept.notes.isEmpty && !account.notes.isEmpty ? nil : kept
        }
        return (published, withheld)
    }
}
