import Diagnostics
import LessonProtocol

/// Whether the navigation, tab and presentation expectations hold on an observed screen.
extension ExpectationMatcher {
    struct NavigationOutcome {
        var passed: Bool
        var observedDescription: String
        var expectedValue: String
        var observedValue: String?
        /// The literal `--update` may rewrite to `observedValue`.
        var editable: QuotedLiteral?
    }

    static func roleName(_ role: ScreenNode.Role) -> String { role == .alert ? "alert" : "dialog" }

    static func describeNavigationExpected(_ expectation: Expectation) -> String {
        switch expectation {
        case .presented(let role, let title, let shown):
            let name = roleName(role)
            if let title { return (shown ? "" : "no ") + "\(name) \(quote(title.value))" }
            return shown ? (role == .alert ? "an alert" : "a dialog") : "no \(name)"
        case .navigationTitle(let title): return "navigation title \(quote(title.value))"
        case .selectedTab(let locator): return "tab \(locator) selected"
        case .backButton(let label): return "back button \(quote(label.value))"
        default: return ""
        }
    }

    /// The navigation bar a person reads: the topmost sheet's when one is up, else the screen's.
    static func visibleNavigationBar(_ screen: ScreenNode) -> ScreenNode? {
        if let sheet = screen.children.last(where: { $0.role == .sheet }), let bar = sheet.first(role: .navigationBar) { return bar }
        let main = ScreenNode(role: .screen, children: screen.children.filter { !$0.role.isPresentation })
        return main.first(role: .navigationBar)
    }

    static func checkNavigation(_ expectation: Expectation, _ screen: ScreenNode) -> NavigationOutcome {
        switch expectation {
        case .presented(let role, let title, let shown):
            let boxes = screen.flattened.filter { $0.role == role }
            let name = roleName(role)
            let observed: String =
                boxes.first.map { box in
                    box.label.map { "\(name) \(quote($0))" }
                        ?? (role == .dialog ? "a dialog with its title hidden (titleVisibility: .visible shows it)" : "an untitled alert")
                } ?? "no \(name)"
            guard let title else {
                return NavigationOutcome(
                    passed: boxes.isEmpty != shown, observedDescription: observed,
                    expectedValue: shown ? name : "no \(name)", observedValue: boxes.isEmpty ? "no \(name)" : name)
            }
            let match = boxes.contains { $0.label.map { glob(title.value, $0) } ?? false }
            return NavigationOutcome(
                passed: match == shown, observedDescription: observed, expectedValue: title.value,
                observedValue: boxes.first?.label, editable: shown ? title : nil)
        case .navigationTitle(let title):
            let bar = visibleNavigationBar(screen)
            let observed = bar?.label
            return NavigationOutcome(
                passed: observed.map { glob(title.value, $0) } ?? false,
                observedDescription: bar == nil
                    ? "no navigation bar on the screen"
                    : observed.map { "navigation title \(quote($0))" } ?? "a navigation bar without a title",
                expectedValue: title.value, observedValue: observed, editable: title)
        case .selectedTab(let locator):
            let tabs = screen.flattened.filter { $0.role == .tab }
            let selected = tabs.first { $0.isSelected == true }?.label
            let named = tabs.first { $0.matches(locator) }
            let description: String
            if tabs.isEmpty {
                description = "no tab bar on the screen"
            } else if named == nil {
                description = "no tab \(locator); the tabs are " + tabs.compactMap(\.label).map(quote).joined(separator: ", ")
            } else {
                description = selected.map { "tab \(quote($0)) selected" } ?? "no tab selected"
            }
            return NavigationOutcome(
                passed: named?.isSelected == true, observedDescription: description,
                expectedValue: "\(locator)", observedValue: selected)
        case .backButton(let label):
            let bar = visibleNavigationBar(screen)
            let back = bar?.children.first { $0.style.placement == .back }
            let description =
                bar == nil
                ? "no navigation bar on the screen"
                : back.map { "back button \(quote($0.label ?? ""))" } ?? "no back button (the stack shows its first screen)"
            return NavigationOutcome(
                passed: back?.label.map { glob(label.value, $0) } ?? false, observedDescription: description,
                expectedValue: label.value, observedValue: back?.label, editable: label)
        default:
            return NavigationOutcome(passed: false, observedDescription: "", expectedValue: "")
        }
    }
}
