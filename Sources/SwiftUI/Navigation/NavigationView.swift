import LessonProtocol

/// The pre-iOS 16 container; on a phone it is a stack.
@available(*, deprecated, message: "use NavigationStack")
public struct NavigationView<Content: View>: View, _UncountedBody {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}
