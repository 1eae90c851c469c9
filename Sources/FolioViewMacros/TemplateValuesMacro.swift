import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@TemplateValues` on a view struct: every property it declares (stored or computed, not
/// static or private) becomes a name templates can use, answered by `value(named:)` through a
/// `switch`, and by `typedChild(named:)` told by their kind for the template engine, from their
/// declared type (`TemplateValue.of`, chosen when compiling: no cast at render time); `templateNames` lists them with their declared types, so templates can be checked
/// against the views before any page is rendered. So the names come from the type itself, and
/// adding a property to a view is one line.
public struct TemplateValuesMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            throw MacroError("@TemplateValues goes on a struct")
        }
        var names: [(name: String, type: String)] = []
        let hidden: [Keyword] = [.static, .private, .fileprivate]
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { modifier in hidden.contains { modifier.name.tokenKind == .keyword($0) } })
            else { continue }
            // In `let a, b: Int` only the last binding writes the type.
            var type: String?
            var found: [(String, String)] = []
            for binding in variable.bindings.reversed() {
                type = binding.typeAnnotation?.type.trimmedDescription ?? type
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { continue }
                guard let type else { throw MacroError("@TemplateValues needs the type of \(name) written out") }
                found.insert((name, type), at: 0)
            }
            names += found
        }
        let cases = names.map { "        case \"\($0.name)\": self.\($0.name)" }.joined(separator: "\n")
        let body = names.isEmpty ? "        nil" : "        switch name {\n\(cases)\n        default: nil\n        }"
        // By the name's length first: a name the view lacks (most lookups, as a template climbs
        // the stack to the layout's names) is then compared with a few names, not all of them.
        let byLength = Dictionary(grouping: names, by: { $0.name.utf8.count }).sorted { $0.key < $1.key }
        let wrappedCases = byLength.map { length, group in
            "        case \(length):\n            switch name {\n"
                + group.map { "            case \"\($0.name)\": TemplateValue.of(self.\($0.name))\n" }.joined()
                + "            default: nil\n            }"
        }.joined(separator: "\n")
        let wrappedBody = names.isEmpty ? "        nil" : "        switch name.utf8.count {\n\(wrappedCases)\n        default: nil\n        }"
        let types = names.isEmpty ? "[:]" : "[\n" + names.map { "        \"\($0.name)\": (\($0.type)).self," }.joined(separator: "\n") + "\n    ]"
        let source: DeclSyntax = """
            extension \(type.trimmed): TemplateView {
                public func value(named name: String) -> Any? {
            \(raw: body)
                }

                func typedChild(named name: String) -> TemplateValue? {
            \(raw: wrappedBody)
                }

                public static var templateNames: [String: Any.Type] { \(raw: types) }
            }
            """
        return [source.cast(ExtensionDeclSyntax.self)]
    }
}

struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct FolioViewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [TemplateValuesMacro.self]
}
