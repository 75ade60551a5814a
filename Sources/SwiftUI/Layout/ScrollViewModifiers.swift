import Foundation
import LessonProtocol

extension View {
    // Scrolling behaviour: a screen shows the same content.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

public struct ScrollIndicatorVisibility: Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

public struct ScrollDismissesKeyboardMode: Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How a scroll view bounces at its ends (iOS 16.4).
public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

extension View {
    /// Accepted without effect: bouncing is a feel of the drag, invisible to a person reading the
    /// screen and to XCUITest's element tree.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}
