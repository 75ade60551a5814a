import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model class Book { … }`: SwiftData's model macro. As Apple's does, it makes the class a
/// `PersistentModel` that is also `Observable` (views reading a property update when it changes), and
/// turns every stored property into one the model context tracks (`@_PersistedProperty`), except those
/// marked `@Transient`. It writes what the runtime needs to store and load the class without calling
/// its initialiser: `init(backingData:)` and the list of persisted properties with their
/// `@Attribute` and `@Relationship` options.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let model = try ModelClass(declaration)
        let properties = model.persistedProperties
        let storage = properties.map { "        self._\($0.name) = SwiftData._PersistedValue()" }.joined(separator: "\n")
        let list = properties.map { "            \($0.metadata(in: model.name))" }.joined(separator: ",\n")
        return [
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "@Transient public var _$backingData = SwiftData._ModelBackingData()",
            """
            /// Made by the model store when it loads a saved model; lesson code calls its own initialiser.
            public required init(backingData: SwiftData._ModelBackingData) {
                self._$backingData = backingData
            \(raw: storage)
            }
            """,
            """
            public static var _$properties: [SwiftData._ModelProperty] {
                [
            \(raw: list)
                ]
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        // The class-kind error is reported once, by the member expansion.
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            PersistedProperty(variable) != nil
        else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }

    /// The class `@Model` is attached to, or the error that names what it was attached to instead.
    struct ModelClass {
        var name: String
        var persistedProperties: [PersistedProperty]

        init(_ declaration: some DeclGroupSyntax) throws {
            guard let decl = declaration.as(ClassDeclSyntax.self) else {
                let kind: String
                let name: String
                if let s = declaration.as(StructDeclSyntax.self) {
                    (kind, name) = ("a struct", s.name.text)
                } else if let e = declaration.as(EnumDeclSyntax.self) {
                    (kind, name) = ("an enum", e.name.text)
                } else if let a = declaration.as(ActorDeclSyntax.self) {
                    (kind, name) = ("an actor", a.name.text)
                } else {
                    (kind, name) = ("not a class", "this declaration")
                }
                throw MacroError(
                    "@Model applies to a class, and '\(name)' is \(kind): SwiftData stores classes, so write '@Model final class \(name)' (or 'class')"
                )
            }
            if let generics = decl.genericParameterClause {
                throw MacroError(
                    "@Model cannot store the generic class '\(decl.name.text)\(generics.trimmedDescription)' in the lesson runtime")
            }
            name = decl.name.text
            persistedProperties = decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .compactMap(PersistedProperty.init)
        }
    }
}

/// A stored `var` of a model class the context tracks: not static, not lazy, not computed, not `@Transient`.
struct PersistedProperty {
    var name: String
    /// The arguments of `@Attribute(…)` and `@Relationship(…)`, as written.
    var attributeArguments: String?
    var relationshipArguments: String?

    init?(_ variable: VariableDeclSyntax) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first, let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        for modifier in variable.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class), .keyword(.lazy): return nil
            default: continue
            }
        }
        // A computed property, or one with observers the expansion would replace, is left as written.
        if binding.accessorBlock != nil { return nil }
        var attributeArguments: String?
        var relationshipArguments: String?
        for element in variable.attributes {
            guard case .attribute(let attribute) = element else { continue }
            let attributeName = attribute.attributeName.trimmedDescription
            let arguments = attribute.arguments?.trimmedDescription ?? ""
            switch attributeName {
            case "Transient", "SwiftData.Transient", "_PersistedProperty", "ObservationIgnored": return nil
            case "Attribute", "SwiftData.Attribute": attributeArguments = arguments
            case "Relationship", "SwiftData.Relationship": relationshipArguments = arguments
            default: continue
            }
        }
        name = identifier.identifier.text
        self.attributeArguments = attributeArguments
        self.relationshipArguments = relationshipArguments
    }

    /// `SwiftData._ModelProperty(name:keyPath:attribute:relationship:)` for this property.
    func metadata(in model: String) -> String {
        var text = "SwiftData._ModelProperty(name: \"\(name)\", keyPath: \\\(model).\(name), storage: \\\(model)._\(name)"
        if let attributeArguments { text += ", attribute: SwiftData._AttributeOptions(\(attributeArguments))" }
        if let relationshipArguments { text += ", relationship: SwiftData._RelationshipOptions(\(relationshipArguments))" }
        return text + ")"
    }
}

/// `@_PersistedProperty var title: String`: the property's value lives in `_title`, reads are
/// observed and writes are announced, as `@Observable` does, and every write reaches the model's
/// context (relationship inverses, insertion of related models, unsaved changes).
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = PersistedProperty(variable) else { return [] }
        let name = property.name
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = SwiftData._PersistedValue(initialValue)
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
                return _\(raw: name).value
            }
            """,
            """
            set {
                let oldValue = _\(raw: name).stored
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
                    _\(raw: name).value = newValue
                }
                SwiftData._modelDidChange(self, \\.\(raw: name), from: oldValue)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = PersistedProperty(variable),
            let binding = variable.bindings.first
        else { return [] }
        if let type = binding.typeAnnotation?.type.trimmedDescription {
            return ["private var _\(raw: property.name): SwiftData._PersistedValue<\(raw: type)>"]
        }
        guard let initial = binding.initializer?.value.trimmedDescription else {
            throw MacroError("a @Model property needs its type written out: 'var \(property.name): Type'")
        }
        return ["private var _\(raw: property.name) = SwiftData._PersistedValue(\(raw: initial))"]
    }
}

/// `@Attribute`, `@Relationship` and `@Transient` only mark a property; `@Model` reads them.
public struct ModelMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
