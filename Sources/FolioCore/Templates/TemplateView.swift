import Mustache

/// A value templates read by name (`value(named:)`, a switch over the property names). Text
/// is handed to swift-mustache as `TemplateText`, which it renders after one type check
/// instead of the several it tries on a plain `String`.
public protocol TemplateView: MustacheParent {
    func value(named name: String) -> Any?
}

extension TemplateView {
    public func child(named name: String) -> Any? {
        let value = value(named: name)
        if let text = value as? String { return TemplateText(text) }
        return value
    }
}
