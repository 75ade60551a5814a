/// Accepted for source compatibility; the headless runtime does not animate.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
