import Foundation
import LessonProtocol

extension View {
    /// Runs `action` when the view crosses `threshold` of itself being visible in the scroll view
    /// that holds it (the screen, outside one): with `true` once that much of it is in sight,
    /// including when it first appears so, and `false` when it falls below.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        _ScrollVisibilityView(content: self, threshold: threshold, action: action)
    }
}

struct _ScrollVisibilityView<Content: View>: View, _UncountedBody {
    let content: Content
    let threshold: Double
    let action: (Bool) -> Void
    @State private var placed: _PlacedGeometry?

    var body: some View {
        let visible = placed.map { Self.visibleFraction(of: $0) >= min(max(threshold, 0), 1) }
        let action = action
        return
            content
            .modifier(
                _ChangeModifier(
                    value: visible, initial: false,
                    action: { old, new in
                        guard let new, (old ?? false) != new else { return }
                        action(new)
                    })
            )
            ._layoutStep(.report(.updating($placed)))
    }

    /// How much of the view's area lies inside the scroll view's visible bounds.
    static func visibleFraction(of geometry: _PlacedGeometry) -> Double {
        let viewport = geometry.named[_scrollViewSpace] ?? _Phone.bounds
        let frame = geometry.frame
        guard frame.width > 0, frame.height > 0 else { return viewport.contains(frame.origin) ? 1 : 0 }
        let seen = frame.intersection(viewport)
        guard !seen.isNull else { return 0 }
        return Double(seen.width * seen.height / (frame.width * frame.height))
    }
}

/// Where a scroll view's content is: how far it is scrolled, how big it is, and the visible part.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in sight, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its offset and size.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

extension View {
    /// Runs `action` with the old and new value of `transform` whenever the scroll view this
    /// modifies is laid out or scrolled so that the value changes (not on its first layout).
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        _ScrollGeometryView(content: self, transform: transform, action: action)
    }
}

struct _ScrollGeometryView<Content: View, Value: Equatable>: View, _UncountedBody {
    let content: Content
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void
    @State private var placed: _PlacedGeometry?

    var body: some View {
        let value = placed?.scroll.map(transform)
        let action = action
        return
            content
            .modifier(
                _ChangeModifier(
                    value: value, initial: false,
                    action: { old, new in
                        guard let old, let new, old != new else { return }
                        action(old, new)
                    })
            )
            .modifier(_ScrollGeometryReportModifier(report: .updating($placed)))
    }
}

/// Hands the report to the scroll views (or lists) among the modified view's elements.
struct _ScrollGeometryReportModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let report: _GeometryReport
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            if element.style.kind == .scroll || element.role == .list || element.role == .form {
                element.scrollGeometryReports.append(report)
            }
            return element
        }
    }
}
