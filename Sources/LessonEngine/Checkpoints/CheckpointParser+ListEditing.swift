import Diagnostics
import LessonProtocol

// Steps for lists that edit, search, focus and time:
//   delete "Milk"                      swipe the row away (or its delete control in edit mode)
//   swipe "Milk" and tap "Flag"        open the row's swipe actions and tap one (`swipe left`: pages)
//   move "Eggs" above "Milk"           drag a row (`below` puts it after the other row)
//   long press "Milk"                  touch and hold: the context menu opens
//   search "Mi"                        type into the `.searchable` field ("" clears it)
//   submit "Email"                     press the keyboard's return key in a field
//   pull to refresh                    pull the list down
//   wait 1 second / wait 0.5 seconds   let the lesson's clock run
//   wait until idle                    let it run until every sleep and `.task` has finished
extension CheckpointParser {
    static func listEditingAction(_ verb: Verb, _ rest: inout Cursor) throws -> [Action] {
        let context = rest.context
        switch verb {
        case .delete:
            return [.deleteRow(try rest.locator())]
        case .swipe:
            // `swipe left` and `swipe "Welcome" left` turn pages (CheckpointParser+PagesAndSheets.swift).
            if let page = try pageSwipe(&rest) { return [page] }
            let row = try rest.locator()
            if let page = try pageSwipe(on: row, &rest) { return [page] }
            try rest.word("and")
            try rest.word("tap")
            let button = try rest.string(what: "the swipe action's label")
            return [.swipe(row: row, action: button.value)]
        case .move:
            let row = try rest.locator()
            let direction = try rest.next(what: "'above' or 'below'")
            guard direction.kind == .word, direction.value == "above" || direction.value == "below" else {
                var message = "expected 'above' or 'below' after the row, found \(direction.display)"
                if direction.kind == .word, let suggestion = Suggestions.closest(to: direction.value, in: ["above", "below"]) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw Diagnostic.error(message, at: context.location(direction.offset))
            }
            let target = try rest.locator()
            return [.moveRow(row, to: target, below: direction.value == "below")]
        case .long:
            try rest.word("press")
            return [.longPress(try rest.locator())]
        case .search:
            return [.search(try rest.string(what: "the text to search for").value)]
        case .submit:
            return [.submit(try rest.locator())]
        case .pull:
            try rest.word("to")
            try rest.word("refresh")
            return [.refresh]
        case .wait:
            if rest.peekWord("until") {
                rest.index += 1
                try rest.word("idle")
                return [.waitUntilIdle]
            }
            let number = try rest.next(what: "a number of seconds or 'until idle'")
            guard number.kind == .word, let seconds = Double(number.value), seconds >= 0, seconds.isFinite else {
                throw Diagnostic.error(
                    "expected a number of seconds or 'until idle' after 'wait', found \(number.display)",
                    at: context.location(number.offset))
            }
            let unit = try rest.next(what: "'seconds'")
            guard unit.kind == .word, ["second", "seconds"].contains(unit.value) else {
                var message = "expected 'seconds' after \(number.value), found \(unit.display)"
                if unit.kind == .word, ["ms", "milliseconds", "millisecond", "minutes", "minute"].contains(unit.value) {
                    message += "; write the time in seconds (0.5 seconds)"
                }
                throw Diagnostic.error(message, at: context.location(unit.offset))
            }
            return [.wait(seconds: seconds)]
        default:
            preconditionFailure("\(verb) is not a list editing verb")
        }
    }

    /// `"Milk", "Eggs"`: quoted row names separated by commas (a comma may stick to the name).
    static func parseRows(_ rest: inout Cursor) throws -> ([QuotedLiteral], String?) {
        var rows: [QuotedLiteral] = []
        let first = try rest.string(what: "a row's text")
        rows.append(literal(first, rest.context))
        while rest.index < rest.tokens.count {
            if rest.peekWord("in") {
                rest.index += 1
                let section = try rest.string(what: "the section's header")
                return (rows, section.value)
            }
            let separator = rest.tokens[rest.index]
            guard separator.kind == .word, separator.value == "," else {
                throw Diagnostic.error(
                    "expected ',' between rows (or 'in \"Section\"'), found \(separator.display)",
                    at: rest.context.location(separator.offset))
            }
            rest.index += 1
            let next = try rest.string(what: "a row's text")
            rows.append(literal(next, rest.context))
        }
        return (rows, nil)
    }
}
