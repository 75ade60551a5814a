public struct AnyTransition {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge.Set) -> AnyTransition { AnyTransition(name: "move") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    public func transition(_ t: AnyTransition) -> some View { self }
}
