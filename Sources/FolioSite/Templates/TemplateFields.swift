import FolioBase
import FolioModel
import FolioOutput

/// A view whose names are listed in one table, `fields`: each a name and how to read it from
/// the view. A view declares each name once, as its property: the table is generated from the
/// properties of every `struct …: TemplateFields` in a `Views/` folder as the target is built
/// (the DeclareViewFields plugin). The table answers templates (`typedChild(named:)`) and the
/// check of the templates' names (`templateNames`), so the two cannot disagree; a name a
/// template uses that no view has is a warning before any page is rendered (`TemplateNameCheck`).
package protocol TemplateFields: TemplateView {
    static var fields: [TemplateField<Self>] { get }
}

extension TemplateFields {
    package func typedChild(named name: String) -> TemplateValue? {
        for field in Self.fields where field.name == name { return field.value(self) }
        return nil
    }

    package static var templateNames: [String: Any.Type] {
        Dictionary(fields.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One name of a view: its value as templates read it, told by its kind when compiling (the
/// initialiser taking a reader of that kind), and its declared type.
package struct TemplateField<View>: Sendable {
    package let name: String
    package let type: Any.Type
    package let value: @Sendable (View) -> TemplateValue?

    private init<Value>(_ name: String, _: Value.Type, value: @escaping @Sendable (View) -> TemplateValue?) {
        self.name = name
        self.type = Value.self
        self.value = value
    }

    package init(_ name: String, _ read: @escaping @Sendable (View) -> String) {
        self.init(name, String.self) { .text(read($0)) }
    }

    package init(_ name: String, _ read: @escaping @Sendable (View) -> String?) {
        self.init(name, String?.self) { read($0).map(TemplateValue.text) }
    }

    package init(_ name: String, _ read: @escaping @Sendable (View) -> Bool) {
        self.init(name, Bool.self) { .bool(read($0)) }
    }

    package init(_ name: String, _ read: @escaping @Sendable (View) -> Int) {
        self.init(name, Int.self) { .number(read($0)) }
    }

    package init(_ name: String, _ read: @escaping @Sendable (View) -> HTMLText) {
        self.init(name, HTMLText.self) { read($0).templateValue }
    }

    package init(_ name: String, _ read: @escaping @Sendable (View) -> HTMLText?) {
        self.init(name, HTMLText?.self) { read($0)?.templateValue }
    }

    package init<Nested: TemplateView>(_ name: String, _ read: @escaping @Sendable (View) -> Nested) {
        self.init(name, Nested.self) { .parent(read($0)) }
    }

    package init<Nested: TemplateView>(_ name: String, _ read: @escaping @Sendable (View) -> Nested?) {
        self.init(name, Nested?.self) { read($0).map { .parent($0) } }
    }

    package init<Nested: TemplateView>(_ name: String, _ read: @escaping @Sendable (View) -> [Nested]) {
        self.init(name, [Nested].self) { .sequence(TemplateViews(views: read($0))) }
    }

    /// Any other type, told by casts when rendered (`TemplateValue.of(any:)`).
    package init<Value>(_ name: String, _ read: @escaping @Sendable (View) -> Value) {
        self.init(name, Value.self) { .of(any: read($0)) }
    }
}
