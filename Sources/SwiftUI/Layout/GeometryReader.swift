import LessonProtocol

/// What a `GeometryReader` (or `visualEffect`, `onGeometryChange`) knows of the view it measures:
/// its size and where the point layout placed it on the 393 × 852 point iPhone the drawings show
/// (`PointLayout.swift`). Before the first layout has placed the view, it reads the screen's size
/// at the screen's origin; the layout then tells it its frame and the view updates, as a device's
/// first layout pass does before anything is drawn.
public struct GeometryProxy {
    public let size: CGSize
    let placed: _PlacedGeometry?

    init(size: CGSize) {
        self.size = size
        placed = nil
    }

    init(_ placed: _PlacedGeometry?) {
        self.placed = placed
        size = placed?.frame.size ?? _canvasSize
    }

    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let global = placed?.frame ?? CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return global
        case .named(let name):
            // A name no view declares measures from the screen, as on a device.
            guard let space = placed?.named[name] else { return global }
            return global.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// The bounds of a named space of an enclosing view in this view's own coordinates, or nil
    /// when no view names it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let placed else { return CGRect(origin: .zero, size: size) }
        guard let space = placed.named[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -placed.frame.minX, dy: -placed.frame.minY)
    }

    /// The rectangle or point an anchor preference recorded, in this reader's space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(size) }
}

/// A container view that reads its own size and place; it takes all the space offered.
public struct GeometryReader<Content: View>: View, _UncountedBody {
    let content: (GeometryProxy) -> Content
    /// The frame the last layout found; the content is made again when it changes.
    @State private var placed: _PlacedGeometry?
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: some View {
        _GeometryReaderBox(content: content(GeometryProxy(placed)), report: _GeometryReport.updating($placed))
            .environment(\._awaitsGeometry, placed == nil)
    }
}

private struct AwaitsGeometryKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a `GeometryReader` the layout has not placed yet. On a device layout comes
    /// before `onAppear`, so `Color.clear.onAppear { size = proxy.size }` reads the laid-out
    /// size: an appearance in here waits until the reader knows its frame (`Lifecycle.swift`).
    var _awaitsGeometry: Bool {
        get { self[AwaitsGeometryKey.self] }
        set { self[AwaitsGeometryKey.self] = newValue }
    }
}

/// The reader's own element: greedy, its content at its top leading corner.
struct _GeometryReaderBox<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let report: _GeometryReport
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .group, children: ctx.allChildElements())
        element.isGeometryReader = true
        element.layoutSteps = [.report(report)]
        return [element]
    }
}

extension _GeometryReport {
    /// A report that stores the geometry in `binding` when it differs from what it holds.
    static func updating(_ binding: Binding<_PlacedGeometry?>) -> _GeometryReport {
        _GeometryReport { geometry in
            if let old = binding.wrappedValue, old.closeTo(geometry) { return }
            binding.wrappedValue = geometry
        }
    }
}

/// A coordinate space a frame or gesture location is measured in (iOS 17).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView \(axis)") }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}

extension View {
    /// Names this view's frame, so frames inside can be measured from its top leading corner.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { _layoutStep(.coordinateSpace(AnyHashable(name))) }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { _layoutStep(.coordinateSpace(name.name)) }
}

extension View {
    /// Runs `action` with a value made from the view's geometry when the view appears and whenever
    /// the value changes. The proxy reads the view as the point layout places it (see `GeometryProxy`).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        _GeometryChangeView(content: self, transform: transform, action: { _, new in action(new) })
    }

    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        _GeometryChangeView(content: self, transform: transform, action: action)
    }
}

/// Keeps the geometry the layout last told the view, and runs the action as the value made from it changes.
struct _GeometryChangeView<Content: View, T: Equatable>: View, _UncountedBody {
    let content: Content
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void
    @State private var placed: _PlacedGeometry?

    var body: some View {
        content
            .modifier(_ChangeModifier(value: transform(GeometryProxy(placed)), initial: true, action: action))
            ._layoutStep(.report(.updating($placed)))
    }
}
