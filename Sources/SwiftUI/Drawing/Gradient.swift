import LessonProtocol

public struct Gradient: Hashable {
    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map {
            Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0)
        }
    }
    public init(stops: [Stop]) { self.stops = stops }
    var _names: String { stops.map(\.color.name).joined(separator: ", ") }
}

/// Gradients fill like colours; as views they fill their space.
public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    public var _styleDescription: String { "linearGradient(\(gradient._names))" }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [
            _Element(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .color
                    $0.color = _styleDescription
                })
        ]
    }
}

public struct RadialGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
    public var _styleDescription: String { "radialGradient(\(gradient._names))" }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [
            _Element(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .color
                    $0.color = _styleDescription
                })
        ]
    }
}

public struct AngularGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        gradient = Gradient(colors: colors)
    }
    public var _styleDescription: String { "angularGradient(\(gradient._names))" }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [
            _Element(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .color
                    $0.color = _styleDescription
                })
        ]
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    /// A gradient derived from the colour, as `.fill(.blue.gradient)` draws it.
    public var gradient: LinearGradient { LinearGradient(colors: [self, self.opacity(0.7)], startPoint: .top, endPoint: .bottom) }
}
