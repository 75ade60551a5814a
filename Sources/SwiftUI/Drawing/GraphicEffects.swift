import Foundation

/// How a view's colours combine with what is beneath it.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

// Effects that change only pixels: an element keeps its text, place in the reading order and
// actions, as XCUITest sees it through any of them. The screen records the effects the phone
// drawing can show (a clip, opacity, blur); composition hints (`drawingGroup`, `compositingGroup`)
// change how SwiftUI renders, not what is seen.

extension View {
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Renders the view offscreen in one pass (Metal on a device); the result looks the same.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    public func compositingGroup() -> some View { self }

    /// Cuts the drawing off at the view's frame, as `clipShape(Rectangle())` does.
    public func clipped(antialiased: Bool = false) -> some View { _elementStyle(\.clipShape, "Rectangle") }

    /// Shows the view only where the mask is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _elementStyle(\.clipShape, _viewTypeName(Mask.self))
    }

    @available(*, deprecated, message: "use mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View { _elementStyle(\.clipShape, _viewTypeName(Mask.self)) }

    // Colour adjustments: the drawing's colours change, nothing a person reads does.
    public func saturation(_ amount: Double) -> some View { self }
    public func brightness(_ amount: Double) -> some View { self }
    public func contrast(_ amount: Double) -> some View { self }
    public func hueRotation(_ angle: Angle) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func colorMultiply(_ color: Color) -> some View { self }
    public func colorInvert() -> some View { self }
    public func luminanceToAlpha() -> some View { self }

    /// A view that cannot be touched: taps pass through it to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AccessibilityModifier { elements, _ in
            guard !enabled else { return elements }
            return elements.map(_Element.removingTouches)
        })
    }
}

extension _Element {
    /// The element and its contents without the actions a touch performs.
    static func removingTouches(_ element: _Element) -> _Element {
        var element = element
        element.handlers.tap = nil
        element.handlers.longPress = nil
        element.handlers.drag = nil
        element.ignoresTouches = true
        element.children = element.children.map(removingTouches)
        return element
    }
}
