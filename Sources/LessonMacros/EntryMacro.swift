import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var accent: Color = .blue` in an extension of `EnvironmentValues`: the iOS 18 way to
/// declare an environment value. As Apple's macro does, it writes the key type beside the property
/// (`__Key_accent`, whose `defaultValue` is the initial value, evaluated on each read) and the
/// property's accessors through that key.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The container types `@Entry` declares values of, and the key protocol of each.
    static let keyProtocols = ["EnvironmentValues": "SwiftUI.EnvironmentKey"]

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = try Property(declaration, node: node, context: context) else { return [] }
        return [
            "get { self[__Key_\(raw: property.name).self] }",
            "set { self[__Key_\(raw: property.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let property = try Property(declaration, node: node, context: context) else { return [] }
        return [
            """
            private struct __Key_\(raw: property.name): \(raw: property.keyProtocol) {
                typealias Value = \(raw: property.type)
                static var defaultValue: Value { \(raw: property.defaultValue) }
            }
            """
        ]
    }

    /// What the expansion needs of `var name: Type = value`.
    struct Property {
        var name: String
        var type: String
        var defaultValue: String
        var keyProtocol: String

        init?(_ declaration: some DeclSyntaxProtocol, node: AttributeSyntax, context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            else {
                throw MacroError("@Entry applies to one `var name: Type = value` property")
            }
            guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                throw MacroError("@Entry needs the property's type written out: `var \(identifier.identifier.text): Type = …`")
            }
            let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
                .extendedType.trimmedDescription
            let unqualified = container.map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst("SwiftUI.".count)) : $0 }
            guard let unqualified, let keyProtocol = Self.keyProtocol(for: unqualified) else {
                throw MacroError(
                    "@Entry declares values in an extension of EnvironmentValues; the lesson runtime does not provide it for "
                        + (container.map { "'\($0)'" } ?? "a declaration outside an extension") + " yet")
            }
            if let value = binding.initializer?.value.trimmedDescription {
                defaultValue = value
            } else if type.hasSuffix("?") || type.hasPrefix("Optional<") {
                defaultValue = "nil"
            } else {
                throw MacroError("@Entry needs a default value: `var \(identifier.identifier.text): \(type) = …`")
            }
            name = identifier.identifier.text
            self.type = type
            self.keyProtocol = keyProtocol
        }

        static func keyProtocol(for container: String) -> String? { EntryMacro.keyProtocols[container] }
    }
}

/// An error the compiler shows at the macro's attribute, in the lesson's markdown line.
struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
