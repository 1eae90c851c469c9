import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@TemplateValues` on a view struct: every property it declares (stored or computed, not
/// static) becomes a name templates can use, answered by `value(named:)` through a `switch`. So
/// the names come from the type itself, and adding a property to a view is one line.
public struct TemplateValuesMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            throw MacroError("@TemplateValues goes on a struct")
        }
        var names: [String] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription {
                    names.append(name)
                }
            }
        }
        let cases = names.map { "        case \"\($0)\": self.\($0)" }.joined(separator: "\n")
        let body = names.isEmpty ? "        nil" : "        switch name {\n\(cases)\n        default: nil\n        }"
        let source: DeclSyntax = """
            extension \(type.trimmed): TemplateView {
                public func value(named name: String) -> Any? {
            \(raw: body)
                }
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
