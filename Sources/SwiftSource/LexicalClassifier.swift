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
struct LexicalClassifier {
    typealias Classified = (range: Range<Int>, kind: SyntaxClassification)

    /// The listing's classified ranges, covering it, adjacent ones of one kind merged (as
    /// SwiftIDEUtils reports them); nil when the parser must decide.
    static func classify(_ bytes: [UInt8]) -> [Classified]? {
        guard let tokens = SwiftTokenizer.tokens(bytes) else { return nil }
        var classifier = LexicalClassifier(bytes: bytes, tokens: tokens)
        return classifier.run()
    }

    private let bytes: [UInt8]
    private let tokens: [SwiftToken]
    private var kinds: [SyntaxClassification]
    /// What encloses the current token, innermost last; the first is the listing itself.
    private var frames: [Frame] = [Frame(kind: .braces)]
    /// The last token that is not whitespace or a comment.
    private var previous: Int?
    /// The `>` tokens that closed generic arguments (so `Array<Int>(` is a call).
    private var closedAngles: Set<Int> = []
    /// The `)` tokens that closed an attribute's arguments or a modifier's detail.
    private var detailEnds: Set<Int> = []
    /// The `]` tokens that closed what may be a closure's capture list.
    private var captureLists: Set<Int> = []
    /// Whether the current token is the first of an element of its list, or of a statement.
    private var elementStart = true
    private var statementStart = true

    private init(bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        self.tokens = tokens
        kinds = Array(repeating: .none, count: tokens.count)
    }

    private enum FrameKind {
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

    private enum TypeOrigin { case annotation, cast, other }

    private struct Frame {
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

    private enum Accessors { case none, any, observers }

    private mutating func run() -> [Classified]? {
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
        for (index, token) in tokens.enumerated() {
            let kind = kinds[index]
            if let last = result.last, last.kind == kind {
                result[result.count - 1].range = last.range.lowerBound..<token.range.upperBound
            } else {
                result.append((token.range, kind))
            }
        }
        return result
    }

    /// Classifies one token that is not whitespace or a comment and follows what it opens,
    /// closes or starts. False: the parser must decide.
    private mutating func significant(_ index: Int, top: Int) -> Bool {
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

    // MARK: Words

    private func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    private func isPunctuation(_ index: Int?, _ byte: UInt8) -> Bool {
        guard let index else { return false }
        return tokens[index].kind == .punctuation(byte)
    }

    private func isWord(_ index: Int?, in words: Set<String>) -> Bool {
        guard let index, tokens[index].kind == .word else { return false }
        return words.contains(text(index))
    }

    /// The next token that is not whitespace or a comment, and whether a line break comes first.
    private func next(after index: Int) -> (index: Int, crossesLine: Bool)? {
        var crossesLine = false
        var candidate = index + 1
        while candidate < tokens.count {
            switch tokens[candidate].kind {
            case .trivia, .comment: break
            case .newline: crossesLine = true
            default: return (candidate, crossesLine)
            }
            candidate += 1
        }
        return nil
    }

    private func isCapitalized(_ index: Int) -> Bool {
        let first = bytes[tokens[index].range.lowerBound]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether a declaration keyword is followed by what it declares: `struct Name {`,
    /// `typealias Name =`, `import Module`. Anything else is an error the parser recovers from
    /// in its own way.
    private func declarationNameFollows(_ index: Int, _ text: String) -> Bool {
        let introducesType = ["struct", "enum", "protocol", "typealias", "associatedtype", "extension"].contains(text)
        guard introducesType || text == "import" || text == "let" || text == "var" else { return true }
        guard let name = next(after: index) else { return false }
        if text == "let" || text == "var" {
            switch tokens[name.index].kind {
            case .word: return !SwiftKeywords.reserved.contains(self.text(name.index))
            case .backticked, .punctuation(UInt8(ascii: "(")): return true
            default: return false
            }
        }
        guard !name.crossesLine, tokens[name.index].kind == .word, !SwiftKeywords.reserved.contains(self.text(name.index)) else {
            return false
        }
        if text == "import" {
            // `import Module` or `import Module.Submodule`, alone on its line.
            var cursor = name.index
            while let after = next(after: cursor), !after.crossesLine {
                guard isPunctuation(after.index, UInt8(ascii: ".")), let part = next(after: after.index), !part.crossesLine,
                    tokens[part.index].kind == .word
                else { return false }
                cursor = part.index
            }
            return true
        }
        guard let after = next(after: name.index) else { return text == "associatedtype" }
        switch tokens[after.index].kind {
        case .punctuation(let byte):
            return byte == UInt8(ascii: ":") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "=")
                || (text == "extension" && byte == UInt8(ascii: "."))
        case .operator: return bytes[tokens[after.index].range.lowerBound] == UInt8(ascii: "<")
        case .word: return self.text(after.index) == "where" || (text == "associatedtype" && after.crossesLine)
        default: return text == "associatedtype" && after.crossesLine
        }
    }

    /// Whether the token at `index` comes right after a name, literal or closing bracket on the
    /// same line: two such in a row (`var behavior name`, `[Sub]String`) are an error.
    /// Between brackets a line break does not end a statement, so there it is an error too.
    private func followsValueOnLine(_ index: Int) -> Bool {
        guard let previous, !crossesLine(from: previous, to: index) || frames[frames.count - 1].kind != .braces else { return false }
        switch tokens[previous].kind {
        case .word: return kinds[previous] == .identifier || kinds[previous] == .type
        case .backticked, .dollar, .number, .string: return true
        case .punctuation(let byte):
            return (byte == UInt8(ascii: ")") && !detailEnds.contains(previous))
                || (byte == UInt8(ascii: "]") && !captureLists.contains(previous))
        case .operator: return closedAngles.contains(previous)
        default: return false
        }
    }

    private mutating func clearAccessorSlot(_ top: Int) {
        frames[top].accessorSlot = false
    }

    private mutating func word(
        _ index: Int, top: Int, elementStart: Bool, statementStart: Bool, keepsStart: inout Bool
    ) -> Bool {
        let text = self.text(index)
        let following = next(after: index)
        let labelled = isPunctuation(following?.index, UInt8(ascii: ":"))
        let inType = frames[top].inType
        let capitalized = isCapitalized(index)
        let isReserved = SwiftKeywords.reserved.contains(text)
        // `Sendable`, `Type` and `Protocol` are type names wherever a member's name is not expected.
        let isContextual = SwiftKeywords.contextual.contains(text) && !["Sendable", "Type", "Protocol"].contains(text)

        if text == "_" {
            // A wildcard: in parameters, the name after it is the parameter's own.
            if frames[top].kind == .parameters, elementStart { frames[top].secondNamePending = true }
            clearAccessorSlot(top)
            return true
        }
        // A member's name: `.default`, `.some` and `.Any` are identifiers there, `.self` and `.init` are not.
        if isPunctuation(previous, UInt8(ascii: ".")) {
            clearAccessorSlot(top)
            if text == "self" || text == "init" || text == "Self" {
                kinds[index] = .keyword
                return true
            }
            if text == "Type" || text == "Protocol" || (inType && !capitalized) { return false }
            kinds[index] = .identifier
            return true
        }
        // A macro's name.
        if let previous, tokens[previous].kind == .pound {
            guard !isReserved, !isContextual, !SwiftKeywords.poundDirectives.contains(text) else { return false }
            kinds[index] = .identifier
            return true
        }
        // A trailing closure's label: `} label: {`.
        if frames[top].kind == .braces, labelled, isPunctuation(previous, UInt8(ascii: "}")), capitalized || isReserved {
            return false
        }
        // Labels and names that come before a `:`.
        switch frames[top].kind {
        case .call, .interpolation:
            // A label in the middle of an argument: a comma is missing.
            if !elementStart, labelled, frames[top].ternaries == 0 { return false }
            if elementStart, labelled {
                // `path(in:)` names a function: its labels keep their own classification.
                if let colon = following?.index, colon + 1 < tokens.count,
                    tokens[colon + 1].kind == .punctuation(UInt8(ascii: ")")) || tokens[colon + 1].kind == .word,
                    capitalized || isReserved || isContextual
                {
                    return false
                }
                kinds[index] = .argumentLabel
                return true
            }
        case .parameters where !inType:
            if elementStart {
                if text == "inout" { return false }
                frames[top].secondNamePending = !labelled
                kinds[index] = .argumentLabel
                return true
            }
            if frames[top].secondNamePending {
                frames[top].secondNamePending = false
                guard !isReserved, !isContextual else { return false }
                kinds[index] = .identifier
                return true
            }
        case .parentheses, .square:
            // A tuple's label or a closure parameter; a dictionary key or a subscript's label.
            if elementStart, labelled {
                guard !capitalized, !isReserved, !isContextual else { return false }
                kinds[index] = .identifier
                return true
            }
        case .enumCase:
            if elementStart, labelled {
                guard !isReserved, !isContextual else { return false }
                kinds[index] = .identifier
                return true
            }
        default: break
        }
        if isReserved {
            // `let enum`, `} else: {`, `protocol:` are errors, or labels the parser reads its own way.
            if isWord(previous, in: ["let", "var", "func"]) { return false }
            // After a value only these continue it; between brackets few keywords stand at all.
            if followsValueOnLine(index), !["as", "is", "in", "where", "else", "throws", "rethrows", "catch"].contains(text) {
                return false
            }
            if frames[top].kind != .braces, frames[top].kind != .parameters,
                ![
                    "as", "is", "try", "true", "false", "nil", "self", "Self", "super", "Any", "in", "inout", "throws", "rethrows", "where",
                    "let", "var",
                ]
                .contains(text)
            {
                return false
            }
            if !declarationNameFollows(index, text) { return false }
            if frames[top].kind == .braces, labelled, text != "default", text != "Self",
                statementStart || isPunctuation(previous, UInt8(ascii: "}"))
            {
                return false
            }
            return reservedWord(index, text, top: top, following: following, statementStart: statementStart, keepsStart: &keepsStart)
        }
        if isContextual {
            // Underscored keywords are the compiler's own; a contextual word right after a value
            // (`let name sending`) is an error, `) async` aside.
            if text.hasPrefix("_") || (followsValueOnLine(index) && text != "async") { return false }
            return contextualWord(
                index, text, top: top, following: following, elementStart: elementStart, statementStart: statementStart,
                keepsStart: &keepsStart)
        }
        clearAccessorSlot(top)
        if followsValueOnLine(index), frames[top].kind != .parameters { return false }
        if inType {
            // A lowercase name in a type is the type's name: the parser knows where types are.
            guard capitalized else { return false }
            kinds[index] = .type
            return true
        }
        kinds[index] = .identifier
        return true
    }

    private mutating func reservedWord(
        _ index: Int, _ text: String, top: Int, following: (index: Int, crossesLine: Bool)?, statementStart: Bool,
        keepsStart: inout Bool
    ) -> Bool {
        kinds[index] = .keyword
        clearAccessorSlot(top)
        var frame = frames[top]
        defer { frames[top] = frame }
        var isModifier = ["private", "fileprivate", "internal", "public", "static"].contains(text)
        switch text {
        case "func":
            if let following, tokens[following.index].kind == .operator { return false }
            frame.pendingParameters = true
        case "init", "subscript":
            frame.pendingParameters = true
        case "case":
            if frame.kind == .braces, statementStart, !frame.isSwitchBody, isPunctuation(following?.index, UInt8(ascii: ".")) {
                return false
            }
        case "as", "is":
            frame.typeOrigin = .cast
        case "extension":
            frame.typeOrigin = .other
        case "where":
            // `for … where` and `case … where` take a condition; elsewhere generic requirements follow.
            if !["for", "case", "catch"].contains(frame.statement ?? "") { frame.typeOrigin = .other }
        case "in":
            frame.typeOrigin = nil
            if frame.kind == .braces {
                frame.startStatement()
                self.statementStart = true
            }
        case "else":
            frame.typeOrigin = nil
        case "operator", "precedencegroup":
            return false
        case "throws", "rethrows":
            // Typed throws: `throws(MyError)`.
            if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: "(")) { return false }
        case "class":
            isModifier = isWord(following?.index, in: ["func", "var", "let", "subscript", "init", "static", "final", "override"])
        default:
            break
        }
        if frame.kind == .braces, statementStart, !isModifier, SwiftKeywords.statementKinds.contains(text) {
            frame.statement = text
        }
        if isModifier {
            keepsStart = true
            // `private(set)` is checked where its parentheses close.
            if index + 1 >= tokens.count || tokens[index + 1].kind != .punctuation(UInt8(ascii: "(")),
                !declarationFollows(index, orClosureSignature: false)
            {
                return false
            }
        }
        return true
    }

    /// Whether an attribute or a modifier at `index` stands before a declaration (another
    /// attribute or modifier, then what it declares), or a closure's `in`: anything else is an
    /// error the parser recovers from in its own way.
    private func declarationFollows(_ index: Int, orClosureSignature: Bool) -> Bool {
        guard let following = next(after: index) else { return false }
        switch tokens[following.index].kind {
        case .attribute: return true
        case .word:
            let text = self.text(following.index)
            return SwiftKeywords.declarationIntroducers.contains(text) || SwiftKeywords.modifiers.contains(text)
                || ["macro", "import", "default"].contains(text) || (orClosureSignature && text == "in")
        default: return false
        }
    }

    private mutating func contextualWord(
        _ index: Int, _ text: String, top: Int, following: (index: Int, crossesLine: Bool)?, elementStart: Bool,
        statementStart: Bool, keepsStart: inout Bool
    ) -> Bool {
        let frame = frames[top]
        let nextText = following.flatMap { tokens[$0.index].kind == .word ? self.text($0.index) : nil }
        let nextOnLine = following.map { !$0.crossesLine } ?? false
        let adjacent = index + 1 < tokens.count ? tokens[index + 1].kind : nil
        // Braces that may hold accessors hold new kinds of them too (`_read`, `borrow`).
        if frame.kind == .braces, frame.accessorSlot, frame.accessors != .none,
            !SwiftKeywords.accessors.contains(text), text != "mutating", text != "nonmutating"
        {
            return false
        }
        switch text {
        case "some", "any":
            if frame.inType, nextOnLine, adjacent == .trivia, let following,
                tokens[following.index].kind == .word || tokens[following.index].kind == .punctuation(UInt8(ascii: "("))
            {
                kinds[index] = .keyword
                return true
            }
        case "await":
            if isWord(previous, in: ["let", "var", "func", "case"]) || frame.inType || frame.kind == .square { return false }
            // `await` takes an expression on its line; `await break` is an error.
            guard let following, !following.crossesLine else { return false }
            if tokens[following.index].kind == .word, SwiftKeywords.reserved.contains(self.text(following.index)),
                !["try", "self", "super", "Self", "true", "false", "nil"].contains(self.text(following.index))
            {
                return false
            }
            clearAccessorSlot(top)
            kinds[index] = .keyword
            return true
        case "async":
            if nextOnLine, nextText == "let" {
                kinds[index] = .keyword
                keepsStart = true
                return true
            }
            let ends =
                ["throws", "rethrows", "in"].contains(nextText ?? "")
                || (following.map { tokens[$0.index].kind == .arrow || tokens[$0.index].kind == .punctuation(UInt8(ascii: "{")) } ?? false)
            if isPunctuation(previous, UInt8(ascii: ")")), nextOnLine, ends {
                kinds[index] = .keyword
                return true
            }
        case _ where SwiftKeywords.accessors.contains(text):
            if frame.kind == .braces, frame.accessorSlot, frame.accessors != .none {
                if frame.accessors == .observers, text == "get" || text == "set" { return false }
                if text == "get", adjacent == .punctuation(UInt8(ascii: "(")) { return false }
                kinds[index] = .keyword
                return true
            }
            // Where accessors could stand, only the parser knows whether these braces hold them.
            if frame.kind == .braces,
                isPunctuation(previous, UInt8(ascii: "{")) || isPunctuation(previous, UInt8(ascii: "}"))
                    || isWord(previous, in: SwiftKeywords.accessors)
            {
                return false
            }
        case _ where SwiftKeywords.modifiers.contains(text):
            if adjacent == .punctuation(UInt8(ascii: "(")) { return false }
            if nextOnLine, let nextText,
                SwiftKeywords.declarationIntroducers.contains(nextText) || SwiftKeywords.modifiers.contains(nextText)
            {
                kinds[index] = .keyword
                keepsStart = true
                return true
            }
            // A capture list: `[weak self]`.
            if text == "weak" || text == "unowned", frame.kind == .square, frame.openedAfterBrace, elementStart, nextText != nil,
                nextOnLine
            {
                kinds[index] = .keyword
                return true
            }
            if text == "mutating" || text == "nonmutating", frame.accessorSlot, nextOnLine,
                SwiftKeywords.accessors.contains(nextText ?? "")
            {
                kinds[index] = .keyword
                return true
            }
        case "actor":
            if frame.kind == .braces, statementStart, nextOnLine, nextText != nil {
                kinds[index] = .keyword
                frames[top].statement = "actor"
                clearAccessorSlot(top)
                return true
            }
        default:
            break
        }
        return contextualIdentifier(index, text, top: top, following: following)
    }

    /// A contextual keyword where the grammar expects none reads as an identifier, when what
    /// follows it shows that it is one (`copy.append`, `Text(message)`, `line = 2`).
    private mutating func contextualIdentifier(
        _ index: Int, _ text: String, top: Int, following: (index: Int, crossesLine: Bool)?
    ) -> Bool {
        guard !frames[top].inType else { return false }
        clearAccessorSlot(top)
        kinds[index] = .identifier
        if isWord(previous, in: ["let", "var", "func"]) { return true }
        let mayStartExpression =
            SwiftKeywords.modifiers.contains(text) || SwiftKeywords.expressionPrefixes.contains(text)
            || SwiftKeywords.accessors.contains(text) || ["await", "async", "some", "any", "actor"].contains(text)
        // At a line's end a modifier may belong to the declaration on the next line.
        guard let following, !following.crossesLine else { return !mayStartExpression }
        let spacedBefore = tokens[following.index - 1].kind == .trivia
        switch tokens[following.index].kind {
        case .punctuation(UInt8(ascii: ".")):
            // `unsafe .member` applies a keyword to an implicit member.
            return !spacedBefore
        case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
            return !mayStartExpression && !spacedBefore
        case .punctuation(UInt8(ascii: "!")):
            return !spacedBefore
        case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "\\")):
            return false
        case .punctuation, .interpolationClose:
            return true
        case .operator:
            let after = following.index + 1 < tokens.count ? tokens[following.index + 1].kind : .newline
            return spacedBefore && (after == .trivia || after == .newline)
        default:
            return false
        }
    }

    // MARK: Punctuation

    /// Whether the token at `index` ends an expression, so that `(` after it is a call.
    private func endsValue(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .word:
            switch kinds[index] {
            case .identifier, .type, .argumentLabel: return true
            case .keyword: return ["self", "super", "init", "Self", "Any"].contains(text(index))
            default: return false
            }
        case .backticked, .dollar, .string, .interpolationClose: return true
        case .punctuation(let byte):
            return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "?")
                || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "}")
        case .operator: return closedAngles.contains(index)
        default: return false
        }
    }

    private mutating func punctuation(_ byte: UInt8, _ index: Int, top: Int, keepsStart: inout Bool) -> Bool {
        var frame = frames[top]
        let afterBrace = isPunctuation(previous, UInt8(ascii: "{"))
        switch byte {
        case UInt8(ascii: "("):
            // `var name(…)` is an error the parser recovers from in its own way.
            if let previous, let before = previousSignificant(before: previous), tokens[previous].kind == .word,
                kinds[previous] == .identifier, isWord(before, in: ["let", "var"])
            {
                return false
            }
            let child: Frame
            if frame.inType {
                child = Frame(kind: .typeBrackets, typeOrigin: .other)
            } else if index > 0, tokens[index - 1].kind == .attribute {
                var arguments = Frame(kind: .call)
                arguments.isDetail = true
                child = arguments
            } else if frame.pendingParameters {
                frame.pendingParameters = false
                child = Frame(kind: .parameters)
            } else if let previous, captureLists.contains(previous) {
                // `{ [weak self] (value: Int) in`: the closure's parameters.
                var parentheses = Frame(kind: .parentheses)
                parentheses.openedAfterBrace = true
                child = parentheses
            } else if let previous, !crossesLine(from: previous, to: index), endsValue(previous) {
                let afterCaseName =
                    tokens[previous].kind == .word && kinds[previous] != .keyword
                    && (isWord(self.previousSignificant(before: previous), in: ["case"])
                        || isPunctuation(self.previousSignificant(before: previous), UInt8(ascii: ",")))
                child =
                    frame.kind == .braces && frame.statement == "case" && afterCaseName
                    ? Frame(kind: .enumCase, typeOrigin: .other) : Frame(kind: .call)
            } else {
                var parentheses = Frame(kind: .parentheses)
                parentheses.openedAfterBrace = afterBrace
                parentheses.isDetail = isWord(previous, in: ["private", "fileprivate", "internal", "public", "package", "open"])
                child = parentheses
            }
            frames[top] = frame
            frames.append(child)
            elementStart = true
            keepsStart = false
            return true
        case UInt8(ascii: ")"):
            guard frames.count > 1, [.call, .parameters, .parentheses, .enumCase, .typeBrackets].contains(frame.kind) else { return false }
            if frame.isDetail {
                detailEnds.insert(index)
                if frames[top - 1].kind == .braces, !frames[top - 1].inType, !declarationFollows(index, orClosureSignature: true) {
                    return false
                }
            }
            frames.removeLast()
            return true
        case UInt8(ascii: "["):
            if isWord(previous, in: ["let", "var", "func", "class", "struct", "enum", "protocol", "extension", "typealias", "case"]) {
                return false
            }
            var child = Frame(kind: frame.inType ? .typeBrackets : .square, typeOrigin: frame.inType ? .other : nil)
            child.openedAfterBrace = afterBrace
            clearAccessorSlot(top)
            frames.append(child)
            elementStart = true
            return true
        case UInt8(ascii: "]"):
            guard frames.count > 1, frame.kind == .square || frame.kind == .typeBrackets else { return false }
            if frame.kind == .square, frame.openedAfterBrace { captureLists.insert(index) }
            frames.removeLast()
            return true
        case UInt8(ascii: "{"):
            guard frame.kind != .angles, frame.kind != .typeBrackets else { return false }
            let endedType = frame.inType
            frame.typeOrigin = nil
            frame.pendingParameters = false
            var child = Frame(kind: .braces)
            child.isSwitchBody = frame.kind == .braces && frame.statement == "switch"
            if frame.kind == .braces, frame.statement == "var" || frame.statement == "subscript" {
                child.accessors = endedType ? .any : frame.sawAssignment ? .observers : .none
                child.accessorSlot = child.accessors != .none
            }
            frames[top] = frame
            frames.append(child)
            statementStart = true
            return true
        case UInt8(ascii: "}"):
            guard frames.count > 1, frame.kind == .braces else { return false }
            frames.removeLast()
            if frames[top - 1].kind == .braces {
                frames[top - 1].startStatement()
                statementStart = true
            }
            return true
        case UInt8(ascii: ","):
            switch frame.kind {
            case .call, .parameters, .parentheses, .square, .interpolation:
                frame.typeOrigin = nil
                frame.secondNamePending = false
            case .braces:
                if ["if", "guard", "while", "let", "var", "case"].contains(frame.statement ?? "") { frame.typeOrigin = nil }
            case .enumCase, .typeBrackets, .angles:
                break
            }
            frames[top] = frame
            elementStart = frame.kind != .braces
            return true
        case UInt8(ascii: ":"):
            // `Module::name` selects a module: a grammar of its own.
            if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: ":")) { return false }
            if frame.ternaries > 0 {
                frame.ternaries -= 1
                frame.typeOrigin = nil
            } else {
                switch frame.kind {
                case .call, .interpolation, .square, .enumCase, .typeBrackets, .angles:
                    break
                case .parameters:
                    frame.typeOrigin = .annotation
                case .parentheses:
                    // A closure's parameters: `{ (item: Item) in`; otherwise a tuple's label.
                    if frame.openedAfterBrace { frame.typeOrigin = .annotation }
                case .braces:
                    if frame.statement == "case" || frame.statement == "default" {
                        // A switch case's label ends; its statements follow.
                        frame.startStatement()
                        statementStart = true
                    } else {
                        frame.typeOrigin = .annotation
                    }
                }
            }
            frames[top] = frame
            return true
        case UInt8(ascii: ";"):
            guard frame.kind == .braces else { return false }
            frame.startStatement()
            frames[top] = frame
            statementStart = true
            return true
        case UInt8(ascii: "="):
            if frame.kind == .braces, frame.statement == "typealias" || frame.statement == "associatedtype" {
                frame.typeOrigin = .other
            } else {
                frame.typeOrigin = nil
                if frame.statement == "var" { frame.sawAssignment = true }
            }
            frame.accessorSlot = false
            frames[top] = frame
            return true
        case UInt8(ascii: "?"):
            // With a space before it, `?` is a ternary's: its `:` comes later.
            if index > 0, tokens[index - 1].kind == .trivia || tokens[index - 1].kind == .newline {
                if frame.typeOrigin == .cast { frame.typeOrigin = nil }
                frame.ternaries += 1
            }
            frames[top] = frame
            return true
        case UInt8(ascii: "\\"):
            // A key path's root is a type: `\Item.name`; a lowercase one needs the parser.
            if index + 1 < tokens.count, tokens[index + 1].kind == .word, !isCapitalized(index + 1) { return false }
            clearAccessorSlot(top)
            return true
        default:
            clearAccessorSlot(top)
            return true
        }
    }

    private func crossesLine(from start: Int, to end: Int) -> Bool {
        tokens[(start + 1)..<end].contains { $0.kind == .newline }
    }

    private func previousSignificant(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            switch tokens[candidate].kind {
            case .trivia, .newline, .comment: candidate -= 1
            default: return candidate
            }
        }
        return nil
    }

    private mutating func operatorToken(_ index: Int, top: Int) -> Bool {
        kinds[index] = .operator
        clearAccessorSlot(top)
        let run = bytes[tokens[index].range]
        let spacedBefore = index > 0 && (tokens[index - 1].kind == .trivia || tokens[index - 1].kind == .newline)
        let spacedAfter = index + 1 < tokens.count && (tokens[index + 1].kind == .trivia || tokens[index + 1].kind == .newline)
        // An operator with an operand missing (`... a ...`, `f(x: ...)`) is an error the parser
        // recovers from in its own way.
        if frames[top].kind != .angles || !run.allSatisfy({ $0 == UInt8(ascii: ">") }) {
            let hasLeft = previous.map { hasLeftOperand($0, before: index) } ?? false
            let following = next(after: index)
            let hasRight =
                following.map { !$0.crossesLine && !isClosing(tokens[$0.index].kind) } ?? false
            if !hasLeft && !hasRight { return false }
            if spacedBefore, spacedAfter, !(hasLeft && hasRight) { return false }
        }
        // `Name<` opens generic arguments (or parameters).
        if !spacedBefore, run.elementsEqual("<".utf8), let previous, tokens[previous].kind == .word,
            kinds[previous] == .identifier || kinds[previous] == .type || text(previous) == "init"
        {
            frames.append(Frame(kind: .angles, typeOrigin: .other))
            elementStart = true
            return true
        }
        if frames[top].kind == .angles {
            guard run.allSatisfy({ $0 == UInt8(ascii: ">") }) else {
                return !run.contains(UInt8(ascii: ">")) && !run.contains(UInt8(ascii: "<"))
            }
            for _ in run {
                guard frames.count > 1, frames[frames.count - 1].kind == .angles else { return false }
                frames.removeLast()
            }
            closedAngles.insert(index)
            return true
        }
        // A cast's type ends at a binary operator (`x as? Int ?? 0`), except a composition's `&`.
        if frames[top].typeOrigin == .cast, spacedBefore, spacedAfter, !run.elementsEqual("&".utf8) {
            frames[top].typeOrigin = nil
        }
        return true
    }

    /// Whether the token at `previous` can be an operator's left operand.
    private func hasLeftOperand(_ previous: Int, before index: Int) -> Bool {
        switch tokens[previous].kind {
        case .punctuation(let byte):
            return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
                || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
        case .word:
            return kinds[previous] != .keyword || ["self", "super", "true", "false", "nil", "Self", "Any"].contains(text(previous))
        case .operator, .arrow, .attribute, .pound, .interpolationOpen: return false
        default: return true
        }
    }

    private func isClosing(_ kind: SwiftToken.Kind) -> Bool {
        switch kind {
        case .punctuation(let byte):
            return [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ":")]
                .contains(byte)
        case .interpolationClose: return true
        default: return false
        }
    }

    // MARK: Lines

    /// A line break ends a type that is complete, and starts a statement unless the line
    /// before continues into the next.
    private mutating func newline(_ index: Int) {
        let top = frames.count - 1
        guard frames[top].kind == .braces, let previous else { return }
        let following = next(after: index)
        let followingKind = following.map { tokens[$0.index].kind }
        var frame = frames[top]
        defer { frames[top] = frame }
        if frame.inType {
            let endsType: Bool
            switch tokens[previous].kind {
            case .word, .backticked: endsType = true
            case .punctuation(let byte):
                endsType = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            case .operator: endsType = closedAngles.contains(previous)
            default: endsType = false
            }
            let continues =
                isWord(following?.index, in: ["where", "throws", "rethrows", "async"])
                || followingKind == .arrow || followingKind == .punctuation(UInt8(ascii: ","))
                || followingKind == .punctuation(UInt8(ascii: ".")) || followingKind == .operator
            if endsType, !continues { frame.typeOrigin = nil }
        }
        let lineContinues: Bool
        switch tokens[previous].kind {
        case .punctuation(let byte):
            lineContinues = [
                UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: "."),
            ]
            .contains(byte)
        case .operator: lineContinues = !closedAngles.contains(previous)
        case .arrow: lineContinues = true
        default: lineContinues = false
        }
        guard !lineContinues, let followingKind else { return }
        switch followingKind {
        case .word, .attribute, .pound, .backticked, .dollar:
            frame.startStatement()
            statementStart = true
        default:
            break
        }
    }
}
