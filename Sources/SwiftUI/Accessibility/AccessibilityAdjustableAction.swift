/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

extension View {
    /// Makes the element adjustable, as a custom rating or page control is: VoiceOver's swipe up and
    /// down on it (a checkpoint's `increment "…"` / `decrement "…"`, XCUITest's `increment()`)
    /// call `handler` with `.increment` or `.decrement`, and the element reads its new value.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                elements.map { element in
                    var element = element
                    element.handlers.increment = { handler(.increment) }
                    element.handlers.decrement = { handler(.decrement) }
                    return element
                }
            })
    }
}
