import Foundation
import LessonProtocol

// Attaching gestures to views. A checkpoint performs them as a person would: `tap "X"`,
// `double tap "X"`, `long press "X"`, `drag "X" left by 150`. Touching a child reaches the gesture
// of the view around it when the child has none of its own, as hit-testing does; a
// `highPriorityGesture` wins over its children's gestures.

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: mask.contains(.gesture) ? .normal : .disabled))
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: mask.contains(.gesture) ? .simultaneous : .disabled))
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: mask.contains(.gesture) ? .high : .disabled))
    }
}

struct _GestureModifier<G: Gesture>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    enum Priority { case normal, simultaneous, high, disabled }
    let gesture: G
    let priority: Priority

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard priority != .disabled else { return elements }
        let gesture = self.gesture
        let kinds = gesture._inputKinds
        var handlers = _Element.Handlers()
        let ignore = _GestureObserver<G.Value>(changed: { _ in }, ended: { _ in })
        if kinds.contains(.tap) {
            // Taps in a row are counted on the view's node, so a double-tap gesture sees the second.
            let counter: _NodeValue<Int>
            if let existing = ctx.node.storage["tapCount"] as? _NodeValue<Int> {
                counter = existing
            } else {
                counter = _NodeValue(0)
                ctx.node.storage["tapCount"] = counter
            }
            let centre = elements.first.map(_centre) ?? .zero
            handlers.tap = {
                counter.value += 1
                _ = gesture._recognize(.tap(count: counter.value, location: centre), ignore)
            }
        }
        if kinds.contains(.longPress) { handlers.longPress = { _ = gesture._recognize(.longPress, ignore) } }
        if kinds.contains(.drag) {
            handlers.drag = { translation in _ = gesture._recognize(.drag(translation: translation, startLocation: .zero), ignore) }
        }
        if kinds.contains(.pinch) { handlers.pinch = { scale in _ = gesture._recognize(.pinch(scale: scale), ignore) } }
        if kinds.contains(.rotate) { handlers.rotate = { degrees in _ = gesture._recognize(.rotate(degrees: degrees), ignore) } }
        return elements.map { Self.install(handlers, priority: priority, on: $0) }
    }

    /// The element and everything inside it reach the handlers; a child's own gesture (or control)
    /// keeps the touch unless this gesture has high priority. Simultaneous gestures run after the
    /// child's.
    static func install(_ new: _Element.Handlers, priority: Priority, on element: _Element) -> _Element {
        guard !element.ignoresTouches else { return element }
        var element = element
        let isControl = element.handlers.toggle != nil || element.handlers.setText != nil
        func merge(_ existing: (() -> Void)?, _ added: (() -> Void)?) -> (() -> Void)? {
            guard let added else { return existing }
            guard let existing else { return added }
            switch priority {
            case .high: return added
            case .simultaneous:
                return {
                    existing()
                    added()
                }
            case .normal, .disabled: return existing
            }
        }
        if !isControl { element.handlers.tap = merge(element.handlers.tap, new.tap) }
        element.handlers.longPress = merge(element.handlers.longPress, new.longPress)
        if let drag = new.drag {
            if let existing = element.handlers.drag {
                switch priority {
                case .high: element.handlers.drag = drag
                case .simultaneous:
                    element.handlers.drag = {
                        existing($0)
                        drag($0)
                    }
                case .normal, .disabled: break
                }
            } else {
                element.handlers.drag = drag
            }
        }
        // Two-finger gestures: the view's own wins unless this one has priority; simultaneous ones both run.
        func merge<T>(_ existing: ((T) -> Void)?, _ added: ((T) -> Void)?) -> ((T) -> Void)? {
            guard let added else { return existing }
            guard let existing else { return added }
            switch priority {
            case .high: return added
            case .simultaneous:
                return {
                    existing($0)
                    added($0)
                }
            case .normal, .disabled: return existing
            }
        }
        element.handlers.pinch = merge(element.handlers.pinch, new.pinch)
        element.handlers.rotate = merge(element.handlers.rotate, new.rotate)
        // A button keeps its own tap for what it holds.
        if element.role == .button, new.longPress == nil, new.drag == nil, new.pinch == nil, new.rotate == nil { return element }
        element.children = element.children.map { install(new, priority: priority, on: $0) }
        return element
    }
}

/// The middle of an element whose size is known: the width and height a frame gave it, or the
/// size its shape was drawn in; its origin otherwise.
func _centre(_ element: _Element) -> CGPoint {
    var width: Double?
    var height: Double?
    if let size = element.drawnSize {
        width = size.width
        height = size.height
    }
    // The outermost frame's description comes last ("width 200 height 100; width 300").
    for frame in (element.style.frame ?? "").split(separator: ";") {
        let words = frame.split(separator: " ")
        for (index, word) in words.enumerated() where index + 1 < words.count {
            if word == "width", let value = Double(words[index + 1]) { width = value }
            if word == "height", let value = Double(words[index + 1]) { height = value }
        }
    }
    return CGPoint(x: (width ?? 0) / 2, y: (height ?? 0) / 2)
}
