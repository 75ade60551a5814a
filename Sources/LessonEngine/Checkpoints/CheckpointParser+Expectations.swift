import Diagnostics
import LessonProtocol

/// `see …` steps: what a checkpoint expects the screen to show, optionally named `as NAME`.
extension CheckpointParser {
    /// The words that may follow `see`, for "did you mean" help.
    static let seeWords = ["no", "sheet", "body", "alert", "dialog", "navigation", "tab", "back", "request"]

    static func parseExpectation(_ rest: inout Cursor, text: String, location: SourceLocation) throws -> ExpectationStep {
        let context = rest.context
        var name: String?
        // `as NAME` closes any expectation; take it off first so the rest parses alone.
        if rest.tokens.count >= 2, rest.tokens[rest.tokens.count - 2].kind == .word,
            rest.tokens[rest.tokens.count - 2].value == "as"
        {
            let nameToken = rest.tokens[rest.tokens.count - 1]
            guard nameToken.kind == .word, isSlug(nameToken.value) else {
                throw Diagnostic.error(
                    "an observation name is a slug (lowercase letters, digits and hyphens), not \(nameToken.display)",
                    at: context.location(nameToken.offset))
            }
            name = nameToken.value
            rest.tokens.removeLast(2)
        }
        func step(_ expectation: Expectation) throws -> ExpectationStep {
            try rest.expectEnd()
            return ExpectationStep(expectation: expectation, observationName: name, text: text, location: location)
        }

        let negated = rest.peekWord("no")
        if negated { rest.index += 1 }
        if rest.peekWord("sheet") {
            rest.index += 1
            if !negated, rest.peekWord("at") {
                rest.index += 1
                let (detent, span) = try detent(&rest)
                return try step(.sheetDetent(detent, written: span))
            }
            return try step(.sheet(!negated))
        }
        if let expectation = try navigationExpectation(&rest, negated: negated) { return try step(expectation) }
        if let expectation = try requestExpectation(&rest, negated: negated, text: text) { return try step(expectation) }
        if !negated, rest.peekWord("rows") {
            rest.index += 1
            let (rows, section) = try parseRows(&rest)
            return try step(.rows(rows, section: section))
        }
        if !negated, rest.peekWord("body") {
            rest.index += 1
            try rest.word("evaluated")
            let number = try rest.next(what: "a number")
            guard number.kind == .word, let count = Int(number.value), count >= 0 else {
                throw Diagnostic.error("expected a count after 'evaluated', found \(number.display)", at: context.location(number.offset))
            }
            let times = try rest.next(what: "'times'")
            guard times.kind == .word, times.value == "times" || times.value == "time" else {
                throw Diagnostic.error("expected 'times' after the count, found \(times.display)", at: context.location(times.offset))
            }
            return try step(.bodyEvaluations(count, number: context.span(number.offset, number.end)))
        }
        let position = rest.ordinal()
        let targetStart = rest.index
        var locator: Locator
        if let kind = rest.kind() {
            locator = .kind(kind)
        } else {
            let target = try rest.next(what: "a quoted text, a #identifier, an element kind, 'sheet' or 'body evaluated N times'")
            switch target.kind {
            case .string: locator = .label(target.value)
            case .identifier: locator = .identifier(target.value)
            case .word:
                var message =
                    "expected a quoted text, a #identifier or an element kind (slider, toggle, …) after 'see', found '\(target.value)'"
                let suggestion =
                    Suggestions.closest(to: target.value, in: seeWords) ?? closestKind(to: target.value)
                if let suggestion { message += "; did you mean '\(suggestion)'?" }
                throw Diagnostic.error(message, at: context.location(target.offset))
            }
        }
        // The element as written: its last token is what an unexpected word follows.
        let target = rest.tokens[rest.index - 1]
        let isPlainText = rest.index - targetStart == 1 && target.kind == .string && position == nil
        if let position { locator = .nth(position, locator) }
        if negated { return try step(.absent(locator)) }
        guard rest.index < rest.tokens.count else {
            if isPlainText { return try step(.text(literal(target, context))) }
            return try step(.exists(locator))
        }
        let next = rest.tokens[rest.index]
        switch (next.kind, next.value) {
        case (.word, "focused"):
            rest.index += 1
            return try step(.focused(locator))
        case (.word, "at"):
            rest.index += 1
            let axisToken = try rest.next(what: "'x' or 'y'")
            guard axisToken.kind == .word, let axis = ScreenAxis(rawValue: axisToken.value) else {
                throw Diagnostic.error("expected 'x' or 'y' after 'at', found \(axisToken.display)", at: context.location(axisToken.offset))
            }
            let number = try rest.next(what: "a number of points")
            guard number.kind == .word, let points = Double(number.value) else {
                throw Diagnostic.error(
                    "expected a number of points after '\(axis.rawValue)', found \(number.display)", at: context.location(number.offset))
            }
            return try step(.position(locator, axis, points, written: number.value, number: context.span(number.offset, number.end)))
        case (.word, "enabled"), (.word, "disabled"):
            rest.index += 1
            return try step(.enabled(locator, next.value == "enabled", word: context.span(next.offset, next.end)))
        case (.word, "value"):
            rest.index += 1
            let value = try rest.string(what: "the expected value")
            return try step(.value(locator, literal(value, context)))
        case (.string, _) where target.kind == .identifier && position == nil:
            rest.index += 1
            return try step(.reads(identifier: target.value, literal(next, context)))
        default:
            var message = "unexpected \(next.display) after \(target.kind == .word ? "'\(locator)'" : target.display)"
            if next.kind == .word,
                let suggestion = Suggestions.closest(to: next.value, in: ["enabled", "disabled", "value", "focused", "at", "as"])
            {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic.error(message, at: context.location(next.offset))
        }
    }
}
