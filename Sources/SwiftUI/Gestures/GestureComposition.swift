// Gestures made of two: both at once, one after the other, or the first that succeeds.

extension Gesture {
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Both gestures recognise the same input; the value carries the latest of each.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public var _inputKinds: Set<_GestureInputKind> { first._inputKinds.union(second._inputKinds) }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        var latest = Value(first: nil, second: nil)
        var pending = 2
        func report(_ ended: Bool) {
            if ended { pending -= 1 }
            if ended && pending == 0 { observer.ended(latest) } else { observer.changed(latest) }
        }
        let a = first._recognize(
            input,
            _GestureObserver(
                changed: {
                    latest.first = $0
                    report(false)
                },
                ended: {
                    latest.first = $0
                    report(true)
                }))
        if !a { pending -= 1 }
        let b = second._recognize(
            input,
            _GestureObserver(
                changed: {
                    latest.second = $0
                    report(false)
                },
                ended: {
                    latest.second = $0
                    report(true)
                }))
        if !b, a, pending == 1 { observer.ended(latest) }
        return a || b
    }
}

/// The second gesture can start only once the first has succeeded: a long press, then a drag.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public var _inputKinds: Set<_GestureInputKind> { first._inputKinds.union(second._inputKinds) }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        // A checkpoint's drag presses before it moves, so a hold that comes first is satisfied.
        let firstInput: _GestureInput = if case .drag = input, first._inputKinds.contains(.longPress) { .longPress } else { input }
        var firstValue: First.Value?
        guard
            first._recognize(
                firstInput,
                _GestureObserver(
                    changed: { observer.changed(.first($0)) },
                    ended: {
                        firstValue = $0
                        observer.changed(.first($0))
                    })),
            let firstValue
        else { return false }
        let recognized = second._recognize(
            input,
            _GestureObserver(
                changed: { observer.changed(.second(firstValue, $0)) },
                ended: { observer.ended(.second(firstValue, $0)) }))
        if !recognized { observer.ended(.second(firstValue, nil)) }
        return true
    }
}

/// The first gesture if it recognises the input, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public var _inputKinds: Set<_GestureInputKind> { first._inputKinds.union(second._inputKinds) }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        first._recognize(input, _GestureObserver(changed: { observer.changed(.first($0)) }, ended: { observer.ended(.first($0)) }))
            || second._recognize(
                input, _GestureObserver(changed: { observer.changed(.second($0)) }, ended: { observer.ended(.second($0)) }))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
