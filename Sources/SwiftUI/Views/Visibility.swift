import LessonProtocol

public enum Visibility: Hashable { case automatic, visible, hidden }

extension View {
    /// Hidden views keep their place but are neither seen nor read.
    public func hidden() -> some View {
        modifier(
            _AccessibilityModifier { elements, _ in
                elements.map {
                    var e = $0
                    e.style.accessibilityHidden = true
                    e.style.opacity = 0
                    return e
                }
            })
    }
}
