import Foundation

extension View {
    /// Runs `action` after `count` taps: `double tap "X"` (or two `tap` steps) performs a double tap.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}

/// Recognises `count` taps in a row: a `tap` step is one tap, `double tap` two.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public var _inputKinds: Set<_GestureInputKind> { [.tap] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Void>) -> Bool {
        guard case .tap(let taps, _) = input, taps % max(1, count) == 0 else { return false }
        observer.ended(())
        return true
    }
}

/// A tap that reports where it landed. A checkpoint taps an element in its centre, as XCUITest
/// does: the middle of a `.frame(width:height:)` it was given or the shape it draws; without a
/// known size, the element's origin.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public var _inputKinds: Set<_GestureInputKind> { [.tap] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        guard case .tap(let taps, let location) = input, taps % max(1, count) == 0 else { return false }
        observer.ended(Value(location: location))
        return true
    }
}
