import Combine
import Foundation

/// A finger moving across a view: `drag "Card" left by 150`.
///
/// A checkpoint's drag moves at a steady speed for half a second in ten even steps, as XCUITest's
/// `press(forDuration:thenDragTo:)` does, and lifts while still moving. The gesture starts once
/// the finger has moved `minimumDistance` (a shorter drag is not recognised and ends nothing);
/// from then on every step is a change, and the end reports the whole translation. SwiftUI projects
/// the end from the velocity at release: here a further quarter second at the steady speed.
public struct DragGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    static let steps = 10
    static let duration = 0.5

    public var _inputKinds: Set<_GestureInputKind> { [.drag] }

    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        guard case .drag(let translation, let start) = input else { return false }
        let distance = hypot(translation.width, translation.height)
        guard distance >= minimumDistance, distance > 0 || minimumDistance == 0 else { return false }
        let velocity = CGSize(width: translation.width / Self.duration, height: translation.height / Self.duration)
        func value(at fraction: Double) -> Value {
            let location = CGPoint(x: start.x + translation.width * fraction, y: start.y + translation.height * fraction)
            let predicted = CGPoint(x: location.x + velocity.width * Self.duration / 2, y: location.y + velocity.height * Self.duration / 2)
            let time = _LessonClock.shared.date.addingTimeInterval(Self.duration * fraction)
            return Value(
                time: time, location: location, startLocation: start, velocity: fraction == 0 ? .zero : velocity,
                predictedEndLocation: fraction == 0 ? location : predicted)
        }
        // With no minimum distance the gesture begins at the touch itself.
        if minimumDistance == 0 { observer.changed(value(at: 0)) }
        for step in 1...Self.steps {
            let fraction = Double(step) / Double(Self.steps)
            guard distance * fraction >= minimumDistance else { continue }
            observer.changed(value(at: fraction))
        }
        _GestureFrames.drawLastChange?()
        observer.ended(value(at: 1))
        return true
    }
}
