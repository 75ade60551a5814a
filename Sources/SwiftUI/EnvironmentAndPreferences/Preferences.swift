import Foundation

/// A value views pass up to their ancestors, the way the environment passes values down.
public protocol PreferenceKey {
    associatedtype Value
    /// What a view that sets no value produces.
    static var defaultValue: Value { get }
    /// Combines the values of sibling views, in reading order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value == Void {
    public static func reduce(value: inout Value, nextValue: () -> Value) {}
}

/// What a `.preference` or `.transformPreference` contributes at its node: a value that replaces
/// its content's, or a change to the value its content produced.
final class _PreferenceContribution {
    let key: ObjectIdentifier
    let combine: (_ contentValue: Any?) -> Any
    init(key: ObjectIdentifier, combine: @escaping (Any?) -> Any) {
        self.key = key
        self.combine = combine
    }
}

/// The value of `K` that a node's subtree produces, nil when no view in it sets one. Siblings are
/// combined with `K.reduce` in reading order, as SwiftUI combines them.
func _preferenceValue<K: PreferenceKey>(_ key: K.Type, of node: _ViewNode) -> K.Value? {
    var combined: K.Value?
    for child in node.children {
        guard let next = _preferenceValue(key, ofSubtree: child) else { continue }
        if combined == nil { combined = next } else { K.reduce(value: &combined!) { next } }
    }
    return combined
}

private func _preferenceValue<K: PreferenceKey>(_ key: K.Type, ofSubtree node: _ViewNode) -> K.Value? {
    let content = _preferenceValue(key, of: node)
    guard let contribution = node.storage["preference"] as? _PreferenceContribution, contribution.key == ObjectIdentifier(key) else {
        return content
    }
    return contribution.combine(content) as? K.Value
}

struct _PreferenceWriter<K: PreferenceKey>: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let combine: (K.Value?) -> K.Value

    func _didMount(_ node: _ViewNode) { _didUpdate(node) }
    func _didUpdate(_ node: _ViewNode) {
        let combine = self.combine
        node.storage["preference"] = _PreferenceContribution(key: ObjectIdentifier(K.self)) { combine($0 as? K.Value) }
    }
}

/// Runs `action` after an update in which the value its content produces for `K` changed (and once
/// with the first value), as `onPreferenceChange` does.
struct _PreferenceReader<K: PreferenceKey>: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let isSame: (K.Value, K.Value) -> Bool
    let action: (K.Value) -> Void

    func _didMount(_ node: _ViewNode) { _didUpdate(node) }
    func _didUpdate(_ node: _ViewNode) {
        let last = node.storage["preference.read"] as? _NodeValue<K.Value?> ?? _NodeValue(nil)
        node.storage["preference.read"] = last
        let isSame = self.isSame
        let action = self.action
        // Checked after every update pass: a view deep inside may change its value on its own.
        let order = node.reconciler.preferenceObservers[ObjectIdentifier(node)]?.order ?? node.reconciler.makeID()
        node.reconciler.preferenceObservers[ObjectIdentifier(node)] = (
            order,
            { [weak node] in
                guard let node, node.isMounted else { return }
                let value = _preferenceValue(K.self, of: node) ?? K.defaultValue
                if let previous = last.value, isSame(previous, value) { return }
                last.value = value
                node.reconciler.pendingCallbacks.append { action(value) }
            }
        )
    }

    func _willUnmount(_ node: _ViewNode) { node.reconciler.preferenceObservers[ObjectIdentifier(node)] = nil }
}

extension View {
    /// Sets `key`'s value for this view, replacing whatever its content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWriter<K> { _ in value })
    }

    /// Changes the value this view's content produces for `key`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(
            _PreferenceWriter<K> { content in
                var value = content ?? K.defaultValue
                callback(&value)
                return value
            })
    }

    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceReader<K>(isSame: ==, action: action))
    }

    /// Draws a view made from `key`'s value over this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueView<K, Self, V>(content: self, isBackground: false, alignment: alignment, transform: transform)
    }

    /// Draws a view made from `key`'s value behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueView<K, Self, V>(content: self, isBackground: true, alignment: alignment, transform: transform)
    }
}

/// The content, with the view made from the value its content produces beside it; the value
/// arrives after the content's first update, as on a device.
struct _PreferenceValueView<K: PreferenceKey, Content: View, Decoration: View>: View, _UncountedBody {
    let content: Content
    let isBackground: Bool
    let alignment: Alignment
    let transform: (K.Value) -> Decoration
    @State private var value: _PreferenceBox<K.Value>?

    var body: some View {
        let reading = content.modifier(_PreferenceReader<K>(isSame: { _deepEqual($0, $1) }, action: { value = _PreferenceBox(value: $0) }))
        let decoration = transform(value?.value ?? K.defaultValue)
        if isBackground {
            reading.background(alignment: alignment) { decoration }
        } else {
            reading.overlay(alignment: alignment) { decoration }
        }
    }
}

/// Preference values need not be Equatable; state holding one compares by contents.
struct _PreferenceBox<Value> { let value: Value }

/// A rectangle or point of a view, resolved in the space of the `GeometryProxy` that reads it.
/// The runtime does not place views in points, so it resolves in the reader's own size.
public struct Anchor<Value> {
    let value: (CGSize) -> Value

    /// What an anchor records: a view's bounds, or one of its points.
    public struct Source {
        let value: (CGSize) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init { CGRect(origin: .zero, size: $0) } }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init { _ in r } }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { _ in p } }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.width * p.x, y: $0.height * p.y) }
    }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension View {
    /// Sets `key`'s value from an anchor of this view.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        preference(key: K.self, value: transform(Anchor(value: value.value)))
    }

    /// Changes `key`'s value with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        transformPreference(K.self) { transform(&$0, Anchor(value: value.value)) }
    }
}
