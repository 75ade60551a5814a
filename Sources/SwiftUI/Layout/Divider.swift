import LessonProtocol

public struct Divider: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: .divider))]
    }
}
