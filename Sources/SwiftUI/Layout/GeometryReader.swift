import LessonProtocol

/// The space a GeometryReader is offered. Headlessly that is a fixed iPhone-sized canvas
/// (393 × 852 points, the safe area of an iPhone 15/16 without bars), so results are the same on
/// every run.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content(GeometryProxy(size: _canvasSize)), env)]
    }
}
