import Diagnostics
import LessonProtocol

// Steps for gestures a finger makes on any view:
//   double tap "Photo"                 two quick taps: `.onTapGesture(count: 2)` runs
//   drag "Card" left                   touch, move 200 points to the left, lift
//   drag #card up by 80                the same, 80 points up (`by N points` reads too)
//   pinch "Photo" to 2                 spread two fingers until it is twice the size (0.5: pinch in)
//   rotate "Dial" by 90 degrees        turn two fingers a quarter turn clockwise (-90: anticlockwise)
extension CheckpointParser {
    /// How far a drag moves when the step names no distance: most of a phone's width, as a swipe.
    static let defaultDragDistance = 200.0

    static let dragDirections: [String: (x: Double, y: Double)] = ["left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)]

    static func gestureAction(_ verb: Verb, _ rest: inout Cursor) throws -> [Action] {
        let context = rest.context
        switch verb {
        case .double:
            try rest.word("tap")
            let locator = try rest.locator()
            return [.tap(locator), .tap(locator)]
        case .drag:
            // `drag sheet to large` moves a sheet's grabber (CheckpointParser+PagesAndSheets.swift).
            if rest.peekWord("sheet") {
                rest.index += 1
                return [try sheetDrag(&rest)]
            }
            let locator = try rest.locator()
            let direction = try rest.next(what: "a direction (left, right, up or down)")
            guard direction.kind == .word, let unit = dragDirections[direction.value] else {
                var message = "expected a direction (left, right, up or down) after the element, found \(direction.display)"
                if direction.kind == .word,
                    let suggestion = Suggestions.closest(to: direction.value, in: Array(dragDirections.keys).sorted())
                {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw Diagnostic.error(message, at: context.location(direction.offset))
            }
            var distance = defaultDragDistance
            if rest.peekWord("by") {
                rest.index += 1
                let number = try rest.next(what: "a distance in points")
                guard number.kind == .word, let value = Double(number.value), value > 0, value.isFinite else {
                    throw Diagnostic.error(
                        "expected a distance in points after 'by', found \(number.display)",
                        at: context.location(number.offset))
                }
                distance = value
                if rest.peekWord("points") || rest.peekWord("point") { rest.index += 1 }
            }
            return [.drag(locator, x: unit.x * distance, y: unit.y * distance)]
        case .pinch:
            let locator = try rest.locator()
            try rest.word("to")
            let number = try rest.next(what: "a scale (2 spreads to twice the size, 0.5 pinches to half)")
            guard number.kind == .word, let scale = Double(number.value), scale > 0, scale.isFinite else {
                throw Diagnostic.error("expected a scale above 0 after 'to', found \(number.display)", at: context.location(number.offset))
            }
            return [.pinch(locator, scale: scale)]
        case .rotate:
            let locator = try rest.locator()
            try rest.word("by")
            let number = try rest.next(what: "an angle in degrees")
            guard number.kind == .word, let degrees = Double(number.value), degrees.isFinite else {
                throw Diagnostic.error(
                    "expected an angle in degrees after 'by', found \(number.display)", at: context.location(number.offset))
            }
            if rest.peekWord("degrees") || rest.peekWord("degree") { rest.index += 1 }
            return [.rotate(locator, degrees: degrees)]
        default:
            return []
        }
    }
}
