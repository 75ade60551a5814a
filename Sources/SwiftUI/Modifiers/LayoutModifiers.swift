import LessonProtocol

/// Layout and drawing modifiers. They only affect pixels, so they are recorded in `style`.
public struct Edge: Hashable {
    public struct Set: OptionSet, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        var name: String {
            if self == .all { return "all" }
            if self == .horizontal { return "horizontal" }
            if self == .vertical { return "vertical" }
            var parts: [String] = []
            if contains(.top) { parts.append("top") }
            if contains(.leading) { parts.append("leading") }
            if contains(.bottom) { parts.append("bottom") }
            if contains(.trailing) { parts.append("trailing") }
            return parts.joined(separator: " ")
        }
    }
}

public struct EdgeInsets: Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

public struct ContentMode: Hashable {
    let name: String
    public static let fit = ContentMode(name: "fit")
    public static let fill = ContentMode(name: "fill")
}

extension View {
    public func padding(_ length: CGFloat) -> some View { _elementStyle(\.padding, _number(length)) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let edges = edges.name
        let value = length.map { edges == "all" ? _number($0) : "\(edges) \(_number($0))" } ?? (edges == "all" ? "default" : edges)
        return _elementStyle(\.padding, value)
    }
    public func padding(_ insets: EdgeInsets) -> some View {
        _elementStyle(\.padding, "top \(_number(insets.top)) leading \(_number(insets.leading)) bottom \(_number(insets.bottom)) trailing \(_number(insets.trailing))")
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _elementStyle(\.frame, _frameDescription([("width", width), ("height", height)], alignment))
            .modifier(_ShapeFrame(width: width, height: height))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        _elementStyle(\.frame, _frameDescription([("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                                                  ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)], alignment))
    }

    public func background<S: ShapeStyle>(_ style: S) -> some View { _elementStyle(\.background, style._styleDescription) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), isOverlay: false))
    }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, isOverlay: false))
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, isOverlay: true))
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { _elementStyle(\.overlay, style._styleDescription) }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        _elementStyle(\.overlay, "\(style._styleDescription) \(_viewTypeName(T.self))")
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        _elementStyle(\.background, "\(style._styleDescription) \(_viewTypeName(T.self))")
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), isOverlay: true))
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _elementStyle(\.cornerRadius, _number(radius)) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _elementStyle(\.clipShape, _viewTypeName(S.self)) }
    public func opacity(_ opacity: Double) -> some View { _elementStyle(\.opacity, _number(opacity)) }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _elementStyle(\.shadow, _number(radius))
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        _elementStyle(\.border, "\(content._styleDescription) \(_number(width))")
    }
    public func scaleEffect(_ s: CGFloat) -> some View { _elementStyle(\.scale, _number(s)) }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _elementStyle(\.contentMode, contentMode.name) }
    public func scaledToFit() -> some View { _elementStyle(\.contentMode, "fit") }
    public func scaledToFill() -> some View { _elementStyle(\.contentMode, "fill") }
    public func imageScale(_ scale: Image.Scale) -> some View { _elementStyle(\.imageScale, "\(scale)") }
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func labelsHidden() -> some View { _elementStyle(\.labelsHidden, "true") }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func ignoresSafeArea() -> some View { self }
}

func _frameDescription(_ parts: [(String, CGFloat?)], _ alignment: Alignment) -> String {
    var words = parts.compactMap { name, value in value.map { "\(name) \(_number($0))" } }
    if alignment != .center { words.append("alignment \(alignment.name)") }
    return words.joined(separator: " ")
}

public enum Visibility: Hashable { case automatic, visible, hidden }
public struct SymbolRenderingMode: Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let palette = SymbolRenderingMode(name: "palette")
}

public struct Angle: Hashable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
}

public struct FillStyle: Hashable {
    /// The even-odd rule: where subpaths overlap an even number of times is left empty.
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct Rectangle: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "rectangle"))] }
}
public struct RoundedRectangle: Shape, _PrimitiveView {
    public typealias Body = Never
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: "roundedRectangle", cornerRadius: _number(cornerRadius)))]
    }
}
public struct Circle: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "circle"))] }
}
public struct Capsule: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "capsule"))] }
}


/// `.overlay { … }` and `.background { … }` with views: the layer's views are really built. An
/// overlay's texts are on the screen after the content's (a badge is read); a background is drawn
/// behind (its fill colour, or its view's name) and read too when it shows text.
struct _LayerModifier<Layer: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let layer: Layer
    let isOverlay: Bool

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content, env), _ChildSpec("layer", layer, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var content = ctx.childElements("content")
        let layer = ctx.childElements("layer")
        let key: WritableKeyPath<ScreenStyle, String?> = isOverlay ? \.overlay : \.background
        let shown = layer.first.flatMap { $0.style.fill ?? $0.style.color } ?? _viewTypeName(Layer.self)
        for index in content.indices {
            if let existing = content[index].style[keyPath: key] { content[index].style[keyPath: key] = existing + "; " + shown }
            else { content[index].style[keyPath: key] = shown }
        }
        let readable = layer.filter { element in
            var hasText = false
            element.forEachElement { if $0.label != nil || $0.handlers.isActionable { hasText = true } }
            return hasText
        }
        return isOverlay ? content + readable : readable + content
    }
}
