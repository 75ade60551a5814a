import Foundation

// An app's entry point, as a course's `@main struct LandmarksApp: App` declares it. On a phone an app
// shows its `WindowGroup`'s content full screen; the lesson engine hosts that content the same way
// (`_AppScreen`), with the app's own `@State` and the modifiers it applies to its root view.

/// A type that is an app: its `body` is the scenes it shows.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

extension App {
    /// The entry point `@main` calls; the lesson engine hosts the app itself instead.
    @MainActor public static func main() {}
}

/// Part of an app's interface: a window group, or a composition of scenes.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// Scenes the runtime shows directly.
@MainActor protocol _PrimitiveScene {
    var _rootView: AnyView { get }
}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// The scene every iOS app declares: its windows show `content`.
public struct WindowGroup<Content: View>: Scene, _PrimitiveScene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    var _rootView: AnyView { AnyView(content) }
}

/// Two or more scenes from a `SceneBuilder`; a phone shows the first window group.
public struct _TupleScene: Scene, _PrimitiveScene {
    public typealias Body = Never
    let scenes: [any Scene]
    var _rootView: AnyView {
        for scene in scenes { if let root = _sceneRoot(scene) { return root } }
        return AnyView(EmptyView())
    }
}

@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _TupleScene {
        _TupleScene(scenes: content.map { [$0] } ?? [])
    }
    public static func buildEither<Content: Scene>(first: Content) -> _TupleScene { _TupleScene(scenes: [first]) }
    public static func buildEither<Content: Scene>(second: Content) -> _TupleScene { _TupleScene(scenes: [second]) }
}

@MainActor
func _sceneRoot(_ scene: any Scene) -> AnyView? {
    if let primitive = scene as? _PrimitiveScene { return primitive._rootView }
    func body<S: Scene>(_ scene: S) -> any Scene { scene.body }
    return _sceneRoot(body(scene))
}

/// Holds the hosted app so that its `@State` properties live in the screen's node.
public struct _AppHolder<A: App>: DynamicProperty {
    let app: A
}

/// What a phone shows for an app: its first window group's content.
public struct _AppScreen<A: App>: View {
    let holder: _AppHolder<A>

    @MainActor public init() { holder = _AppHolder(app: A()) }

    public var body: some View {
        _sceneRoot(holder.app.body) ?? AnyView(EmptyView())
    }
}
