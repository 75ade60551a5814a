import Diagnostics
import LessonEngine
import LessonProtocol

/// What a `see` line checks, as XCUITest reads the screen: by the same label or identifier, on
/// the kind of element the lesson engine observed there. `screen` is the screen the engine checked
/// the line against; `lastSheet` a text the most recent sheet showed, for `see no sheet`.
struct ExpectationTranslation {
    var screen: ScreenNode?
    var lastSheetText: String?

    func translate(_ expectation: Expectation) -> Translation {
        func element(_ locator: Locator) -> ElementQuery { .locate(locator, on: screen) }
        func holds(_ condition: String) -> Translation { .condition(condition) }
        switch expectation {
        case .text(let literal):
            return holds("showsText(\(swiftStringLiteral(literal.value)), in: app)")
        case .absent(let locator):
            if case .kind(let kind) = locator.base {
                // Nothing of the kind was observed, so the query is the kind's own.
                return holds("!app.\(ElementQuery.defaultQueryName(for: kind))\(ElementQuery.select(locator)).exists")
            }
            return holds("!app.descendants(matching: .any)\(ElementQuery.select(locator)).exists")
        case .exists(let locator):
            return holds("\(element(locator).expression).exists")
        case .enabled(let locator, let enabled, _):
            return holds((enabled ? "" : "!") + "\(element(locator).expression).isEnabled")
        case .value(let locator, let literal):
            let found = element(locator)
            return holds("valueMatches(\(found.expression), \(swiftStringLiteral(Self.xcuiValue(literal.value, of: found))))")
        case .reads(let identifier, let literal):
            let found = element(.identifier(identifier))
            return holds("reads(\(found.expression), \(swiftStringLiteral(literal.value)))")
        case .sheet(let presented):
            return sheet(presented)
        case .sheetDetent:
            return .unsupported("XCUITest has no query for a SwiftUI sheet, so the detent it rests at cannot be read")
        case .bodyEvaluations:
            return .unsupported(
                "a UI test cannot count how often a view's body was evaluated; the lesson engine observes that, a device does not show it")
        case .presented(let role, let title, let presented):
            let query = role == .dialog ? "sheets" : "alerts"
            let found = title.map { "app.\(query)[\(swiftStringLiteral($0.value))]" } ?? "app.\(query).firstMatch"
            return holds((presented ? "" : "!") + "\(found).exists")
        case .navigationTitle(let literal):
            return holds("app.navigationBars[\(swiftStringLiteral(literal.value))].exists")
        case .selectedTab(let locator):
            return holds("app.tabBars.buttons\(ElementQuery.select(locator)).isSelected")
        case .backButton(let literal):
            return holds("app.navigationBars.buttons.element(boundBy: 0).label == \(swiftStringLiteral(literal.value))")
        case .rows(let rows, let section):
            if section != nil {
                return .unsupported("XCUITest does not group a list's cells by section, so the rows of one section cannot be read apart")
            }
            let expected = "[" + rows.map { swiftStringLiteral($0.value) }.joined(separator: ", ") + "]"
            return holds("rowReadings(in: app) == \(expected)")
        case .request:
            return .unsupported(
                "a UI test sees the app, not its network; coursegen checks the requests against the lesson's fixtures")
        case .focused(let locator):
            return holds("hasKeyboardFocus(\(element(locator).expression))")
        case .position(let locator, let axis, let points, _, _):
            return holds("abs(\(element(locator).expression).frame.min\(axis.rawValue.uppercased()) - \(ScreenAxis.points(points))) <= 1")
        }
    }

    /// XCUITest reads a switch's value as "1" or "0" where VoiceOver (and a checkpoint) says "on" or "off".
    static func xcuiValue(_ value: String, of element: ElementQuery) -> String {
        if element.role == .slider { return sliderValue(value, node: element.node) }
        guard element.role == .toggle else { return value }
        switch value {
        case "on": return "1"
        case "off": return "0"
        default: return value
        }
    }

    /// A slider's value as XCUITest reads it: its place in the range as a whole percentage
    /// ("25%" for 50 in 0...200), which is what VoiceOver says; the checkpoint writes the value in
    /// the slider's own units. A value that is not a number (an `.accessibilityValue`) stays.
    static func sliderValue(_ value: String, node: ScreenNode?) -> String {
        guard let number = Double(value), let node else { return value }
        let minimum = node.style.minimum ?? 0
        let maximum = node.style.maximum ?? 1
        guard maximum > minimum else { return value }
        let percent = ((number - minimum) / (maximum - minimum) * 100).rounded()
        return "\(Int(min(100, max(0, percent))))%"
    }

    /// XCUITest has no query for a SwiftUI sheet, so a sheet is known by what it shows: the first
    /// text the engine observed on it.
    private func sheet(_ presented: Bool) -> Translation {
        if presented {
            guard let text = screen.flatMap(Self.sheetText(on:)) else {
                return .unsupported("XCUITest has no query for a SwiftUI sheet, and this sheet shows no text to know it by")
            }
            return .condition("showsText(\(swiftStringLiteral(text)), in: app)")
        }
        guard let text = lastSheetText else {
            return .unsupported("XCUITest has no query for a SwiftUI sheet, and no sheet was seen earlier in this checkpoint to look for")
        }
        return .condition("!showsText(\(swiftStringLiteral(text)), in: app)")
    }

    /// The first label on the topmost sheet of `screen`, if a sheet is up.
    static func sheetText(on screen: ScreenNode) -> String? {
        guard let sheet = screen.children.last(where: { $0.role == .sheet }) else { return nil }
        return sheet.flattened.lazy.compactMap { node -> String? in
            guard node.role == .text || node.role == .button || node.role == .navigationBar, let label = node.label, !label.isEmpty
            else { return nil }
            return label
        }.first
    }
}

extension Expectation {
    /// `see request …` (or `see no request …`): a statement about the app's network, not its screen.
    var isRequest: Bool {
        if case .request = self { return true }
        return false
    }

    /// `see request …`: the app sent a request, which the lesson's fixtures answered.
    var statesRequestMade: Bool {
        if case .request(_, _, _, let made) = self { return made }
        return false
    }
}
