internal import SwiftIDEUtils

/// Identifiers and keywords: what a word is depends on what stands around it.
extension LexicalClassifier {
    func text(_ index: Int) -> String {
        tokens[index].kind == .word ? words[index] : String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    func isPunctuation(_ index: Int?, _ byte: UInt8) -> Bool {
        guard let index else { return false }
        return tokens[index].kind == .punctuation(byte)
    }

    func isWord(_ index: Int?, in words: Set<String>) -> Bool {
        guard let index, tokens[index].kind == .word else { return false }
        return words.contains(text(index))
    }

    /// `isWord(_:in:)` for a handful of words written at the call: an array literal, which needs no
    /// hashing (a `Set` literal was built anew on every call, and this runs for most tokens).
    func isWord(_ index: Int?, among words: [String]) -> Bool {
        guard let index, tokens[index].kind == .word else { return false }
        return words.contains(self.words[index])
    }

    /// The next token that is not whitespace or a comment, and whether a line break comes first.
    func next(after index: Int) -> (index: Int, crossesLine: Bool)? {
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

    func isCapitalized(_ index: Int) -> Bool {
        let first = bytes[tokens[index].range.lowerBound]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether a declaration keyword is followed by what it declares: `struct Name {`,
    /// `typealias Name =`, `import Module`. Anything else is an error the parser recovers from
    /// in its own way.
    func declarationNameFollows(_ index: Int, _ text: String) -> Bool {
        let introducesType = ["struct", "enum", "protocol", "typealias", "associatedtype", "extension"].contains(text)
        guard introducesType || text == "import" || text == "let" || text == "var" else { return true }
        guard let name = next(after: index) else { return false }
        if text == "let" || text == "var" {
            switch tokens[name.index].kind {
            case .word: return !reservedWords[name.index]
            case .backticked, .punctuation(UInt8(ascii: "(")): return true
            default: return false
            }
        }
        guard !name.crossesLine, tokens[name.index].kind == .word, !reservedWords[name.index] else {
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
    func followsValueOnLine(_ index: Int) -> Bool {
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

    mutating func clearAccessorSlot(_ top: Int) {
        frames[top].accessorSlot = false
    }

    mutating func word(
        _ index: Int, top: Int, elementStart: Bool, statementStart: Bool, keepsStart: inout Bool
    ) -> Bool {
        let text = self.text(index)
        let following = next(after: index)
        let labelled = isPunctuation(following?.index, UInt8(ascii: ":"))
        let inType = frames[top].inType
        let capitalized = isCapitalized(index)
        let isReserved = reservedWords[index]
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
            if isWord(previous, among: ["let", "var", "func"]) { return false }
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

    mutating func reservedWord(
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
            isModifier = isWord(following?.index, among: ["func", "var", "let", "subscript", "init", "static", "final", "override"])
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
    func declarationFollows(_ index: Int, orClosureSignature: Bool) -> Bool {
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

    mutating func contextualWord(
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
            if isWord(previous, among: ["let", "var", "func", "case"]) || frame.inType || frame.kind == .square { return false }
            // `await` takes an expression on its line; `await break` is an error.
            guard let following, !following.crossesLine else { return false }
            if tokens[following.index].kind == .word, reservedWords[following.index],
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
    mutating func contextualIdentifier(
        _ index: Int, _ text: String, top: Int, following: (index: Int, crossesLine: Bool)?
    ) -> Bool {
        guard !frames[top].inType else { return false }
        clearAccessorSlot(top)
        kinds[index] = .identifier
        if isWord(previous, among: ["let", "var", "func"]) { return true }
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
}
