import Foundation

/// Pinching; a checkpoint cannot pinch, so it never changes.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool { false }
}

/// The iOS 13 name of the pinch gesture, with its plain value.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<CGFloat>) -> Bool { false }
}
