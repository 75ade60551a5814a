import LessonProtocol

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable { public var magnification: CGFloat }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _kind: _GestureKind { .continuous }
    public var _perform: () -> Void { {} }
}
