internal import SwiftIDEUtils

/// The highlighter's fast path: the classification SwiftIDEUtils gives a listing, worked out from
/// its tokens and a little bracket bookkeeping instead of a full parse — the toolchain's
/// SwiftParser reads only a few hundred kilobytes a second here, and listings are mostly plain
/// SwiftUI. Where a token's colour depends on grammar this cannot see — a contextual keyword
/// followed by an expression, a lowercase name where a type may stand, `#if`, regex literals,
/// raw strings — it answers nil and the highlighter asks the parser. `LexicalHighlightingTests`
/// check that every answer it gives highlights exactly as the parser's classification does.
///
/// Code with a syntax error is the parser's to colour: its error recovery can change how tokens
/// far from the error read. The errors visible from nearby tokens (two names in a row, a modifier
/// before no declaration, an operator without operands, an attribute inside an expression) send a
/// listing to the parser; an error only a full parse finds may leave a word coloured as it would
/// be in valid code.
/// The classifications the fast path gives, as SwiftIDEUtils names them: a plain enum of this
/// module's, which the rules store and compare per token without going through the value witnesses
/// that SwiftIDEUtils' own (resilient) enum needs. Mapped to `SyntaxClassification` once, at the end.
enum LexicalKind: UInt8 {
    case none, keyword, identifier, argumentLabel, type, dollarIdentifier, `operator`, attribute
    case integerLiteral, floatLiteral, stringLiteral
    case lineComment, blockComment, docLineComment, docBlockComment

    var syntaxClassification: SyntaxClassification {
        switch self {
        case .none: return .none
        case .keyword: return .keyword
        case .identifier: return .identifier
        case .argumentLabel: return .argumentLabel
        case .type: return .type
        case .dollarIdentifier: return .dollarIdentifier
        case .`operator`: return .`operator`
        case .attribute: return .attribute
        case .integerLiteral: return .integerLiteral
        case .floatLiteral: return .floatLiteral
        case .stringLiteral: return .stringLiteral
        case .lineComment: return .lineComment
        case .blockComment: return .blockComment
        case .docLineComment: return .docLineComment
        case .docBlockComment: return .docBlockComment
        }
    }
}

struct LexicalClassifier {
    typealias Classified = (range: Range<Int>, kind: SyntaxClassification)

    /// The listing's classified ranges, covering it, adjacent ones of one kind merged (as
    /// SwiftIDEUtils reports them); nil when the parser must decide.
    static func classify(_ bytes: [UInt8]) -> [Classified]? {
        guard let tokens = SwiftTokenizer.tokens(bytes) else { return nil }
        var classifier = LexicalClassifier(bytes: bytes, tokens: tokens)
        return classifier.run()
    }

    let bytes: [UInt8]
    let tokens: [SwiftToken]
    /// Each word token's text, made once (the rules look at a word and its neighbours many times),
    /// and whether it is a reserved keyword.
    let words: [String]
    let reservedWords: [Bool]
    var kinds: [LexicalKind]
    /// What encloses the current token, innermost last; the first is the listing itself.
    var frames: [Frame] = [Frame(kind: .braces)]
    /// The last token that is not whitespace or a comment.
    var previous: Int?
    /// The `>` tokens that closed generic arguments (so `Array<Int>(` is a call).
    var closedAngles: Set<Int> = []
    /// The `)` tokens that closed an attribute's arguments or a modifier's detail.
    var detailEnds: Set<Int> = []
    /// The `]` tokens that closed what may be a closure's capture list.
    var captureLists: Set<Int> = []
    /// Whether the current token is the first of an element of its list, or of a statement.
    var elementStart = true
    var statementStart = true

    init(bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        self.tokens = tokens
        words = tokens.map { $0.kind == .word ? String(decoding: bytes[$0.range], as: UTF8.self) : "" }
        reservedWords = words.map { !$0.isEmpty && SwiftKeywords.reserved.contains($0) }
        kinds = Array(repeating: .none, count: tokens.count)
    }

    enum FrameKind {
        /// The listing, a type's or function's body, a closure.
        case braces
        /// A call's (or an attribute's or a macro's) arguments: labels, then expressions.
        case call
        /// A function's, initializer's or subscript's parameters: names, then types.
        case parameters
        /// Parentheses that are neither: a tuple, a closure's parameters, a parenthesized expression.
        case parentheses
        /// An enum case's associated values: types.
        case enumCase
        /// An array or dictionary literal, a subscript's arguments, a closure's capture list.
        case square
        /// Brackets inside a type (a tuple or function type, an array type).
        case typeBrackets
        /// Generic parameters or arguments.
        case angles
        /// A string interpolation's `\(…)`.
        case interpolation
    }

    enum TypeOrigin { case annotation, cast, other }

    struct Frame {
        var kind: FrameKind
        /// Set while a type is being read here: after `:`, `->`, `as`, `is`, `where`, …
        var typeOrigin: TypeOrigin?
        var ternaries = 0
        /// Parameters only: the name after an argument label (or `_`) comes next.
        var secondNamePending = false
        /// Braces only: the keyword saying what the current statement is.
        var statement: String?
        var pendingParameters = false
        var sawAssignment = false
        /// Braces only: these braces may hold `get`/`set` (or `willSet`/`didSet`) accessors, and
        /// nothing else has come yet.
        var accessors: Accessors = .none
        var accessorSlot = false
        /// Square brackets or parentheses opened right after `{` (a capture list, a closure's parameters).
        var openedAfterBrace = false
        /// Braces of a `switch`: `case .name` is a pattern there, an error in an enum.
        var isSwitchBody = false
        /// Parentheses of an attribute's arguments or a modifier's detail (`private(set)`): what
        /// follows them starts the declaration, not a new value.
        var isDetail = false

        init(kind: FrameKind, typeOrigin: TypeOrigin? = nil) {
            self.kind = kind
            self.typeOrigin = typeOrigin
        }

        var inType: Bool { typeOrigin != nil }

        mutating func startStatement() {
            statement = nil
            typeOrigin = nil
            pendingParameters = false
            sawAssignment = false
            ternaries = 0
        }
    }

    enum Accessors { case none, any, observers }

    mutating func run() -> [Classified]? {
        for index in tokens.indices {
            switch tokens[index].kind {
            case .trivia: continue
            case .newline:
                newline(index)
                continue
            case .comment(let kind):
                kinds[index] = kind
                continue
            default: break
            }
            guard significant(index, top: frames.count - 1) else { return nil }
            previous = index
        }
        guard frames.count == 1 else { return nil }
        var result: [Classified] = []
        result.reserveCapacity(tokens.count)
        var lastKind: LexicalKind?
        for (index, token) in tokens.enumerated() {
            let kind = kinds[index]
            if let lastKind, lastKind == kind {
                result[result.count - 1].range = result[result.count - 1].range.lowerBound..<token.range.upperBound
            } else {
                result.append((token.range, kind.syntaxClassification))
                lastKind = kind
            }
        }
        return result
    }

    /// Classifies one token that is not whitespace or a comment and follows what it opens,
    /// closes or starts. False: the parser must decide.
    mutating func significant(_ index: Int, top: Int) -> Bool {
        let wasElementStart = elementStart
        let wasStatementStart = statementStart
        // Most tokens end the start of an element or statement; those that do not restore it.
        elementStart = false
        statementStart = false
        var keepsStart = false
        defer {
            if keepsStart {
                elementStart = wasElementStart
                statementStart = wasStatementStart
            }
        }
        let token = tokens[index]
        switch token.kind {
        case .word:
            return word(index, top: top, elementStart: wasElementStart, statementStart: wasStatementStart, keepsStart: &keepsStart)
        case .backticked, .dollar:
            guard !frames[top].inType else { return false }
            clearAccessorSlot(top)
            let isDollarNumber =
                token.kind == .dollar && bytes[token.range.lowerBound + 1] >= UInt8(ascii: "0")
                && bytes[token.range.lowerBound + 1] <= UInt8(ascii: "9")
            kinds[index] = isDollarNumber ? .dollarIdentifier : .identifier
        case .number(let isFloat):
            guard !frames[top].inType else { return false }
            clearAccessorSlot(top)
            kinds[index] = isFloat ? .floatLiteral : .integerLiteral
        case .string:
            guard !frames[top].inType else { return false }
            clearAccessorSlot(top)
            kinds[index] = .stringLiteral
        case .interpolationOpen:
            frames.append(Frame(kind: .interpolation))
            elementStart = true
        case .interpolationClose:
            guard frames[top].kind == .interpolation else { return false }
            frames.removeLast()
        case .attribute:
            kinds[index] = .attribute
            keepsStart = true
            let name = bytes[token.range.lowerBound + 1]
            // Attributes stand before declarations, parameters, types and closure signatures;
            // inside an expression they are an error the parser recovers from in its own way.
            switch frames[top].kind {
            case .call, .square, .interpolation, .parentheses, .enumCase: return false
            case .braces:
                // `{ @MainActor in`: a closure's attribute comes first in its braces.
                if !wasStatementStart, !frames[top].inType { return false }
            default: break
            }
            let nameText = String(decoding: bytes[(token.range.lowerBound + 1)..<token.range.upperBound], as: UTF8.self)
            if SwiftKeywords.reserved.contains(nameText) { return false }
            if index + 1 < tokens.count {
                switch tokens[index + 1].kind {
                // `@Foo.Bar` and `@Foo<T>`: the whole name is the attribute, as the parser knows.
                case .punctuation(UInt8(ascii: ".")), .operator: return false
                // `@available(…)`, `@objc(…)`, `@convention(…)`: arguments of their own grammar.
                case .punctuation(UInt8(ascii: "(")): return name >= UInt8(ascii: "A") && name <= UInt8(ascii: "Z")
                default: break
                }
            }
            if frames[top].kind == .braces, !frames[top].inType, !declarationFollows(index, orClosureSignature: true) { return false }
        case .pound:
            clearAccessorSlot(top)
        case .punctuation(let byte):
            return punctuation(byte, index, top: top, keepsStart: &keepsStart)
        case .arrow:
            frames[top].typeOrigin = frames[top].typeOrigin ?? .other
        case .operator:
            return operatorToken(index, top: top)
        case .trivia, .newline, .comment:
            break
        }
        return true
    }
}
