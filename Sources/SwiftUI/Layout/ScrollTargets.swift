import Foundation

// Where a scroll view comes to rest when a finger lets go: aligned to a view, or a page at a time.
// That is a feel of the gesture; the elements a person reads and XCUITest finds are the same, so
// these are accepted as they are written and change nothing on the screen.

/// A way a scroll view chooses where to rest.
public protocol ScrollTargetBehavior {}

/// Rests with a child of the `scrollTargetLayout` at the scroll view's leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far a single swipe may scroll.
    public struct LimitBehavior: Sendable {
        let name: String
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
    }
    let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

/// Rests on pages the size of the scroll view.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks the layout whose children a view-aligned scroll view rests on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Where a scroll view starts (`.bottom` for a chat): every element is on the screen either way.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Lets content be drawn outside the scroll view's bounds; pixels only.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
}
