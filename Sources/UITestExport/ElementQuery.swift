import Diagnostics
import LessonProtocol

/// How a generated test finds the element a checkpoint names: by the label or identifier the
/// checkpoint wrote, in XCUITest's query for the kind of element the lesson engine observed there
/// (`app.buttons["Add one"]`, `app.switches["Reading reminders"]`), as a person finds it by what
/// it is and what it says. An element the engine did not observe is looked for among all kinds.
struct ElementQuery {
    /// A Swift expression of type `XCUIElement`.
    var expression: String
    /// What the engine observed the element to be, when it did.
    var role: ScreenNode.Role?
    var node: ScreenNode?

    /// The element `locator` names on `screen` (the screen the step acts on or checks).
    static func locate(_ locator: Locator, on screen: ScreenNode?, app: String = "app") -> ElementQuery {
        let node = screen.flatMap { observed(locator, on: $0) }
        if case .kind(let kind) = locator.base { return byPosition(kind, locator, node: node, on: screen, app: app) }
        let query = node.flatMap(queryName(for:)) ?? "descendants(matching: .any)"
        return ElementQuery(expression: app + "." + query + select(locator), role: node?.role, node: node)
    }

    /// An element named by its kind (`2nd slider`): XCUITest's query for what the engine observed
    /// there, and the element's index among every element that query finds on the observed screen,
    /// in reading order (`app.sliders.element(boundBy: 1)`). A menu-style picker is one of
    /// `app.buttons`, so its index counts the buttons before it.
    static func byPosition(
        _ kind: ElementKind, _ locator: Locator, node: ScreenNode?, on screen: ScreenNode?, app: String
    )
        -> ElementQuery
    {
        let position: Int
        if case .nth(let n, _) = locator { position = n } else { position = 1 }
        guard let node, let screen, let query = queryName(for: node) else {
            let query = defaultQueryName(for: kind)
            return ElementQuery(expression: "\(app).\(query).element(boundBy: \(position - 1))", role: node?.role, node: node)
        }
        // Counted in the part of the screen a person reaches, as XCUITest finds nothing beneath a sheet.
        var index = position - 1
        var kindsSeen = 0
        var sameQuerySeen = 0
        for element in screen.reachableScope.flattened where element.role != .screen {
            let isKind = element.matches(.kind(kind))
            if isKind { kindsSeen += 1 }
            if isKind, kindsSeen == position {
                index = sameQuerySeen
                break
            }
            if queryName(for: element) == query { sameQuerySeen += 1 }
        }
        return ElementQuery(expression: "\(app).\(query).element(boundBy: \(index))", role: node.role, node: node)
    }

    /// XCUITest's query for a kind the engine did not observe on the screen.
    static func defaultQueryName(for kind: ElementKind) -> String {
        switch kind {
        case .button: return "buttons"
        case .toggle: return "switches"
        case .slider: return "sliders"
        case .stepper: return "steppers"
        case .picker: return "pickers"
        case .textField: return "textFields"
        case .secureField: return "secureTextFields"
        case .datePicker: return "datePickers"
        case .link: return "links"
        case .image: return "images"
        }
    }

    /// `["Add one"]`, or a predicate for a label with `*` wildcards (XCUITest's LIKE has the same `*`).
    static func select(_ locator: Locator) -> String {
        switch locator {
        case .nth(let n, let base):
            // The N-th of several that read the same, in XCUITest's order (the screen's, top to bottom).
            switch base.base {
            case .label(let pattern) where pattern.contains("*"):
                return ".matching(NSPredicate(format: \"label LIKE %@\", \(swiftStringLiteral(pattern)))).element(boundBy: \(n - 1))"
            case .label(let text), .identifier(let text):
                return ".matching(identifier: \(swiftStringLiteral(text))).element(boundBy: \(n - 1))"
            case .nth: return select(base.base)
            case .kind: return ".element(boundBy: \(n - 1))"
            }
        case .kind: return ".firstMatch"
        case .identifier(let id): return "[\(swiftStringLiteral(id))]"
        case .label(let pattern) where pattern.contains("*"):
            return ".matching(NSPredicate(format: \"label LIKE %@\", \(swiftStringLiteral(pattern)))).firstMatch"
        case .label(let label): return "[\(swiftStringLiteral(label))]"
        }
    }

    /// The element a person reaches first: in the topmost presentation when one is up.
    static func observed(_ locator: Locator, on screen: ScreenNode) -> ScreenNode? {
        screen.reachableScope.elements(matching: locator).first ?? screen.elements(matching: locator).first
    }

    /// XCUITest's query for the elements of the kind the engine observed.
    static func queryName(for node: ScreenNode) -> String? {
        switch node.role {
        case .text, .labeledContent, .contentUnavailable: return "staticTexts"
        case .label: return "staticTexts"
        case .image: return "images"
        case .button, .menu, .disclosureGroup: return "buttons"
        case .link: return "links"
        case .toggle: return "switches"
        case .textField: return node.style.secure ? "secureTextFields" : "textFields"
        case .stepper: return "steppers"
        case .slider: return "sliders"
        case .searchField: return "searchFields"
        case .progress, .gauge: return "progressIndicators"
        case .datePicker: return "datePickers"
        case .pageIndicator: return "pageIndicators"
        case .navigationBar: return "navigationBars"
        case .tabBar: return "tabBars"
        case .tab: return "tabBars.buttons"
        case .alert: return "alerts"
        case .dialog: return "sheets"
        case .picker:
            switch node.style.pickerStyle {
            case .segmented: return "segmentedControls"
            case .wheel: return "pickers"
            default: return "buttons"
            }
        case .screen, .stack, .form, .section, .list, .sheet, .group, .toolbar, .contextMenu: return nil
        }
    }
}
