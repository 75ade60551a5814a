import LessonProtocol

extension View {
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _elementFact(\.cornerRadius, Double(radius)) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(
            _ElementStyleModifier { element in
                element.clipShape = _viewTypeName(S.self)
                // A rounded rectangle's corners are drawn with its radius.
                if let rounded = shape as? RoundedRectangle { element.cornerRadius = Double(rounded.cornerRadius) }
            })
    }

    /// Cuts the drawing off at the view's frame, as `clipShape(Rectangle())` does.
    public func clipped(antialiased: Bool = false) -> some View { _elementStyle(\.clipShape, "Rectangle") }

    /// Shows the view only where the mask is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _elementStyle(\.clipShape, _viewTypeName(Mask.self))
    }

    @available(*, deprecated, message: "use mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View { _elementStyle(\.clipShape, _viewTypeName(Mask.self)) }
}
