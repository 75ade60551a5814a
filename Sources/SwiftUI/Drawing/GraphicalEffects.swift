import Foundation
import LessonProtocol

extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(
            _AnimatedEffect(value: opacity) { shown, elements, ctx in
                _ElementStyleModifier { style in
                    // Opacities multiply, as nested ones do on a device.
                    style.opacity = (style.opacity ?? 1) * shown
                }._adjust(elements, &ctx)
            })
    }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _elementStyle(\.shadow, _number(radius))
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        _elementStyle(\.border, "\(content._styleDescription) \(_number(width))")
    }

    // A blur changes pixels only: the element keeps its text, place in the reading order and
    // actions (XCUITest reads and taps it as before). The phone drawing blurs it as a device does;
    // a radius of zero draws it sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(
            _AnimatedEffect(value: Double(radius)) { shown, elements, ctx in
                _ElementStyleModifier { style in
                    // Blurs applied one over another spread further, about as their radii add up.
                    let total = (style.blur ?? 0) + shown
                    style.blur = total > 0 ? total : nil
                }._adjust(elements, &ctx)
            })
    }

    // Composition hints change how SwiftUI renders, not what is seen.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Renders the view offscreen in one pass (Metal on a device); the result looks the same.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    public func compositingGroup() -> some View { self }

    // Colour adjustments: the drawing's colours change, nothing a person reads does.
    public func saturation(_ amount: Double) -> some View { self }
    public func brightness(_ amount: Double) -> some View { self }
    public func contrast(_ amount: Double) -> some View { self }
    public func hueRotation(_ angle: Angle) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func colorMultiply(_ color: Color) -> some View { self }
    public func colorInvert() -> some View { self }
    public func luminanceToAlpha() -> some View { self }
}

/// How a view's colours combine with what is beneath it.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
