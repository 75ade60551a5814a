import LessonProtocol

extension View {
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_GestureModifier(kind: .longPress, action: {
            onPressingChanged?(true)
            onPressingChanged?(false)
            action()
        }))
    }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public var _kind: _GestureKind { .longPress }
    public var _perform: () -> Void { {} }
}
