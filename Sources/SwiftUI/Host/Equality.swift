/// Structural equality of arbitrary values, used to decide whether a child view's inputs changed.
///
/// SwiftUI skips a child's `body` when the parent hands it the same inputs; this is the headless
/// equivalent. It is conservative: anything it cannot compare (closures, for example) counts as
/// changed, so a child is re-evaluated rather than left stale.
func _deepEqual(_ a: Any, _ b: Any) -> Bool {
    guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
    if a is _IgnoredForEquality { return true }
    if let equatable = a as? any Equatable { return equatable._isEqual(toAny: b) }
    if let ta = a as? Any.Type, let tb = b as? Any.Type { return ObjectIdentifier(ta) == ObjectIdentifier(tb) }
    let ma = Mirror(reflecting: a)
    switch ma.displayStyle {
    case .class?:
        return (a as AnyObject) === (b as AnyObject)
    case nil:
        return false
    case .enum?:
        // Cases without payload have no mirror children; their description names the case.
        guard String(describing: a) == String(describing: b) else { return false }
    default:
        break
    }
    let mb = Mirror(reflecting: b)
    guard ma.children.count == mb.children.count else { return false }
    for (ca, cb) in zip(ma.children, mb.children) {
        guard ca.label == cb.label, _deepEqual(ca.value, cb.value) else { return false }
    }
    return true
}

extension Equatable {
    func _isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
