import LessonProtocol

extension View {
    /// A view that cannot be touched: taps pass through it to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                guard !enabled else { return elements }
                return elements.map(_Element.removingTouches)
            })
    }
}

extension _Element {
    /// The element and its contents without the actions a touch performs.
    static func removingTouches(_ element: _Element) -> _Element {
        var element = element
        element.handlers.tap = nil
        element.handlers.longPress = nil
        element.handlers.drag = nil
        element.ignoresTouches = true
        element.children = element.children.map(removingTouches)
        return element
    }
}
