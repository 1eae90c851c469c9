/// A step of a breadcrumb trail: a name, linked when there is a page to go to.
struct TrailStepView: Sendable, TemplateFields {
    let name: String
    let href: String?
}
