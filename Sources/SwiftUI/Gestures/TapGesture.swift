import LessonProtocol

extension View {
    /// Runs `action` after `count` taps: `tap "X" 2 times` performs a double tap.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_GestureModifier(kind: .tap(count: max(1, count)), action: action))
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(_GestureModifier(kind: .tap(count: max(1, count)), action: { action(.zero) }))
    }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public var _kind: _GestureKind { .tap(count: max(1, count)) }
    public var _perform: () -> Void { {} }
}
