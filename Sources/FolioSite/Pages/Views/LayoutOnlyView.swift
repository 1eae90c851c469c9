import FolioBase
import FolioModel
import FolioOutput

/// A page that shows only what the layout needs: 404.html, search.html.
package struct LayoutOnlyView: Sendable, TemplateFields {}
