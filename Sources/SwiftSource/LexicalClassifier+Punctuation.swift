internal import SwiftIDEUtils

/// Brackets, punctuation, operators and line breaks: what they open, close and end.
extension LexicalClassifier {
    /// Whether the token at `index` ends an expression, so that `(` after it is a call.
    func endsValue(_ index: Int) -> Bool {
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

    mutating func punctuation(_ byte: UInt8, _ index: Int, top: Int, keepsStart: inout Bool) -> Bool {
        var frame = frames[top]
        let afterBrace = isPunctuation(previous, UInt8(ascii: "{"))
        switch byte {
        case UInt8(ascii: "("):
            // `var name(…)` is an error the parser recovers from in its own way.
            if let previous, let before = previousSignificant(before: previous), tokens[previous].kind == .word,
                kinds[previous] == .identifier, isWord(before, among: ["let", "var"])
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
                    && (isWord(self.previousSignificant(before: previous), among: ["case"])
                        || isPunctuation(self.previousSignificant(before: previous), UInt8(ascii: ",")))
                child =
                    frame.kind == .braces && frame.statement == "case" && afterCaseName
                    ? Frame(kind: .enumCase, typeOrigin: .other) : Frame(kind: .call)
            } else {
                var parentheses = Frame(kind: .parentheses)
                parentheses.openedAfterBrace = afterBrace
                parentheses.isDetail = isWord(previous, among: ["private", "fileprivate", "internal", "public", "package", "open"])
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
            if isWord(previous, among: ["let", "var", "func", "class", "struct", "enum", "protocol", "extension", "typealias", "case"]) {
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

    func crossesLine(from start: Int, to end: Int) -> Bool {
        tokens[(start + 1)..<end].contains { $0.kind == .newline }
    }

    func previousSignificant(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            switch tokens[candidate].kind {
            case .trivia, .newline, .comment: candidate -= 1
            default: return candidate
            }
        }
        return nil
    }

    mutating func operatorToken(_ index: Int, top: Int) -> Bool {
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
    func hasLeftOperand(_ previous: Int, before index: Int) -> Bool {
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

    func isClosing(_ kind: SwiftToken.Kind) -> Bool {
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
    mutating func newline(_ index: Int) {
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
                isWord(following?.index, among: ["where", "throws", "rethrows", "async"])
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
