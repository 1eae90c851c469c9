import FolioMustache
import FolioBase
import FolioModel
import FolioOutput

/// A rendered text's HTML as a view holds it: copied into the page as bytes when a template
/// shows it (FolioMustache patch 7), never escaped again.
package struct HTMLText: Sendable {
    package let text: RenderedText

    package init(_ text: RenderedText) {
        self.text = text
    }

    /// As templates read it.
    package var templateValue: TemplateValue { .utf8(MustacheUTF8(validUTF8: text.htmlUTF8)) }
}
