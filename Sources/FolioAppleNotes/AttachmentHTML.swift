import FolioHTML

/// An attachment as HTML, every value escaped: as a block (a paragraph holding attachments and no
/// words) or within words. One the store found nothing for is a placeholder naming its kind.
enum AttachmentHTML {
    static func block(_ ref: AttachmentRef, _ content: AttachmentContent?) -> String {
        switch content {
        case .image(let path)?: "<figure><img src=\"\(HTMLEscaping.escaped(path))\" alt=\"\"></figure>"
        case .table(let table)?: table.html
        case .file?, .link?, nil: "<p>" + inline(ref, content) + "</p>"
        }
    }

    static func inline(_ ref: AttachmentRef, _ content: AttachmentContent?) -> String {
        switch content {
        case .image(let path)?:
            return "<img src=\"\(HTMLEscaping.escaped(path))\" alt=\"\">"
        case .file(let path, let name)?:
            return "<a href=\"\(HTMLEscaping.escaped(path))\">\(HTMLEscaping.escaped(name.isEmpty ? ref.kind : name))</a>"
        case .link(let url, let title)?:
            let words = HTMLEscaping.escaped(title.trimmed.isEmpty ? url.trimmed : title.trimmed)
            guard let safe = safeURL(url) else { return words }
            return "<a href=\"\(HTMLEscaping.escaped(safe))\">\(words)</a>"
        case .table(let table)?:
            return table.html
        case nil:
            return placeholder(ref)
        }
    }

    static func placeholder(_ ref: AttachmentRef) -> String {
        "<span class=\"attachment\">[\(HTMLEscaping.escaped(ref.kind))]</span>"
    }

    /// A URL card's address when a page may send a reader there: `http:`, `https:` or `mailto:`.
    static func safeURL(_ url: String) -> String? {
        let trimmed = url.trimmed
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        return ["http", "https", "mailto"].contains(trimmed[..<colon].lowercased()) ? trimmed : nil
    }
}
