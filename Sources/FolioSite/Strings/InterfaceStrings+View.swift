import FolioBase
import FolioModel
import FolioOutput

/// Templates read the table by key, `{{strings.home}}`. Its names are its keys, which differ by
/// site, so `TemplateNameCheck` asks the loaded table (`templateNames` is empty).
extension InterfaceStrings: TemplateView {
    package func typedChild(named name: String) -> TemplateValue? {
        values[name].map(TemplateValue.text)
    }

    package static var templateNames: [String: Any.Type] { [:] }
}
