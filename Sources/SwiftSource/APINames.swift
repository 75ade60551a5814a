internal import SwiftParser
internal import SwiftSyntax

/// A name of API that code calls: a modifier or method (`.symbolEffect(…)`) or a type
/// (`TimelineView(…)`, `: Layout`), with where it is written.
public struct APIUse: Equatable, Sendable {
    public var name: String
    /// Written after a dot (a member) rather than as a type.
    public var isMember: Bool
    public var position: LinePosition
    /// The last line of the call or type reference (arguments and trailing closures included).
    public var lastLine: Int
}

/// The API names a file uses and the names it declares itself, from the syntax tree.
public enum SwiftAPINames {
    /// Members called in a modifier chain or as an implicit member (`.padding()`, `.bouncy`), and
    /// capitalised names called or written as types. A member of a plain variable
    /// (`formatter.locale`) is not counted: it is the variable's type's API, not SwiftUI's.
    public static func uses(in text: String) -> [APIUse] {
        let file = ParsedSwiftFile(text)
        let finder = UseFinder(file: file)
        finder.walk(file.tree)
        return finder.uses
    }

    /// Every name the file declares (types, functions, properties, cases), so that its own API is
    /// never mistaken for a missing one.
    public static func declaredNames(in text: String) -> Set<String> {
        let finder = DeclarationFinder(publicOnly: false)
        finder.walk(Parser.parse(source: text))
        return finder.types.union(finder.members)
    }

    /// The `public` declarations of a file: type names and member names (functions, properties).
    public static func publicDeclarations(in text: String) -> (types: Set<String>, members: Set<String>) {
        let finder = DeclarationFinder(publicOnly: true)
        finder.walk(Parser.parse(source: text))
        return (finder.types, finder.members)
    }
}

private final class UseFinder: SyntaxVisitor {
    let file: ParsedSwiftFile
    var uses: [APIUse] = []

    init(file: ParsedSwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let inChain: Bool
        if let base = node.base {
            inChain =
                base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
                || base.is(SubscriptCallExprSyntax.self) || base.is(MacroExpansionExprSyntax.self)
        } else {
            inChain = true
        }
        if inChain {
            let call = node.parent?.as(FunctionCallExprSyntax.self)
            let end = call.map { Syntax($0) } ?? Syntax(node)
            uses.append(
                APIUse(
                    name: node.declName.baseName.text, isMember: true,
                    position: file.position(node.declName.positionAfterSkippingLeadingTrivia),
                    lastLine: file.lastLine(end)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), isCapitalised(callee.baseName.text) {
            uses.append(
                APIUse(
                    name: callee.baseName.text, isMember: false,
                    position: file.position(callee.positionAfterSkippingLeadingTrivia),
                    lastLine: file.lastLine(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        uses.append(
            APIUse(
                name: node.name.text, isMember: false,
                position: file.position(node.positionAfterSkippingLeadingTrivia),
                lastLine: file.lastLine(node)))
        return .visitChildren
    }

    private func isCapitalised(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}

/// A name as written without the backticks that let it be a keyword (`` `default` ``).
private func plain(_ token: TokenSyntax) -> String {
    let text = token.text
    return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
}

private final class DeclarationFinder: SyntaxVisitor {
    let publicOnly: Bool
    var types: Set<String> = []
    var members: Set<String> = []

    init(publicOnly: Bool) {
        self.publicOnly = publicOnly
        super.init(viewMode: .sourceAccurate)
    }

    private func counts(_ modifiers: DeclModifierListSyntax) -> Bool {
        !publicOnly || modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }

    private func type(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        if counts(modifiers) { types.insert(plain(name)) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name, node.modifiers) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name, node.modifiers) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name, node.modifiers) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name, node.modifiers) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name, node.modifiers) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name, node.modifiers) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if counts(node.modifiers) { members.insert(plain(node.name)) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard counts(node.modifiers) else { return .skipChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier { members.insert(plain(name)) }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if !publicOnly { for element in node.elements { members.insert(plain(element.name)) } }
        return .skipChildren
    }
}
