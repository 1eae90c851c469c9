/// A page that shows only what the layout needs: 404.html, search.html.
struct LayoutOnlyView: Sendable, TemplateFields {}
