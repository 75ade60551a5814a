/// Swift's keywords as the toolchain's SwiftParser knows them (its `Keyword` enumeration), split
/// the way `LexicalClassifier` needs them.
enum SwiftKeywords {
    /// Keywords the lexer itself makes keywords: they are keywords wherever they stand, except as
    /// a member name (`.default`) or an argument label (`in:`).
    static let reserved: Set<String> = [
        "Any", "Self", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
        "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Keywords only where the grammar expects them (`some View`, `lazy var`, `get {`); anywhere
    /// else they are identifiers.
    static let contextual: Set<String> = [
        "Protocol", "Sendable", "Type", "_BridgeObject", "_Class", "_NativeClass", "_NativeRefCountedObject",
        "_PackageDescription", "_RefCountedObject", "_Trivial", "_TrivialAtMost", "_TrivialStride", "_UnknownLayout",
        "__consuming", "__owned", "__setter_access", "__shared", "_backDeploy", "_borrow", "_borrowing",
        "_compilerInitialized", "_const", "_consuming", "_documentation", "_dynamicReplacement", "_effects", "_forward",
        "_implements", "_linear", "_local", "_modify", "_move", "_mutating", "_noMetadata", "_opaqueReturnTypeOf",
        "_originallyDefinedIn", "_read", "_specialize", "_spi_available", "_underlyingVersion", "_version", "abi",
        "accesses", "actor", "addressWithNativeOwner", "addressWithOwner", "any", "assignment", "associativity",
        "async", "attached", "autoclosure", "availability", "available", "await", "backDeployed", "before", "block",
        "borrow", "borrowing", "canImport", "compiler", "consume", "consuming", "convenience", "convention", "copy",
        "dependsOn", "deprecated", "derivative", "didSet", "differentiable", "discard", "distributed", "dynamic",
        "each", "escaping", "exported", "file", "final", "forward", "freestanding", "get", "higherThan", "indirect",
        "infix", "initializes", "introduced", "isolated", "kind", "lazy", "left", "line", "linear", "lowerThan",
        "macro", "message", "metadata", "modify", "module", "mutableAddressWithNativeOwner",
        "mutableAddressWithOwner", "mutate", "mutating", "noDerivative", "noasync", "noescape", "none",
        "nonisolated", "nonmutating", "nonsending", "objc", "obsoleted", "of", "open", "optional", "override",
        "package", "postfix", "preconcurrency", "prefix", "read", "reasync", "renamed", "required", "retroactive",
        "reverse", "right", "safe", "scoped", "sending", "set", "some", "specialized", "spi", "spiModule", "swift",
        "target", "then", "transpose", "unavailable", "unchecked", "unowned", "unsafe", "unsafeAddress",
        "unsafeMutableAddress", "using", "visibility", "weak", "willSet", "wrt", "yield",
    ]

    /// Declaration modifiers that are contextual keywords (`final class`, `lazy var`).
    static let modifiers: Set<String> = [
        "final", "lazy", "override", "mutating", "nonmutating", "weak", "unowned", "convenience", "required",
        "optional", "dynamic", "indirect", "nonisolated", "open", "distributed", "package", "prefix", "postfix",
        "infix", "__consuming", "__setter_access",
    ]

    /// Contextual keywords that start an expression (`consume x`, `unsafe p`): followed by
    /// another expression, only the parser can tell a keyword from a variable of that name.
    static let expressionPrefixes: Set<String> = [
        "consume", "copy", "each", "unsafe", "discard", "then", "yield", "_move", "_borrow", "borrow",
    ]

    /// Accessor introducers of a property's braces.
    static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]

    /// What a declaration modifier can stand before: another modifier or a declaration.
    static let declarationIntroducers: Set<String> = [
        "var", "let", "func", "class", "struct", "enum", "init", "subscript", "static", "private", "fileprivate",
        "internal", "public", "case", "protocol", "extension", "typealias", "deinit", "associatedtype", "actor",
    ]

    /// Keywords that name what a statement is, as far as classifying it needs.
    static let statementKinds: Set<String> = [
        "var", "let", "func", "case", "default", "for", "if", "guard", "while", "switch", "return", "struct", "class",
        "enum", "protocol", "extension", "typealias", "associatedtype", "catch", "import", "init", "subscript",
        "repeat", "defer", "deinit", "throw", "do",
    ]

    /// Names after `#` that are directives rather than macros.
    static let poundDirectives: Set<String> = ["if", "else", "elseif", "endif", "available", "unavailable", "sourceLocation"]
}
