import LessonProtocol

extension View {
    /// A colour behind the row is drawn behind its content, so the text an app sets on it reads as
    /// on a device; a row background that is another view is not drawn.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let colour = (view as? Color)?._styleDescription
        return modifier(
            _ElementStyleModifier { style in
                guard let colour else { return }
                style.background = style.background.map { $0 + "; " + colour } ?? colour
            })
    }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable {
    let points: CGFloat?
    public static var `default`: ListSectionSpacing { ListSectionSpacing(points: nil) }
    public static var compact: ListSectionSpacing { ListSectionSpacing(points: 8) }
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

extension View {
    // Insets and spacing move rows by points: every row reads and acts the same.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
}

extension View {
    // Separator colours and tints are drawn only: every row reads and acts the same.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listItemTint(_ tint: Color?) -> some View { self }
}
