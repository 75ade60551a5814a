import LessonProtocol

/// How an error names an alert or dialog that is in the way, and the buttons that dismiss it.
func _modalInTheWay(_ modal: _Element, blocking what: String) -> String {
    let kind = modal.role == .alert ? "an alert" : "a confirmation dialog"
    let title = modal.label.map { " (\"\($0)\")" } ?? ""
    let buttons = modal.children.filter { $0.role == .button }.compactMap(\.label).map { "\"\($0)\"" }
    let choices = buttons.isEmpty ? "" : "; tap one of its buttons (\(buttons.joined(separator: ", "))) first"
    return "\(what) while \(kind)\(title) is presented above it\(choices)."
}

/// `dismiss sheet`: swipes the topmost sheet down, as a person would.
func _swipeDownSheet(_ screen: _Element) throws {
    let scope = screen.reachableScope
    if scope.role == .alert || scope.role == .dialog {
        throw HeadlessError(_modalInTheWay(scope, blocking: "The sheet cannot be swiped down"))
    }
    guard let sheet = screen.children.last(where: { $0.role == .sheet }) else {
        throw HeadlessError("No sheet is presented, so there is nothing to dismiss.")
    }
    if sheet.style.presentation == .fullScreenCover {
        throw HeadlessError("A full-screen cover cannot be swiped down; tap a button inside it that dismisses it.")
    }
    if sheet.interactiveDismissDisabled == true {
        throw HeadlessError(
            "The sheet cannot be swiped down: its content uses .interactiveDismissDisabled(); tap a button inside it that dismisses it.")
    }
    sheet.handlers.dismiss?()
}

/// `go back`: taps the back button of the navigation bar a person can reach.
func _goBack(_ screen: _Element) throws {
    let scope = screen.reachableScope
    if scope.role == .alert || scope.role == .dialog {
        throw HeadlessError(_modalInTheWay(scope, blocking: "Cannot go back"))
    }
    let bars = scope.flattened.filter { $0.role == .navigationBar }
    guard !bars.isEmpty else {
        throw HeadlessError("There is no navigation bar to go back with: nothing on the screen is inside a NavigationStack.")
    }
    guard let back = bars.lazy.flatMap(\.children).first(where: { $0.style.placement == .back }) else {
        let title = bars.first?.label.map { " (\"\($0)\")" } ?? ""
        throw HeadlessError(
            "There is no back button: the navigation stack shows its first screen\(title), or the screen hides its back button.")
    }
    guard back.isEnabled, let tap = back.handlers.tap else {
        throw HeadlessError("The back button '\(back.label ?? "Back")' is disabled")
    }
    tap()
}

/// `select tab "Settings"`: taps the tab bar item with that title.
func _selectTab(_ locator: Locator, _ screen: _Element) throws {
    let scope = screen.reachableScope
    let tabs = scope.flattened.filter { $0.role == .tab }
    if let tab = tabs.first(where: { $0.matches(locator) }) {
        guard tab.isEnabled, let tap = tab.handlers.tap else { throw HeadlessError("The tab \(_describe(tab)) is disabled") }
        tap()
        return
    }
    if scope.role == .alert || scope.role == .dialog, screen.flattened.contains(where: { $0.role == .tab && $0.matches(locator) }) {
        throw HeadlessError(_modalInTheWay(scope, blocking: "The tab \(locator) cannot be selected"))
    }
    if tabs.isEmpty {
        throw HeadlessError("There is no tab bar on the screen, so there is no tab \(locator) to select.")
    }
    let titles = tabs.compactMap(\.label).map { "\"\($0)\"" }.joined(separator: ", ")
    throw HeadlessError("No tab matches \(locator). The tab bar holds: \(titles).")
}

/// The nearest element enclosing a match of the locator that takes the action, in reading order.
func _enclosingControl(of locator: Locator, in element: _Element, accepts: (_Element) -> Bool) -> _Element? {
    for child in element.children {
        if accepts(child), child.children.contains(where: { !$0.elements(matching: locator).isEmpty || $0.matches(locator) }) {
            return child
        }
        if let found = _enclosingControl(of: locator, in: child, accepts: accepts) { return found }
    }
    return nil
}
