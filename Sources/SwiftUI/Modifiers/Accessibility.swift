import LessonProtocol

// What VoiceOver and XCUITest read. Accessibility modifiers change the elements a checkpoint finds
// exactly as they change the accessibility tree on a device: a label or value replaces what is
// read, a hidden element is not found, a combined element reads as one "Title, Subtitle" element.

/// Traits an element adds for assistive technologies.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    var names: Set<String>
    init(_ name: String) { names = [name] }
    public init() { names = [] }

    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let isImage = AccessibilityTraits("isImage")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    public static let isToggle = AccessibilityTraits("isToggle")
    public static let isTabBar = AccessibilityTraits("isTabBar")

    public func union(_ other: Self) -> Self { var r = self; r.names.formUnion(other.names); return r }
    public func intersection(_ other: Self) -> Self { var r = self; r.names.formIntersection(other.names); return r }
    public func symmetricDifference(_ other: Self) -> Self { var r = self; r.names.formSymmetricDifference(other.names); return r }
    public func contains(_ member: Self) -> Bool { member.names.isSubset(of: names) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember); names.formUnion(newMember.names); return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); names.subtract(member.names); return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); names.formUnion(newMember.names); return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: Self) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: Self) { names.formSymmetricDifference(other.names) }
}

/// How an accessibility element built from a container treats the container's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are read as one element whose label joins theirs.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children are not read; the element has only what the modifiers give it.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The element is a container; its children are read on their own.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
    public func accessibilityValue(_ valueDescription: Text) -> some View { _accessibilityValue { valueDescription._resolve($0) } }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { _accessibilityValue { valueKey.resolve($0) } }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return _accessibilityValue { _ in value }
    }

    public func accessibilityHint(_ hint: Text) -> some View { _accessibilityHint { hint._resolve($0) } }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _accessibilityHint { hintKey.resolve($0) } }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let hint = String(hint)
        return _accessibilityHint { _ in hint }
    }

    /// Hidden elements are still drawn; VoiceOver and XCUITest (and so checkpoints) do not find them.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AccessibilityModifier { elements, _ in
            guard hidden else { return elements }
            return elements.map { var e = $0; e.style.accessibilityHidden = "true"; return e }
        })
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier { elements, _ in
            elements.map { element in
                var element = element
                var names = Set((element.style.accessibilityTraits ?? "").split(separator: ",").map(String.init))
                names.formUnion(traits.names)
                element.style.accessibilityTraits = names.sorted().joined(separator: ",")
                return element
            }
        })
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier { elements, _ in
            elements.map { element in
                var element = element
                let names = Set((element.style.accessibilityTraits ?? "").split(separator: ",").map(String.init)).subtracting(traits.names)
                element.style.accessibilityTraits = names.isEmpty ? nil : names.sorted().joined(separator: ",")
                return element
            }
        })
    }

    /// Makes the view one accessibility element (or, with `.contain`, a container of elements).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityModifier { elements, _ in
            _accessibilityElement(elements, children: children)
        })
    }

    private func _accessibilityValue(_ resolve: @escaping (EnvironmentValues) -> String) -> some View {
        modifier(_AccessibilityModifier { elements, env in
            let value = resolve(env)
            return elements.map { var e = $0; e.value = value; return e }
        })
    }

    private func _accessibilityHint(_ resolve: @escaping (EnvironmentValues) -> String) -> some View {
        modifier(_AccessibilityModifier { elements, env in
            let hint = resolve(env)
            return elements.map { var e = $0; e.style.accessibilityHint = hint; return e }
        })
    }
}

struct _AccessibilityModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let transform: ([_Element], EnvironmentValues) -> [_Element]
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] { transform(elements, ctx.env) }
}

/// One element standing for `elements`. With `.combine` its label joins its children's labels
/// (", " between them, as VoiceOver pauses) and a tap reaches the first control inside.
func _accessibilityElement(_ elements: [_Element], children: AccessibilityChildBehavior) -> [_Element] {
    var element: _Element
    if elements.count == 1 {
        element = elements[0]
    } else {
        element = _Element(role: .group, children: elements)
    }
    element.style.accessibilityElement = children.name
    switch children.name {
    case "combine":
        var labels: [String] = []
        var values: [String] = []
        var tap: (() -> Void)?
        for child in elements {
            for e in child.flattened {
                if let spoken = e.accessibilityLabel ?? e.label, !spoken.isEmpty, e.role != .screen,
                   !(e.role == .stack || e.role == .group) || e.accessibilityLabel != nil {
                    labels.append(spoken)
                }
                if let value = e.value, !value.isEmpty { values.append(value) }
                if tap == nil, let handler = e.handlers.tap { tap = handler }
            }
        }
        if element.accessibilityLabel == nil {
            element.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        if element.value == nil, !values.isEmpty { element.value = values.joined(separator: ", ") }
        if element.handlers.tap == nil { element.handlers.tap = tap }
    case "ignore":
        if element.accessibilityLabel == nil, element.role == .stack || element.role == .group { element.label = nil }
    default:
        break
    }
    return [element]
}
