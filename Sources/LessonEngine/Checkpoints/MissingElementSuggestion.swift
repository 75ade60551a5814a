import Diagnostics
import LessonProtocol

/// "Did you mean …?" for a step whose element is not on the screen: the label on the screen closest
/// to the one the step names. A label that differs only in case ("Mark as read" for "Mark as Read")
/// is the likeliest slip of all — labels match exactly, as XCUITest's do, so it is never found.
enum MissingElementSuggestion {
    static func suggestion(for action: Action, failure: String, screen: ScreenNode) -> String? {
        guard failure.hasPrefix("No element matches"), case .label(let wanted)? = action.targetLocator?.base else { return nil }
        // Only what a person can reach is suggested: not a button beneath a sheet or an alert.
        let labels = Set(screen.reachableScope.allLabels).subtracting([wanted]).sorted()
        return Suggestions.closest(to: wanted, in: labels).map { "Did you mean \"\($0)\"?" }
    }
}

extension Action {
    /// The element a step acts on, when it names one.
    var targetLocator: Locator? {
        switch self {
        case .tap(let locator), .toggle(let locator), .increment(let locator), .decrement(let locator),
            .selectTab(let locator), .deleteRow(let locator), .submit(let locator), .longPress(let locator),
            .drag(let locator, _, _), .scroll(let locator), .pinch(let locator, _), .rotate(let locator, _):
            return locator
        case .type(_, let locator), .pick(_, let locator), .setSlider(_, let locator), .swipe(let locator, _),
            .moveRow(let locator, _, _):
            return locator
        case .swipePage(let locator, _):
            return locator
        case .dragSheet, .dismissSheet, .goBack, .search, .refresh, .wait, .waitUntilIdle, .relaunch, .sendToBackground, .bringToForeground:
            return nil
        }
    }
}

extension ScreenNode {
    /// Every label on the screen, in reading order.
    var allLabels: [String] {
        (label.map { [$0] } ?? []) + children.flatMap(\.allLabels)
    }
}
