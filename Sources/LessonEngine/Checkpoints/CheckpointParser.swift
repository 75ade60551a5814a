import Diagnostics
import LessonProtocol

/// A quoted string in a checkpoint: its value (escapes resolved) and where its content sits
/// between the quotes.
public struct QuotedLiteral: Hashable, Sendable {
    public var value: String
    /// The content between the quotes as written (escapes unresolved).
    public var raw: String
    /// The bytes between the quotes, as written.
    public var span: SourceSpan
}

/// What one `see` line asks of the screen. Public so that exports of a checkpoint (the UI tests
/// a downloaded project carries) read the same parsed steps the engine checks.
public enum Expectation: Equatable, Sendable {
    /// `see "Quantity: 2"`: some element on the screen reads this (label or value).
    case text(QuotedLiteral)
    /// `see no "Saved"` / `see no #saveStatus`: nothing matches.
    case absent(Locator)
    /// `see #addTicket`: the element exists.
    case exists(Locator)
    /// `see #addTicket disabled` / `see "Reset" enabled`; the span covers the word.
    case enabled(Locator, Bool, word: SourceSpan)
    /// `see "Per person" value "$29.36"`.
    case value(Locator, QuotedLiteral)
    /// `see #saveStatus "Not saved"`: the element with that identifier reads exactly this.
    case reads(identifier: String, QuotedLiteral)
    /// `see sheet` / `see no sheet`.
    case sheet(Bool)
    /// `see sheet at medium`: the topmost sheet rests at this detent (the runtime's name for it,
    /// `fraction 0.3`, `height 250`); the span covers the detent as written.
    case sheetDetent(String, written: SourceSpan)
    /// `see body evaluated 3 times`; the span covers the number.
    case bodyEvaluations(Int, number: SourceSpan)
    /// `see alert`, `see alert "Delete contact?"`, `see no alert`; the same with `dialog`
    /// (role `.alert` or `.dialog`).
    case presented(ScreenNode.Role, title: QuotedLiteral?, Bool)
    /// `see navigation title "Contacts"`: the title of the navigation bar a person sees.
    case navigationTitle(QuotedLiteral)
    /// `see tab "Settings" selected`.
    case selectedTab(Locator)
    /// `see back button "Contacts"`: the visible navigation bar's back button reads this.
    case backButton(QuotedLiteral)
    /// `see rows "Milk", "Eggs"`: the first list's rows read these, in this order, and no others;
    /// `… in "Groceries"`: the rows of the section with that header.
    case rows([QuotedLiteral], section: String?)
    /// `see "Email" focused`: the field has keyboard focus.
    case focused(Locator)
    /// `see "Row 5" at y 236` / `… at x 200`: where the element's frame starts on the screen, in
    /// points (XCUITest's `frame.minX`/`minY`, `GeometryProxy.frame(in: .global)`); the span covers the number.
    case position(Locator, ScreenAxis, Double, written: String, number: SourceSpan)
    /// `see request POST "https://…" body {…}`: the step above made this request (with this JSON
    /// body); `see no request` / `see no request GET "…"`: it made none (not this one).
    case request(method: String?, url: QuotedLiteral?, body: String?, made: Bool)
}

public struct ExpectationStep: Equatable, Sendable {
    public var expectation: Expectation
    /// `as NAME`: the observation is kept under this name for prose links.
    public var observationName: String?
    /// The line as written, without its comment.
    public var text: String
    public var location: SourceLocation
}

public struct ActionStep: Equatable, Sendable {
    /// `tap "Add one" 2 times` is one step of two actions; the screen is shown after the last.
    public var actions: [Action]
    public var text: String
    public var location: SourceLocation
}

public enum CheckpointStep: Equatable, Sendable {
    case action(ActionStep)
    case expectation(ExpectationStep)

    public var location: SourceLocation {
        switch self {
        case .action(let step): return step.location
        case .expectation(let step): return step.location
        }
    }
}

/// A checkpoint block, parsed: its steps in order.
public struct Checkpoint: Equatable, Sendable {
    public var steps: [CheckpointStep]
    public var location: SourceLocation
    /// The phone settings it runs under (its fence's `appearance=`, `dynamic-type=`, `layout-direction=`).
    public var conditions = DeviceConditions()

    /// Every action in order, as the lesson process receives them.
    public var actions: [Action] {
        steps.flatMap { step -> [Action] in
            if case .action(let action) = step { return action.actions }
            return []
        }
    }
}

/// Parses the checkpoint language of docs/authoring.md: one step a line, `//` comments,
/// quoted labels with `\"` escapes, `#identifiers`. Errors are collected, not thrown, so an
/// author sees every bad line of a checkpoint at once.
enum CheckpointParser {
    /// The word a step starts with. Each verb is listed here once; `parseStep` hands it to the
    /// family that parses the rest (navigation, list editing, …).
    enum Verb: String, CaseIterable {
        case tap, type, toggle, pick, increment, decrement, set, dismiss, see
        /// Ends the app's process and launches it again (`Action.relaunch`).
        case relaunch
        // CheckpointParser+Navigation.swift
        case go, select
        // CheckpointParser+ListEditing.swift
        case delete, swipe, move, long, search, submit, pull, wait
        // CheckpointParser+Gestures.swift
        case double, drag, pinch, rotate
        // CheckpointParser+Device.swift
        case scroll, send, bring
    }

    static let verbs = Verb.allCases.map(\.rawValue)

    /// - Parameter location: the first content line of the block. Its column, when given, is the
    ///   column at which the block's lines start in the file (a block indented in a list item).
    static func parse(_ code: String, at location: SourceLocation, lineColumns: [Int]? = nil) -> (Checkpoint, [Diagnostic]) {
        var steps: [CheckpointStep] = []
        var diagnostics: [Diagnostic] = []
        let block = SourceFile(path: location.file, text: code)
        for index in 0..<block.lineCount {
            let line = String(decoding: block.line(index + 1) ?? [], as: UTF8.self)
            let baseColumn = lineColumns.flatMap { index < $0.count ? $0[index] : nil } ?? location.column ?? 1
            let context = LineContext(file: location.file, line: location.line + index, baseColumn: baseColumn)
            do {
                let tokens = try tokenize(line, context)
                guard !tokens.isEmpty else { continue }
                let text = String(decoding: Array(line.utf8)[tokens.first!.offset..<tokens.last!.end], as: UTF8.self)
                if let step = try parseStep(tokens, text: text, context) { steps.append(step) }
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(.error("\(error)", at: context.location(0)))
            }
        }
        return (Checkpoint(steps: steps, location: location), diagnostics)
    }

    // MARK: - Tokens

    struct LineContext {
        var file: String
        var line: Int
        var baseColumn: Int
        func location(_ offset: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: baseColumn + offset) }
        func span(_ start: Int, _ end: Int) -> SourceSpan {
            SourceSpan(file: file, line: line, startColumn: baseColumn + start, endColumn: baseColumn + end)
        }
    }

    struct Token {
        enum Kind { case word, string, identifier }
        var kind: Kind
        /// The word, the string's value with escapes resolved, or the identifier without `#`.
        var value: String
        /// UTF-8 offsets in the line: the whole token, and for strings the content between quotes.
        var offset: Int
        var end: Int
        var contentStart: Int
        var contentEnd: Int
        var raw: String = ""

        var display: String {
            switch kind {
            case .word: return "'\(value)'"
            case .string: return "\"\(value)\""
            case .identifier: return "#\(value)"
            }
        }
    }

    static func tokenize(_ line: String, _ context: LineContext) throws -> [Token] {
        let bytes = Array(line.utf8)
        var tokens: [Token] = []
        var i = 0
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
        while i < bytes.count {
            let b = bytes[i]
            if isSpace(b) {
                i += 1
                continue
            }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") { break }
            if b == UInt8(ascii: "\"") {
                var value: [UInt8] = []
                var j = i + 1
                var closed = false
                while j < bytes.count {
                    let c = bytes[j]
                    if c == UInt8(ascii: "\\"), j + 1 < bytes.count {
                        let next = bytes[j + 1]
                        switch next {
                        case UInt8(ascii: "n"): value.append(0x0A)
                        case UInt8(ascii: "t"): value.append(0x09)
                        default: value.append(next)
                        }
                        j += 2
                        continue
                    }
                    if c == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                    value.append(c)
                    j += 1
                }
                guard closed else {
                    throw Diagnostic.error("unterminated string; add a closing '\"'", at: context.location(i))
                }
                tokens.append(
                    Token(
                        kind: .string, value: String(decoding: value, as: UTF8.self),
                        offset: i, end: j + 1, contentStart: i + 1, contentEnd: j,
                        raw: String(decoding: bytes[(i + 1)..<j], as: UTF8.self)))
                i = j + 1
                continue
            }
            var j = i
            while j < bytes.count, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: "\"") { j += 1 }
            let word = String(decoding: bytes[i..<j], as: UTF8.self)
            if word.hasPrefix("#") {
                let id = String(word.dropFirst())
                guard !id.isEmpty else { throw Diagnostic.error("expected an identifier after '#'", at: context.location(i)) }
                tokens.append(Token(kind: .identifier, value: id, offset: i, end: j, contentStart: i + 1, contentEnd: j))
            } else {
                tokens.append(Token(kind: .word, value: word, offset: i, end: j, contentStart: i, contentEnd: j))
            }
            i = j
        }
        return tokens
    }

    // MARK: - Steps

    static func parseStep(_ tokens: [Token], text: String, _ context: LineContext) throws -> CheckpointStep? {
        let verb = tokens[0]
        let location = context.location(verb.offset)
        guard verb.kind == .word else {
            throw Diagnostic.error("a step starts with a verb (\(verbs.joined(separator: ", "))), not \(verb.display)", at: location)
        }
        var rest = Cursor(tokens: Array(tokens.dropFirst()), context: context, after: verb)

        func action(_ actions: [Action]) throws -> CheckpointStep {
            try rest.expectEnd()
            return .action(ActionStep(actions: actions, text: text, location: location))
        }

        guard let known = Verb(rawValue: verb.value) else {
            var message = "unknown step '\(verb.value)'"
            if let suggestion = Suggestions.closest(to: verb.value, in: verbs) { message += "; did you mean '\(suggestion)'?" }
            throw Diagnostic.error(message, at: location, notes: ["a step is one of: \(verbs.joined(separator: ", "))"])
        }

        switch known {
        case .tap:
            let locator = try rest.locator()
            let times = try rest.times()
            return try action(Array(repeating: .tap(locator), count: times))
        case .type:
            let value = try rest.string(what: "the text to type")
            try rest.word("into")
            let locator = try rest.locator()
            return try action([.type(text: value.value, into: locator)])
        case .toggle:
            return try action([.toggle(try rest.locator())])
        case .pick:
            let option = try rest.string(what: "the option to pick")
            try rest.word("in")
            let locator = try rest.locator()
            return try action([.pick(option: option.value, in: locator)])
        case .increment, .decrement:
            let locator = try rest.locator()
            let times = try rest.times()
            let single: Action = known == .increment ? .increment(locator) : .decrement(locator)
            return try action(Array(repeating: single, count: times))
        case .set:
            let locator = try rest.locator()
            try rest.word("to")
            let number = try rest.next(what: "a number")
            guard number.kind == .word, let value = Double(number.value) else {
                throw Diagnostic.error("expected a number after 'to', found \(number.display)", at: context.location(number.offset))
            }
            return try action([.setSlider(value: value, locator)])
        case .dismiss:
            try rest.word("sheet")
            return try action([.dismissSheet])
        case .see:
            return .expectation(try parseExpectation(&rest, text: text, location: location))
        case .relaunch:
            return try action([.relaunch])
        case .go, .select:
            return try action([try navigationAction(known, &rest)])
        case .delete, .swipe, .move, .long, .search, .submit, .pull, .wait:
            return try action(try listEditingAction(known, &rest))
        case .double, .drag, .pinch, .rotate:
            return try action(try gestureAction(known, &rest))
        case .scroll, .send, .bring:
            return try action([try deviceAction(known, &rest)])
        }
    }

    /// `1st`, `2nd`, `3rd`, `4th`, … as written before an element; nil for any other word.
    static func ordinal(_ word: String) -> Int? {
        guard let n = Int(word.prefix { $0.isNumber }), n >= 1, Locator.ordinal(n) == word else { return nil }
        return n
    }

    /// The kind a mistyped word most likely meant ("sldier" → "slider"); only a kind's first word
    /// is compared, so "text" suggests "text field".
    static func closestKind(to word: String) -> String? {
        let firstWords = ElementKind.allCases.map { String($0.words[0]) }
        guard let first = Suggestions.closest(to: word, in: firstWords) else { return nil }
        return ElementKind.allCases.first { $0.words[0] == first }?.rawValue
    }

    static func literal(_ token: Token, _ context: LineContext) -> QuotedLiteral {
        QuotedLiteral(value: token.value, raw: token.raw, span: context.span(token.contentStart, token.contentEnd))
    }

    /// Walks the tokens after the verb, producing located errors that name what was expected.
    struct Cursor {
        var tokens: [Token]
        var context: LineContext
        var after: Token
        var index = 0

        init(tokens: [Token], context: LineContext, after: Token) {
            self.tokens = tokens
            self.context = context
            self.after = after
        }

        mutating func next(what: String) throws -> Token {
            guard index < tokens.count else {
                let previous = index > 0 ? tokens[index - 1] : after
                throw Diagnostic.error(
                    "expected \(what) after \(previous.display)",
                    at: context.location(previous.end))
            }
            defer { index += 1 }
            return tokens[index]
        }

        func peekWord(_ word: String) -> Bool {
            index < tokens.count && tokens[index].kind == .word && tokens[index].value == word
        }

        mutating func word(_ word: String) throws {
            let token = try next(what: "'\(word)'")
            guard token.kind == .word, token.value == word else {
                var message = "expected '\(word)', found \(token.display)"
                if token.kind == .word, Suggestions.editDistance(token.value, word) <= 2 { message += "; did you mean '\(word)'?" }
                throw Diagnostic.error(message, at: context.location(token.offset))
            }
        }

        mutating func string(what: String) throws -> Token {
            let token = try next(what: "\(what) in quotes")
            guard token.kind == .string else {
                throw Diagnostic.error("expected \(what) in quotes, found \(token.display)", at: context.location(token.offset))
            }
            return token
        }

        mutating func locator() throws -> Locator {
            if let n = ordinal() { return .nth(n, try locator()) }
            if let kind = kind() { return .kind(kind) }
            let token = try next(what: "an element (a quoted label, a #identifier or a kind such as slider)")
            switch token.kind {
            case .string: return .label(token.value)
            case .identifier: return .identifier(token.value)
            case .word:
                var message = "expected an element (a quoted label, a #identifier or a kind such as slider), found '\(token.value)'"
                if let suggestion = CheckpointParser.closestKind(to: token.value) { message += "; did you mean '\(suggestion)'?" }
                throw Diagnostic.error(message, at: context.location(token.offset))
            }
        }

        /// Every kind with its words, those of more words first (`text field` before `text`).
        /// Made once: sorting them for every element was a twentieth of a build with nothing to do.
        private static let kindsLongestFirst = ElementKind.allCases.sorted(by: { $0.words.count > $1.words.count }).map {
            ($0, $0.words)
        }

        /// An element named by its kind (`slider`, `text field`), when the next words spell one.
        mutating func kind() -> ElementKind? {
            for (kind, words) in Self.kindsLongestFirst {
                guard index + words.count <= tokens.count else { continue }
                let spelled = zip(words, tokens[index..<(index + words.count)]).allSatisfy { word, token in
                    token.kind == .word && token.value == word
                }
                if spelled {
                    index += words.count
                    return kind
                }
            }
            return nil
        }

        /// An optional `2nd` before an element: which of several reading the same.
        mutating func ordinal() -> Int? {
            guard index < tokens.count, tokens[index].kind == .word, let n = CheckpointParser.ordinal(tokens[index].value) else {
                return nil
            }
            index += 1
            return n
        }

        /// An optional `N times` (or `N time`) suffix.
        mutating func times() throws -> Int {
            guard index < tokens.count else { return 1 }
            let number = tokens[index]
            guard number.kind == .word, let count = Int(number.value) else { return 1 }
            index += 1
            guard count >= 1 else { throw Diagnostic.error("a step repeats at least once", at: context.location(number.offset)) }
            let word = try next(what: "'times'")
            guard word.kind == .word, word.value == "times" || word.value == "time" else {
                throw Diagnostic.error("expected 'times' after \(count), found \(word.display)", at: context.location(word.offset))
            }
            return count
        }

        func expectEnd() throws {
            guard index < tokens.count else { return }
            let token = tokens[index]
            throw Diagnostic.error("unexpected \(token.display) at the end of the step", at: context.location(token.offset))
        }
    }
}

/// Splits on "\n" (bytes, so "\r\n" splits too), dropping a trailing "\r", keeping empty lines so
/// indices stay line numbers. A final newline does not start another line.
func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
        if byte == 0x0A {
            if current.last == 0x0D { current.removeLast() }
            lines.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        } else {
            current.append(byte)
        }
    }
    if !current.isEmpty {
        if current.last == 0x0D { current.removeLast() }
        lines.append(String(decoding: current, as: UTF8.self))
    }
    return lines
}
