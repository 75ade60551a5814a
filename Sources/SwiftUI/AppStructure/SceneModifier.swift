/// A scene whose windows show their content through a view modifier: how a framework beside
/// SwiftUI (SwiftData's `.modelContainer` on a `WindowGroup`) reaches every window's views.
public struct _ModifiedScene<Content: Scene, Modifier: ViewModifier>: Scene, _PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let modifier: Modifier

    var _rootView: AnyView { AnyView((_sceneRoot(content) ?? AnyView(EmptyView())).modifier(modifier)) }
}

extension Scene {
    public func _modifyingContent<Modifier: ViewModifier>(_ modifier: Modifier) -> _ModifiedScene<Self, Modifier> {
        _ModifiedScene(content: self, modifier: modifier)
    }
}
