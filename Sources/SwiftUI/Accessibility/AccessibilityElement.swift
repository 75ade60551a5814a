import LessonProtocol

// What VoiceOver and XCUITest read. Accessibility modifiers change the elements a checkpoint finds
// exactly as they change the accessibility tree on a device: a label or value replaces what is
// read, a hidden element is not found, a combined element reads as one "Title, Subtitle" element.

/// How an accessibility element built from a container treats the container's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let fact: ScreenStyle.AccessibilityChildren
    /// The children are read as one element whose label joins theirs.
    public static let combine = AccessibilityChildBehavior(fact: .combine)
    /// The children are not read; the element has only what the modifiers give it.
    public static let ignore = AccessibilityChildBehavior(fact: .ignore)
    /// The element is a container; its children are read on their own.
    public static let contain = AccessibilityChildBehavior(fact: .contain)
}

extension View {
    /// Hidden elements are still drawn; VoiceOver and XCUITest (and so checkpoints) do not find them.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                guard hidden else { return elements }
                return elements.map {
                    var e = $0
                    e.style.accessibilityHidden = true
                    return e
                }
            })
    }

    /// Makes the view one accessibility element (or, with `.contain`, a container of elements).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                _accessibilityElement(elements, children: children)
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
    element.style.accessibilityElement = children.fact
    switch children.fact {
    case .combine:
        var labels: [String] = []
        var values: [String] = []
        var tap: (() -> Void)?
        for child in elements {
            for e in child.flattened {
                if let spoken = e.accessibilityLabel ?? e.label, !spoken.isEmpty, e.role != .screen,
                    !(e.role == .stack || e.role == .group) || e.accessibilityLabel != nil
                {
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
    case .ignore:
        if element.accessibilityLabel == nil, element.role == .stack || element.role == .group { element.label = nil }
    default:
        break
    }
    return [element]
}

extension View {
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}
