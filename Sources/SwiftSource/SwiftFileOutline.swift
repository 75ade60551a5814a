internal import SwiftSyntax

/// What a Swift file declares at its top level, read from the compiler's own syntax tree: each
/// item's kind, name, lines and conformances, where its `@main` attributes are, and where a
/// `#Preview`'s body opens and closes. Comments (license headers, doc comments) are trivia of the
/// tree, so they can never be mistaken for code.
public struct SwiftFileOutline: Sendable {
    public var items: [TopLevelItem]
    /// Braces that do not pair up, if any (the rest of the outline is then best effort).
    public var braceProblem: BraceProblem?

    public init(_ text: String) {
        let file = ParsedSwiftFile(text)
        braceProblem = Self.braceProblem(in: file)
        items = file.tree.statements.map { TopLevelItem($0.item, in: file) }
    }
}

/// One top-level item of a file: a declaration, a statement or an expression.
public struct TopLevelItem: Sendable {
    public enum Kind: Equatable, Sendable {
        case importDecl
        /// `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`.
        case type
        case extensionDecl
        /// `operator`, `precedencegroup`, `macro`: declarations that only exist at file level.
        case operatorDecl
        /// `func`, `var`, `let`, `init`, `subscript`, `deinit` outside any type.
        case member
        /// `#Preview { … }`.
        case preview
        /// `#if … #endif` around declarations.
        case conditional
        /// Another freestanding macro or directive (`#warning`, `#error`, …).
        case directive
        /// Code that runs: an expression (a fragment's view) or a statement.
        case statement
    }

    public var kind: Kind
    /// The declared name (a type's, a function's, a property's first binding's).
    public var name: String?
    /// The item's code lines (0-based, inclusive), leading and trailing comments excluded.
    public var firstLine: Int
    public var lastLine: Int
    /// The types a type declaration inherits from or conforms to, as written (`View`, `SwiftUI.App`).
    public var inheritedTypes: [String] = []
    /// Types declared inside an `#if` (in any of its clauses), with what they inherit.
    public var nestedTypes: [(name: String, inheritedTypes: [String])] = []
    /// The `@main` attributes in the item, as byte ranges of their lines.
    public var mainAttributes: [(line: Int, columns: Range<Int>)] = []
    /// Its `@objc` and `@objcMembers` attributes and `#selector` keywords (byte ranges of their
    /// lines): Objective-C that Swift on Linux, without an Objective-C runtime, refuses.
    public var objcAttributes: [(line: Int, columns: Range<Int>)] = []
    public var selectorKeywords: [(line: Int, columns: Range<Int>)] = []
    /// A `#Preview`'s trailing closure: where its `{` and `}` are.
    public var previewBody: (open: LinePosition, close: LinePosition)?
    /// The `@Previewable` declarations that open a `#Preview`'s body: their last line, and where
    /// each `@Previewable` attribute is (as byte ranges of its line).
    public var previewableDeclarations: (lastLine: Int, attributes: [(line: Int, columns: Range<Int>)])?

    /// Whether the type conforms to `conformance` (written plainly or module-qualified).
    public func inherits(_ conformance: String) -> Bool {
        inheritedTypes.contains { $0 == conformance || $0 == "SwiftUI." + conformance }
    }

    init(_ node: CodeBlockItemSyntax.Item, in file: ParsedSwiftFile) {
        firstLine = file.firstLine(node)
        lastLine = file.lastLine(node)
        kind = .statement
        let finder = EngineRewriteFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        func ranges(_ nodes: [Syntax]) -> [(line: Int, columns: Range<Int>)] {
            nodes.map { found in
                let start = file.position(found.positionAfterSkippingLeadingTrivia)
                let end = file.position(found.endPositionBeforeTrailingTrivia)
                return (start.line, (start.column - 1)..<(end.column - 1))
            }
        }
        mainAttributes = ranges(finder.attributes.map(Syntax.init))
        objcAttributes = ranges(finder.objcAttributes.map(Syntax.init))
        selectorKeywords = ranges(finder.selectorKeywords.map(Syntax.init))
        switch node {
        case .decl(let decl): classify(decl, in: file)
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self) {
                classifyMacro(name: macro.macroName.text, trailingClosure: macro.trailingClosure, in: file)
            }
        case .stmt(let stmt):
            if let macro = stmt.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) {
                classifyMacro(name: macro.macroName.text, trailingClosure: macro.trailingClosure, in: file)
            }
        @unknown default:
            break
        }
    }

    private mutating func classify(_ decl: DeclSyntax, in file: ParsedSwiftFile) {
        if decl.is(ImportDeclSyntax.self) {
            kind = .importDecl
            return
        }
        if let type = TypeDeclaration(decl) {
            kind = .type
            name = type.name
            inheritedTypes = type.inheritedTypes
            return
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            kind = .extensionDecl
            name = ext.extendedType.trimmedDescription
            return
        }
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) || decl.is(MacroDeclSyntax.self) {
            kind = .operatorDecl
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            kind = .member
            name = function.name.text
            return
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            kind = .member
            name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            return
        }
        if decl.is(InitializerDeclSyntax.self) {
            kind = .member
            name = "init"
            return
        }
        if decl.is(SubscriptDeclSyntax.self) {
            kind = .member
            name = "subscript"
            return
        }
        if decl.is(DeinitializerDeclSyntax.self) {
            kind = .member
            name = "deinit"
            return
        }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            kind = .conditional
            nestedTypes = Self.types(in: conditional)
            return
        }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            classifyMacro(name: macro.macroName.text, trailingClosure: macro.trailingClosure, in: file)
            return
        }
        kind = .directive
    }

    private mutating func classifyMacro(name macroName: String, trailingClosure: ClosureExprSyntax?, in file: ParsedSwiftFile) {
        guard macroName == "Preview" else {
            kind = .directive
            return
        }
        kind = .preview
        if let closure = trailingClosure, closure.rightBrace.presence == .present {
            previewBody = (
                file.position(closure.leftBrace.positionAfterSkippingLeadingTrivia),
                file.position(closure.rightBrace.positionAfterSkippingLeadingTrivia)
            )
            previewableDeclarations = Self.previewables(in: closure, file: file)
        }
    }

    /// `#Preview { @Previewable @State var isOn = true … }`: the leading declarations marked
    /// `@Previewable`, which become the stored properties of the view the preview is hosted in.
    private static func previewables(
        in closure: ClosureExprSyntax, file: ParsedSwiftFile
    )
        -> (lastLine: Int, attributes: [(line: Int, columns: Range<Int>)])?
    {
        var attributes: [(line: Int, columns: Range<Int>)] = []
        var lastLine: Int?
        for statement in closure.statements {
            guard case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self),
                let marker = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.attributeName.trimmedDescription == "Previewable" })
            else { break }
            let start = file.position(marker.positionAfterSkippingLeadingTrivia)
            let end = file.position(marker.endPositionBeforeTrailingTrivia)
            attributes.append((start.line, (start.column - 1)..<(end.column - 1)))
            lastLine = file.lastLine(variable)
        }
        return lastLine.map { ($0, attributes) }
    }

    /// Types declared in any clause of an `#if`, nested `#if`s included.
    private static func types(in conditional: IfConfigDeclSyntax) -> [(name: String, inheritedTypes: [String])] {
        var found: [(name: String, inheritedTypes: [String])] = []
        for clause in conditional.clauses {
            guard case .statements(let items)? = clause.elements else { continue }
            for item in items {
                guard case .decl(let decl) = item.item else { continue }
                if let type = TypeDeclaration(decl) { found.append((type.name, type.inheritedTypes)) }
                if let inner = decl.as(IfConfigDeclSyntax.self) { found += types(in: inner) }
            }
        }
        return found
    }

}

/// What the engine rewrites before compiling: `@main` (it hosts the app), and the Objective-C
/// that Swift on Linux refuses (`@objc`, `#selector`).
private final class EngineRewriteFinder: SyntaxVisitor {
    var attributes: [AttributeSyntax] = []
    var objcAttributes: [AttributeSyntax] = []
    /// The `#` of each `#selector(…)`.
    var selectorKeywords: [TokenSyntax] = []
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        switch node.attributeName.trimmedDescription {
        case "main": attributes.append(node)
        case "objc", "objcMembers": objcAttributes.append(node)
        default: break
        }
        return .skipChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" { selectorKeywords.append(node.pound) }
        return .visitChildren
    }
}

/// A nominal type's declaration, whichever keyword declared it.
struct TypeDeclaration {
    var name: String
    var inheritedTypes: [String]

    init?(_ decl: DeclSyntax) {
        let clause: InheritanceClauseSyntax?
        if let s = decl.as(StructDeclSyntax.self) {
            name = s.name.text
            clause = s.inheritanceClause
        } else if let c = decl.as(ClassDeclSyntax.self) {
            name = c.name.text
            clause = c.inheritanceClause
        } else if let e = decl.as(EnumDeclSyntax.self) {
            name = e.name.text
            clause = e.inheritanceClause
        } else if let a = decl.as(ActorDeclSyntax.self) {
            name = a.name.text
            clause = a.inheritanceClause
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            name = p.name.text
            clause = p.inheritanceClause
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            name = t.name.text
            clause = nil
        } else {
            return nil
        }
        inheritedTypes = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
}
