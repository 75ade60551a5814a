import LessonProtocol

/// Exact match, where `*` in the pattern matches any run of characters ("Party of *").
func _labelMatches(pattern: String, _ text: String) -> Bool {
    LabelPattern.matches(pattern, text)
}

extension _Element {
    func matches(_ locator: Locator) -> Bool {
        switch locator {
        case .identifier(let id): return identifier == id
        case .label(let pattern):
            if let label, _labelMatches(pattern: pattern, label) { return true }
            if let accessibilityLabel, _labelMatches(pattern: pattern, accessibilityLabel) { return true }
            return false
        }
    }

    /// Every element in reading order, self first.
    var flattened: [_Element] {
        var result: [_Element] = []
        forEachElement { result.append($0) }
        return result
    }
}

/// Finds what a person would reach: inside the topmost sheet when one is presented, otherwise on
/// the whole screen; among matches, the first in reading order that can take the action.
func _locate(_ locator: Locator, in screen: _Element, for kind: String, accepts: (_Element) -> Bool) throws -> _Element {
    var scopes: [_Element] = []
    if let sheet = screen.children.last(where: { $0.role == .sheet }) { scopes.append(sheet) }
    scopes.append(screen)
    var nonActionable: _Element?
    for scope in scopes {
        let matches = scope.flattened.filter { $0.role != .screen && $0.matches(locator) }
        if let match = matches.first(where: accepts) { return match }
        if nonActionable == nil { nonActionable = matches.first }
    }
    if let found = nonActionable {
        throw HeadlessError("\(_describe(found)) is a \(found.role.rawValue) and cannot be \(kind)")
    }
    let actionable = screen.flattened.filter { $0.handlers.isActionable && $0.role != .sheet }
    let listing = actionable.map { element -> String in
        var text = element.role.rawValue + " " + (element.label.map { "\"\($0)\"" } ?? "(no label)")
        if let id = element.identifier { text += " #\(id)" }
        return text
    }
    let holds = listing.isEmpty ? "nothing a person can operate" : listing.joined(separator: ", ")
    throw HeadlessError("No element matches \(locator) to be \(kind). The screen holds: \(holds).")
}
