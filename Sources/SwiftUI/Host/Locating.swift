import LessonProtocol

/// The runtime's live elements are queried exactly as the engine queries a reported screen.
extension _Element: ScreenQueryable {
    /// A symbol's accessibility label is a fact of its style (`Image(systemName:)`), not a modifier's.
    var spokenLabel: String? { accessibilityLabel ?? style.accessibilityLabel }
    var queryChildren: [_Element] { children }
    var accessibilityFacts: ScreenStyle { style }
}

/// Finds what a person would reach (`ScreenQueryable.reachableScope`: the topmost presentation
/// when one is up); among matches, the first in reading order that can take the action.
func _locate(_ locator: Locator, in screen: _Element, for kind: String, accepts: (_Element) -> Bool) throws -> _Element {
    let scope = screen.reachableScope
    if let ambiguity = scope.ambiguity(of: locator) { throw HeadlessError(ambiguity) }
    let matches = scope.elements(matching: locator)
    if let match = matches.first(where: accepts) { return match }
    // A text inside a control (a NavigationLink row's title): the touch lands on the control.
    if let control = _enclosingControl(of: locator, in: scope, accepts: accepts) { return control }
    if let found = matches.first {
        throw HeadlessError("\(_describe(found)) is a \(found.role.rawValue) and cannot be \(kind)")
    }
    if scope.role == .alert || scope.role == .dialog, let beneath = screen.elements(matching: locator).first(where: accepts) {
        throw HeadlessError(_modalInTheWay(scope, blocking: "\(_describe(beneath)) cannot be \(kind)"))
    }
    if scope.role != .screen, let beneath = screen.elements(matching: locator).first(where: accepts) {
        throw HeadlessError(
            "\(_describe(beneath)) cannot be \(kind) while a \(scope.role.rawValue) is presented above it; dismiss the \(scope.role.rawValue) first."
        )
    }
    // Only what a person can reach is listed: a sheet or an alert covers the buttons beneath it.
    let actionable = scope.flattened.filter { $0.handlers.isActionable && !$0.role.isPresentation }
    let listing = actionable.map { element -> String in
        var text = element.role.rawValue + " " + ((element.label ?? element.spokenLabel).map { "\"\($0)\"" } ?? "(no label)")
        if let id = element.identifier { text += " #\(id)" }
        return text
    }
    let holds = listing.isEmpty ? "nothing a person can operate" : listing.joined(separator: ", ")
    let place = scope.role == .screen ? "The screen" : "The \(scope.role.rawValue) on top"
    if case .kind(let wanted) = locator.base {
        throw HeadlessError("No element matches \(locator) to be \(kind): \(_kindCount(wanted, in: scope)). \(place) holds: \(holds).")
    }
    throw HeadlessError("No element matches \(locator) to be \(kind). \(place) holds: \(holds).")
}

/// "the screen has 2 sliders (1st = 50, 2nd = 20)": how many of a kind a person can reach, with
/// what each reads, for a step that names one by a position beyond them.
func _kindCount(_ kind: ElementKind, in scope: _Element) -> String {
    let all = scope.outermost(matching: .kind(kind))
    let place = scope.role == .screen ? "the screen" : "the \(scope.role.rawValue) on top"
    guard !all.isEmpty else { return "\(place) has \(kind.counted(0))" }
    let readings = all.enumerated().prefix(6).map { index, element -> String in
        let reading = element.value ?? element.label ?? element.spokenLabel
        return Locator.ordinal(index + 1) + (reading.map { " = \"\($0)\"" } ?? "")
    }
    return "\(place) has \(kind.counted(all.count)) (\(readings.joined(separator: ", ")))"
}
