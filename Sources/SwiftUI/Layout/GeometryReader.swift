import LessonProtocol

/// The space a GeometryReader is offered. Headlessly that is a fixed iPhone-sized canvas
/// (393 × 852 points, an iPhone 15/16 in portrait), so results are the same on every run. The
/// runtime does not place views in points, so a frame in any coordinate space starts at the
/// screen's origin: `.local` reads as on a device, `.global` and named spaces read the reader's
/// size without its position.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { CGRect(origin: .zero, size: size) }
    /// The reader's bounds in a named space of an enclosing view, or nil when no view names it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
    /// The rectangle or point an anchor preference recorded, in this reader's space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(size) }
}

public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content(GeometryProxy(size: _canvasSize)), env)]
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
    // Naming a coordinate space changes no element: frames measured in it are described above.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

extension View {
    /// Runs `action` with a value made from the view's geometry when the view appears and whenever
    /// the value changes. The proxy reads as a `GeometryReader`'s does (see `GeometryProxy`).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(_ChangeModifier(value: transform(GeometryProxy(size: _canvasSize)), initial: true, action: { _, new in action(new) }))
    }

    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ChangeModifier(value: transform(GeometryProxy(size: _canvasSize)), initial: true, action: action))
    }
}
