import Foundation
import LessonProtocol

/// What a `Canvas` renderer draws with: paths filled or stroked, text and images placed, under a
/// transform and opacity of its own. A copy draws into the same canvas with its own state, as on a
/// device. Each drawing is recorded for the phone drawing; a canvas holds no elements a person
/// or XCUITest can find, since SwiftUI draws it as one image.
public struct GraphicsContext {
    final class Recording {
        var drawings: [_Element] = []
        /// The outline each path drawing was made from, in canvas coordinates, by drawing index.
        var paths: [Int: Path] = [:]
        let size: CGSize
        init(size: CGSize) { self.size = size }
    }

    let recording: Recording
    public let environment: EnvironmentValues
    /// The transform from user space to the canvas, applied to everything drawn after it is set.
    public var transform: CGAffineTransform = .identity
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal

    init(recording: Recording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // Clipping and filters change pixels the phone drawing does not show.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Draws into a layer of its own, composited back with this context's opacity.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path) { style_ in
            style_.fill = shading.description
            if style.isEOFilled { style_.fillRule = "evenOdd" }
        }
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path) {
            $0.stroke = shading.description
            $0.lineWidth = Double(style.lineWidth)
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func record(_ path: Path, _ paint: (inout ScreenStyle) -> Void) {
        var element = _Element(role: .group, style: ScreenStyle(kind: .path))
        let placed = path.applying(transform)
        recording.paths[recording.drawings.count] = placed
        element.style.path = placed.svgData
        element.style.pathSize = "\(_number(recording.size.width)) \(_number(recording.size.height))"
        paint(&element.style)
        if opacity < 1 { element.style.opacity = opacity }
        recording.drawings.append(element)
    }

    // MARK: Text and images

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text._resolve(environment), at: point.applying(transform))
    }

    public func draw(_ text: Text, in rect: CGRect) {
        let frame = rect.applying(transform)
        place(text._resolve(environment), at: CGPoint(x: frame.midX, y: frame.midY))
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.string, at: point.applying(transform))
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let frame = rect.applying(transform)
        place(text.string, at: CGPoint(x: frame.midX, y: frame.midY))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Text drawn in a canvas is part of its picture: drawn, but not an element VoiceOver reads.
    private func place(_ string: String, at point: CGPoint) {
        var element = _Element(role: .text, label: string)
        element.style.accessibilityHidden = true
        element.style.offset = "\(_number((point.x * 100).rounded() / 100)) \(_number((point.y * 100).rounded() / 100))"
        recording.drawings.append(element)
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(string: text._resolve(environment)) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Text prepared for drawing; its size is what a lesson measures to lay out labels.
    public struct ResolvedText {
        let string: String
        public var shading: Shading = .foreground
        /// The size the text needs: the runtime measures 17-point body text, about 8.5 points a
        /// character on one 22-point line.
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: min(size.width, CGFloat(string.count) * 8.5), height: 22)
        }
    }

    public struct ResolvedImage {
        let image: Image
        public var size: CGSize { CGSize(width: 24, height: 24) }
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// A filter for `addFilter(_:)`; pixels only.
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter
        {
            Filter(name: "shadow")
        }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    }

    /// The paint of a fill or stroke, described as the shape styles are ("red", "linearGradient(red, blue)").
    public struct Shading: Sendable {
        let description: String
        public static var foreground: Shading { Shading(description: "foreground") }
        public static func color(_ color: Color) -> Shading { Shading(description: color._styleDescription) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(description: style._styleDescription) }
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: "linearGradient(\(gradient._names))")
        }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: "radialGradient(\(gradient._names))")
        }
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: "angularGradient(\(gradient._names))")
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
