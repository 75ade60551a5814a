/// A piece of user interface, described by value.
///
/// Lesson views supply `body`; the runtime's built-in views are primitive (`Body == Never`)
/// and are understood directly by the reconciler and the screen builder.
///
/// As on Apple platforms the protocol is main-actor isolated (`@preconcurrency`), so a lesson's
/// view can hold and call `@MainActor` models; the runtime only ever runs on the main thread.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; asking for one is a programming error in the runtime.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Built-in views: they name their children (with structural keys) and turn into screen elements.
protocol _PrimitiveView {
    /// The child views, each with a key unique among its siblings and the environment it sees.
    func _children(_ env: EnvironmentValues) -> [_ChildSpec]
    /// The screen elements this view contributes, given its children's elements.
    func _elements(_ ctx: inout _ElementContext) -> [_Element]
}

extension _PrimitiveView {
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { ctx.allChildElements() }
}

/// One child of a primitive view. Identity is `key` plus the child's type.
struct _ChildSpec {
    var key: AnyHashable
    var view: any View
    var env: EnvironmentValues

    init(_ key: AnyHashable, _ view: any View, _ env: EnvironmentValues) {
        self.key = key
        self.view = view
        self.env = env
    }
}

/// A view with no content.
public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
}

/// A type-erased view. The erased type still takes part in identity: replacing the wrapped
/// view with one of another type discards the old one's state, as in SwiftUI.
public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("erased", view, env)] }
}

/// Several views built by a `@ViewBuilder` block; each child's position is its identity.
public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        children.enumerated().map { _ChildSpec($0.offset, $0.element, env) }
    }
}

/// The result of `if`/`else` in a view builder: the branch is part of identity, so flipping it
/// discards the other branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        switch storage {
        case .trueContent(let v): return [_ChildSpec("true", v, env)]
        case .falseContent(let v): return [_ChildSpec("false", v, env)]
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        switch self {
        case .some(let v): return [_ChildSpec("some", v, env)]
        case .none: return []
        }
    }
}

/// Groups views without adding structure of its own; modifiers on a group apply to each child.
public struct Group<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
}

/// Evaluates a view's body with its concrete type (opening the existential).
func _evaluateBody<V: View>(_ view: V) -> any View { view.body }

/// The name of a view type as an author wrote it, without generic arguments or modifier wrappers:
/// `ModifiedContent<HStack<TupleView<…>>, …>` reads "HStack".
func _viewTypeName(_ type: Any.Type) -> String {
    // What `String(describing:)` gives a type, without first asking whether the metatype conforms
    // to the printing protocols (three searches of every conformance record, for every new type).
    var name = _typeName(type, qualified: false)
    while name.hasPrefix("ModifiedContent<") {
        name.removeFirst("ModifiedContent<".count)
        var depth = 0
        var end = name.endIndex
        for i in name.indices {
            let c = name[i]
            if c == "<" {
                depth += 1
            } else if c == ">" {
                depth -= 1
            } else if c == "," && depth == 0 {
                end = i
                break
            }
        }
        name = String(name[..<end])
    }
    if let lt = name.firstIndex(of: "<") { name = String(name[..<lt]) }
    return name
}
