import Foundation
import LessonProtocol

extension View {
    public func ignoresSafeArea() -> some View { self }
}

/// Parts of the screen the system keeps content out of.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    // Extending a background under the status bar or home indicator changes pixels at the edges
    // only; every element stays where a person and XCUITest find it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

extension View {
    /// Places a view along an edge of this view (a bar of buttons under a list) and insets this
    /// view's safe area by it: the view is laid out in what is left. The inset view's elements
    /// follow this view's, as VoiceOver reads a bottom bar after the content above it (a top bar
    /// before it). With no spacing given, nothing is put between the two on an iPhone.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                spacing: spacing ?? 0))
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0))
    }

    /// Adds space to the safe area the view's content sees: the content is laid out that far in
    /// (16 points when no length is given), as padding places it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { _layoutStep(.padding(insets)) }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _layoutStep(.padding(_insets(edges, length ?? 16)))
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { _layoutStep(.padding(_insets(.all, length))) }
}

/// The view and its inset as one element the layout places (`ArrangedLayout.swift`): the inset
/// along its edge, the view in the rest.
struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let inset: Inset
    let edge: Edge.Set
    let alignment: Alignment
    let spacing: CGFloat

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content, env), _ChildSpec("inset", inset, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let main = ctx.childElements("content")
        let inset = ctx.childElements("inset")
        let insetFirst = edge == .top || edge == .leading
        guard !main.isEmpty, !inset.isEmpty else { return insetFirst ? inset + main : main + inset }
        let pair = [_Element.wrapping(main), _Element.wrapping(inset)]
        var element = _Element(role: .group, children: insetFirst ? pair.reversed() : pair)
        element.arrangement = .safeAreaInset(
            _SafeAreaInsetFacts(edge: edge, alignment: alignment, spacing: spacing, mainIndex: insetFirst ? 1 : 0))
        return [element]
    }
}
