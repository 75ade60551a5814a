/// The context of a change: the animation it carries (`withTransaction`, `.transaction { }`).
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
