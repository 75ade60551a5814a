import Foundation

// Haptics a person feels but cannot see: accepted, nothing on screen changes. Each generator counts
// what it played (`_played`), so a runtime test can tell a call happened.

open class UIFeedbackGenerator: NSObject, @unchecked Sendable {
    public private(set) var _played = 0
    open func prepare() {}
    func play() { _played += 1 }
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() { play() }
    open func impactOccurred(intensity: CGFloat) { play() }
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    open func notificationOccurred(_ notificationType: FeedbackType) { play() }
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    open func selectionChanged() { play() }
}
