import Diagnostics
import LessonProtocol

// Steps for swiped pages and sheets dragged between detents:
//   swipe left / swipe right           swipe the page-style TabView on screen to its next / previous page
//   swipe "Welcome" left               the same for the page view holding that element
//   drag sheet to large                drag the topmost sheet's grabber to one of its detents
//                                      (medium, large, fraction 0.3, height 250)
//   drag sheet up / drag sheet down    to its next larger / smaller detent (down from the smallest dismisses)
//   see sheet at medium                the topmost sheet rests at this detent
extension CheckpointParser {
    static let swipeDirections = SwipeDirection.allCases.map(\.rawValue)

    /// After `swipe`: a direction (`swipe left`), or nil when the step names a row instead.
    static func pageSwipe(_ rest: inout Cursor) throws -> Action? {
        guard rest.index < rest.tokens.count, rest.tokens[rest.index].kind == .word else { return nil }
        let word = rest.tokens[rest.index]
        if CheckpointParser.ordinal(word.value) != nil { return nil }
        rest.index += 1
        return .swipePage(on: nil, direction: try swipeDirection(word, rest.context, after: "'swipe'"))
    }

    /// After `swipe "X"`: `left` or `right` swipes the page view holding X; nil when anything else
    /// follows (`and tap "…"`, a row's swipe action).
    static func pageSwipe(on locator: Locator, _ rest: inout Cursor) throws -> Action? {
        guard rest.index < rest.tokens.count else { return nil }
        let word = rest.tokens[rest.index]
        guard word.kind == .word, ["left", "right", "up", "down"].contains(word.value) else { return nil }
        rest.index += 1
        return .swipePage(on: locator, direction: try swipeDirection(word, rest.context, after: "the element"))
    }

    private static func swipeDirection(_ word: Token, _ context: LineContext, after: String) throws -> SwipeDirection {
        if let direction = SwipeDirection(rawValue: word.value) { return direction }
        if word.value == "up" || word.value == "down" {
            throw Diagnostic.error(
                "a swipe turns pages left or right, not \(word.value); to bring an element into sight write 'scroll to \"…\"', "
                    + "to move a sheet 'drag sheet \(word.value)', to move a finger on a view 'drag \"…\" \(word.value)'",
                at: context.location(word.offset))
        }
        var message = "expected 'left', 'right' or an element (a quoted label or a #identifier) after \(after), found \(word.display)"
        if let suggestion = Suggestions.closest(to: word.value, in: swipeDirections) { message += "; did you mean '\(suggestion)'?" }
        throw Diagnostic.error(message, at: context.location(word.offset))
    }

    /// After `drag sheet`: `to DETENT`, `up` or `down`.
    static func sheetDrag(_ rest: inout Cursor) throws -> Action {
        let context = rest.context
        let word = try rest.next(what: "'to', 'up' or 'down'")
        switch (word.kind, word.value) {
        case (.word, "up"): return .dragSheet(.up)
        case (.word, "down"): return .dragSheet(.down)
        case (.word, "to"): return .dragSheet(.to(try detent(&rest).name))
        default:
            var message = "expected 'to', 'up' or 'down' after 'drag sheet', found \(word.display)"
            if word.kind == .word, let suggestion = Suggestions.closest(to: word.value, in: ["to", "up", "down"]) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic.error(message, at: context.location(word.offset))
        }
    }

    static let detentWords = ["medium", "large", "fraction", "height"]

    /// A detent as SwiftUI names it: `medium`, `large`, `fraction 0.3`, `height 250` (`points` may follow).
    static func detent(_ rest: inout Cursor) throws -> (name: String, span: SourceSpan) {
        let context = rest.context
        let word = try rest.next(what: "a detent (medium, large, fraction N or height N)")
        guard word.kind == .word, detentWords.contains(word.value) else {
            var message = "expected a detent (medium, large, fraction N or height N), found \(word.display)"
            if word.kind == .word, let suggestion = Suggestions.closest(to: word.value, in: detentWords) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic.error(message, at: context.location(word.offset))
        }
        if word.value == "medium" || word.value == "large" { return (word.value, context.span(word.offset, word.end)) }
        let number = try rest.next(what: word.value == "fraction" ? "a fraction of the screen's height" : "a height in points")
        let valid: (Double) -> Bool = word.value == "fraction" ? { $0 > 0 && $0 <= 1 } : { $0 > 0 && $0.isFinite }
        guard number.kind == .word, let value = Double(number.value), valid(value) else {
            let what = word.value == "fraction" ? "a fraction above 0 and at most 1" : "a height in points above 0"
            throw Diagnostic.error("expected \(what) after '\(word.value)', found \(number.display)", at: context.location(number.offset))
        }
        // The span is the detent's own words, which `--update` may rewrite; a `points` after it stays.
        let span = context.span(word.offset, number.end)
        if word.value == "height", rest.peekWord("points") || rest.peekWord("point") { rest.index += 1 }
        return ("\(word.value) \(number.value)", span)
    }
}
