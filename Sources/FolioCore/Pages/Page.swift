/// One page to render: where it goes, which template renders it, and the values it shows.
public struct Page: @unchecked Sendable {
    public var path: PagePath
    public var template: String
    /// A view value (`IndexView`, `MemoView`, …) the template reads by property name.
    public var view: Any

    public init(path: PagePath, template: String, view: Any) {
        self.path = path
        self.template = template
        self.view = view
    }
}
