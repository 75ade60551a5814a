import Foundation
import LessonProtocol

/// Scrolls the scroll views inside a `ScrollViewReader` to a view by its id.
///
/// Every element of a scroll view is already on the runtime's screen (XCUITest finds elements
/// scrolled out of sight too), so scrolling shows nothing new; what a lesson can observe is where
/// the scroll view now rests: a `scrollPosition(id:)` binding beneath the reader reads the id
/// scrolled to, as on a device.
public struct ScrollViewProxy {
    let scroller: _Scroller

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scroller.scroll(to: AnyHashable(id))
    }
}

/// What a reader's proxy moves: the `scrollPosition(id:)` binding registered beneath it.
final class _Scroller {
    var position: ((AnyHashable) -> Void)?
    func scroll(to id: AnyHashable) { position?(id) }
}

private struct ScrollerKey: EnvironmentKey { static let defaultValue: _Scroller? = nil }

extension EnvironmentValues {
    var _scroller: _Scroller? {
        get { self[ScrollerKey.self] }
        set { self[ScrollerKey.self] = newValue }
    }
}

public struct ScrollViewReader<Content: View>: View, _UncountedBody {
    let content: (ScrollViewProxy) -> Content
    // One scroller for the reader's lifetime: a button's closure that captured the proxy still
    // scrolls after the screen changed.
    @State private var scroller = _Scroller()

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View {
        content(ScrollViewProxy(scroller: scroller)).modifier(_EnvironmentModifier { [scroller] in $0._scroller = scroller })
    }
}

extension View {
    /// Binds the id of the view a scroll view rests on (a child of its `scrollTargetLayout`, or any
    /// view with an id). It reads nil until the scroll view is scrolled; `ScrollViewProxy.scrollTo(_:)`
    /// and a `scroll to` step move it to the view they bring into sight.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(write: { id.wrappedValue = $0.base as? ID }))
    }
}

struct _ScrollPositionModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let write: (AnyHashable) -> Void

    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        // The newest binding is the one a proxy writes (the view was just described again).
        env._scroller?.position = write
        return env
    }

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            if element.style.kind == .scroll { element.handlers.scroll = write }
            return element
        }
    }
}

extension _Element {
    /// The id a scroll position reads for this element: its `.id`, else its ForEach row's id.
    var scrollTargetID: AnyHashable? { scrollID ?? implicitTag ?? tag }
}

/// `scroll to "X"`: brings X into sight in the scroll view that holds it, as XCUITest scrolls an
/// element into view before touching it; the scroll view's position reads X's id.
func _scroll(to locator: Locator, in screen: _Element) throws {
    let scope = screen.reachableScope
    guard !scope.elements(matching: locator).isEmpty else {
        throw HeadlessError("No element matches \(locator) to be scrolled to. \(_screenHolds(scope))")
    }
    func visit(_ element: _Element, scroll: _Element?, target: AnyHashable?) -> Bool {
        let scrolls = element.style.kind == .scroll || element.role == .list
        let scroll = scrolls ? element : scroll
        let target = scrolls ? nil : (target ?? (scroll != nil ? element.scrollTargetID : nil))
        if element.matches(locator) {
            if let scroll, let target { scroll.handlers.scroll?(target) }
            if let scroll { _bringIntoSight(element, in: scroll) }
            return true
        }
        return element.children.contains { visit($0, scroll: scroll, target: target) }
    }
    _ = visit(scope, scroll: nil, target: nil)
}

/// Moves `scroll`'s content the least that shows `element` whole, as XCUITest swipes until an
/// element is hittable; one already in sight does not move it. One longer than the scroll view
/// rests at its top (leading) edge.
func _bringIntoSight(_ element: _Element, in scroll: _Element) {
    guard let frame = element.frame, let viewport = scroll.frame, let move = scroll.handlers.setScrollOffset else { return }
    let horizontal = scroll.style.axis == .horizontal
    let (start, end) = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    let (low, high) = horizontal ? (viewport.minX, viewport.maxX) : (viewport.minY, viewport.maxY)
    var delta: CGFloat = 0
    if start < low || end - start > high - low {
        delta = start - low
    } else if end > high {
        delta = end - high
    }
    guard delta != 0 else { return }
    var offset = scroll.scrollOffset
    if horizontal { offset.x = max(offset.x + delta, 0) } else { offset.y = max(offset.y + delta, 0) }
    move(offset)
}

/// What a person can read on the screen, for an error that names what is there instead.
func _screenHolds(_ scope: _Element) -> String {
    let texts = scope.readableStrings.prefix(12).map { "\"\($0)\"" }
    return texts.isEmpty ? "The screen shows nothing to read." : "The screen shows: \(texts.joined(separator: ", "))."
}
