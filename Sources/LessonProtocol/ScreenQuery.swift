/// The one way to find things on a screen, shared by the running lesson (what a tap reaches), the
/// lesson engine (what an expectation sees) and the tests. Both the runtime's live elements and the
/// reported `ScreenNode` trees are queried through here, so an action and an expectation can never
/// disagree about which element a locator names or which part of the screen a person can reach.
public protocol ScreenQueryable {
    var role: ScreenNode.Role { get }
    var label: String? { get }
    var identifier: String? { get }
    var value: String? { get }
    /// What VoiceOver reads instead of the label, when the code sets one.
    var spokenLabel: String? { get }
    var queryChildren: [Self] { get }
    /// The accessibility facts of the element (`accessibilityHidden`, `accessibilityElement`):
    /// what VoiceOver and XCUITest skip or read as one element.
    var accessibilityFacts: ScreenStyle { get }
}

extension ScreenNode: ScreenQueryable {
    public var spokenLabel: String? { style.accessibilityLabel }
    public var queryChildren: [ScreenNode] { children }
    public var accessibilityFacts: ScreenStyle { style }
}

extension ScreenNode.Role {
    /// Presentations cover what presented them: while one is up, a person's touches reach only it.
    public var isPresentation: Bool { self == .sheet || self == .alert || self == .dialog || self == .contextMenu }
}

extension ScreenQueryable {
    /// True when the locator names this element: by identifier, or by its visible or spoken label.
    public func matches(_ locator: Locator) -> Bool {
        switch locator {
        case .identifier(let id): return identifier == id
        case .kind(let kind): return ElementKind(role: role, style: accessibilityFacts) == kind
        case .nth(_, let base): return matches(base)
        case .label(let pattern):
            if let label, LabelPattern.matches(pattern, label) { return true }
            if let spokenLabel, LabelPattern.matches(pattern, spokenLabel) { return true }
            return false
        }
    }

    /// Every element, depth first, in reading order (self first), as VoiceOver and XCUITest find
    /// them: an `.accessibilityHidden` element is skipped with its contents, and an element that
    /// combines or ignores its children is read as one.
    public var flattened: [Self] {
        let facts = accessibilityFacts
        if facts.accessibilityHidden, role != .screen { return [] }
        var result: [Self] = [self]
        if facts.accessibilityElement == .combine || facts.accessibilityElement == .ignore { return result }
        for child in queryChildren { result.append(contentsOf: child.flattened) }
        return result
    }

    /// The part of the screen a person's touch reaches: the topmost presentation when one is up,
    /// otherwise the whole screen. A sheet that lets the view behind it take touches
    /// (`.presentationBackgroundInteraction`, at the detent it rests at) leaves the whole screen in reach.
    public var reachableScope: Self {
        guard let top = queryChildren.last(where: { $0.role.isPresentation }) else { return self }
        return top.role == .sheet && top.accessibilityFacts.backgroundInteraction ? self : top
    }

    /// Every element the locator names, in reading order, the root excluded.
    public func elements(matching locator: Locator) -> [Self] {
        guard case .nth(let n, let base) = locator else {
            return flattened.filter { $0.role != .screen && $0.matches(locator) }
        }
        // Counted as XCUITest counts them: a button reading "Delete" is one element, not two with
        // the text inside it.
        let all = outermost(matching: base)
        return n >= 1 && n <= all.count ? [all[n - 1]] : []
    }

    /// Why a bare kind (`slider`) names no single element when several of that kind are in `scope`:
    /// "The screen holds 2 sliders; name one by its position: `1st slider`, `2nd slider`". Nil for
    /// any other locator, or when the kind is not ambiguous.
    public func ambiguity(of locator: Locator) -> String? {
        guard case .kind(let kind) = locator else { return nil }
        let all = outermost(matching: locator)
        guard all.count > 1 else { return nil }
        let choices = (1...all.count).prefix(3).map { "`\(Locator.nth($0, locator))`" }.joined(separator: ", ")
        let place = role == .screen ? "The screen" : "The \(role.rawValue) on top"
        return "\(place) holds \(kind.counted(all.count)); name one by its position: \(choices)\(all.count > 3 ? ", …" : "")."
    }

    /// Elements matching, in reading order, leaving out those inside an element already matched.
    public func outermost(matching locator: Locator) -> [Self] {
        if role != .screen, matches(locator) { return [self] }
        let facts = accessibilityFacts
        if facts.accessibilityHidden, role != .screen { return [] }
        if facts.accessibilityElement == .combine || facts.accessibilityElement == .ignore { return [] }
        return queryChildren.flatMap { $0.outermost(matching: locator) }
    }

    /// The first element with this identifier.
    public func first(id: String) -> Self? { flattened.first { $0.identifier == id } }

    /// The first element of this role.
    public func first(role: ScreenNode.Role) -> Self? { flattened.first { $0.role == role } }

    /// Every label and value on the screen, in reading order, without repeats.
    public var readableStrings: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for node in flattened {
            let shown = [
                node.label, node.value, node.spokenLabel,
                node.accessibilityFacts.footer, node.accessibilityFacts.description,
            ]
            for text in shown.compactMap({ $0 }) where !text.isEmpty && seen.insert(text).inserted {
                result.append(text)
            }
        }
        return result
    }
}
