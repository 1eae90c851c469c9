import FolioMustache

/// A rendered text's HTML as a view holds it: read from its store (`StoredText`) only when a
/// template shows it. Its print is the HTML's hash, so a page that is not rendered again (its
/// print unchanged) never reads its text.
struct StoredHTML: Sendable, ViewPrintable {
    let text: StoredText

    init(_ text: StoredText) {
        self.text = text
    }

    /// As templates read it: bytes, copied into the page as they are (FolioMustache patch 7).
    var templateValue: TemplateValue { .utf8(MustacheUTF8(validUTF8: text.htmlUTF8)) }

    func addPrint(to print: inout ViewPrint) {
        print.addCount(text.htmlCount)
        print.addCount(Int(truncatingIfNeeded: text.htmlHash))
    }
}
