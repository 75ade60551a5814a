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
    /// Places a view along an edge of the safe area (a bar of buttons over a list's bottom) and
    /// insets this view's safe area by it. The inset view's elements follow this view's, as VoiceOver
    /// reads a bottom bar after the content above it (a top bar before it).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInset(main: self, inset: content(), insetFirst: edge == .top)
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInset(main: self, inset: content(), insetFirst: edge == .leading)
    }

    // Padding the safe area moves content inward by points; no element changes.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func safeAreaPadding(_ length: CGFloat) -> some View { self }
}

struct _SafeAreaInset<Main: View, Inset: View>: View, _UncountedBody {
    let main: Main
    let inset: Inset
    let insetFirst: Bool
    var body: some View {
        if insetFirst {
            inset
            main
        } else {
            main
            inset
        }
    }
}
