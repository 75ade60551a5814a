import LessonProtocol

/// A modifier that produces a new view from the one it is applied to.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        if let primitive = modifier as? _PrimitiveModifier { return primitive._children(content: content, env) }
        // A lesson's own modifier: its body is evaluated like a view's, with its own state.
        return [_ChildSpec("modifier", _ModifierBody(modifier: modifier, content: content), env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        guard let primitive = modifier as? _PrimitiveModifier else { return ctx.allChildElements() }
        return primitive._elements(&ctx)
    }
}

extension ModifiedContent: _LifecycleView where Content: View, Modifier: ViewModifier {
    func _didMount(_ node: _ViewNode) { (modifier as? _LifecycleModifier)?._didMount(node) }
    func _didUpdate(_ node: _ViewNode, from old: any View) { (modifier as? _LifecycleModifier)?._didUpdate(node) }
    func _willUnmount(_ node: _ViewNode) { (modifier as? _LifecycleModifier)?._willUnmount(node) }
}

extension View {
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content a lesson's `ViewModifier.body(content:)` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let content: any View
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
}

/// Hosts a lesson-defined modifier's body as a view, so its `@State` lives on a node.
struct _ModifierBody<Modifier: ViewModifier, Content: View>: View, _UncountedBody {
    let modifier: Modifier
    let content: Content
    var body: some View { modifier.body(content: _ViewModifier_Content(content: content)) }
}

/// Built-in modifiers: they may change the environment, add children and adjust elements.
protocol _PrimitiveModifier {
    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues
    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec]
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element]
    func _elements(_ ctx: inout _ElementContext) -> [_Element]
}

extension _PrimitiveModifier {
    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues { env }
    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content, _childEnvironment(env))]
    }
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] { elements }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        _adjust(ctx.childElements("content"), &ctx)
    }
}

protocol _LifecycleModifier {
    func _didMount(_ node: _ViewNode)
    func _didUpdate(_ node: _ViewNode)
    func _willUnmount(_ node: _ViewNode)
}

extension _LifecycleModifier {
    func _didMount(_ node: _ViewNode) {}
    func _didUpdate(_ node: _ViewNode) {}
    func _willUnmount(_ node: _ViewNode) {}
}

/// Inherited rendering facts (font, button style, …) for everything inside.
struct _StyleFactModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let set: (inout ScreenStyle) -> Void
    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        set(&env.styleFacts)
        return env
    }
}

/// Facts about the modified element itself (padding, frame, …), recorded in its `style`.
struct _ElementStyleModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let set: (inout ScreenStyle) -> Void
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            set(&element.style)
            return element
        }
    }
}

/// Changes the environment for everything inside.
struct _EnvironmentModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void
    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        transform(&env)
        return env
    }
}

extension View {
    /// Sets an inherited fact for everything inside; nil (or false) clears what an enclosing view set.
    func _styleFact<Value>(_ key: WritableKeyPath<ScreenStyle, Value>, _ value: Value) -> some View {
        modifier(_StyleFactModifier { $0[keyPath: key] = value })
    }

    /// Records a described fact of the element; applied twice, the descriptions read inner first
    /// ("16; 8" for two paddings), as both apply on a device.
    func _elementStyle(_ key: WritableKeyPath<ScreenStyle, String?>, _ value: String) -> some View {
        modifier(
            _ElementStyleModifier { style in
                if let existing = style[keyPath: key] { style[keyPath: key] = existing + "; " + value } else { style[keyPath: key] = value }
            })
    }

    /// Records a typed fact of the element; the outermost modifier's value is the one shown.
    func _elementFact<Value>(_ key: WritableKeyPath<ScreenStyle, Value>, _ value: Value) -> some View {
        modifier(_ElementStyleModifier { $0[keyPath: key] = value })
    }
}
