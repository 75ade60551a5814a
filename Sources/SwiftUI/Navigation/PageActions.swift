import LessonProtocol

/// `swipe left` / `swipe right` / `swipe "Welcome" left`: a finger swiped across a page-style
/// TabView (the one holding the element, else the first on the screen) turns one page, as on a device.
func _swipePage(on locator: Locator?, _ direction: SwipeDirection, in screen: _Element) throws {
    let scope = screen.reachableScope
    if scope.role == .alert || scope.role == .dialog {
        throw HeadlessError(_modalInTheWay(scope, blocking: "The pages cannot be swiped"))
    }
    let pager: _Element
    if let locator {
        let matches = _matchesWithTheirPager(locator, in: scope, pager: nil)
        let index: Int
        if case .nth(let n, _) = locator { index = n - 1 } else { index = 0 }
        guard matches.indices.contains(index) else {
            // The usual error: what the screen holds instead, or the presentation in the way.
            _ = try _locate(locator, in: screen, for: "swiped", accepts: { _ in true })
            throw HeadlessError("No element matches \(locator) to be swiped.")
        }
        guard let found = matches[index].pager else {
            throw HeadlessError(
                "\(_describe(matches[index].element)) is not on a page of a TabView with .tabViewStyle(.page), so swiping it turns no page."
                    + " To open a list row's swipe actions, write swipe \(locator) and tap \"…\".")
        }
        pager = found
    } else {
        guard let found = scope.flattened.first(where: { $0.style.paged }) else {
            throw HeadlessError(
                "Nothing on the screen turns pages when swiped: no TabView with .tabViewStyle(.page) is showing"
                    + (scope.role == .sheet ? " in the sheet on top." : "."))
        }
        pager = found
    }
    pager.handlers.swipePage?(direction)
}

/// The elements the locator names, outermost first in reading order, each with the innermost
/// page-style TabView holding it.
private func _matchesWithTheirPager(_ locator: Locator, in element: _Element, pager: _Element?) -> [(element: _Element, pager: _Element?)] {
    let pager = element.style.paged ? element : pager
    if element.role != .screen, element.matches(locator.base) { return [(element, pager)] }
    if element.role != .screen, element.style.accessibilityHidden { return [] }
    if element.style.accessibilityElement == .combine || element.style.accessibilityElement == .ignore { return [] }
    return element.children.flatMap { _matchesWithTheirPager(locator, in: $0, pager: pager) }
}
