import LessonProtocol

/// A control that pushes a screen onto the enclosing NavigationStack: a view, or a value that the
/// nearest matching `navigationDestination(for:)` turns into a view. In a List it is a row with a
/// disclosure chevron.
public struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }
    let label: Label
    let target: Target

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.button, label: _Element.readableText(labelElements))
        element.takeSymbol(from: labelElements)
        element.style.disclosure = true
        // The row's texts stay readable one by one, as XCUITest finds a link's static texts.
        if labelElements.count > 1 || labelElements.first.map({ $0.role != .text && $0.role != .label }) == true {
            element.children = labelElements
        }
        let name = _describe(element)
        // A link that cannot push still takes a touch; the disabled reason explains why nothing happens.
        element.handlers.tap = {}
        guard let model = ctx.env.navigationModel else {
            // Outside a navigation container a link shows dimmed and does nothing.
            element.isEnabled = false
            element.disabledReason = "\(name) is a NavigationLink outside any NavigationStack, so it cannot push anything"
            return [element]
        }
        switch target {
        case .view(let destination):
            element.handlers.tap = { model.push(view: AnyView(destination)) }
        case .value(let value?):
            if model.hasDestination(for: value) {
                element.handlers.tap = { model.push(value: value) }
            } else {
                element.isEnabled = false
                element.disabledReason =
                    "\(name) pushes a value of type \(type(of: value.base)), but no "
                    + ".navigationDestination(for: \(type(of: value.base)).self) is declared in its NavigationStack"
            }
        case .value(nil):
            element.isEnabled = false
            element.disabledReason = "\(name) is disabled: its value is nil"
        }
        return [element]
    }
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination())
    }

    @available(*, deprecated, message: "use NavigationLink(destination:label:) with a closure, or NavigationLink(value:label:)")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
        self.target = .view(destination())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
        self.target = .view(destination())
    }
    @available(*, deprecated, message: "use NavigationLink(_:destination:) with a closure")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
        self.target = .view(destination)
    }
    @available(*, deprecated, message: "use NavigationLink(_:destination:) with a closure")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
        self.target = .view(destination)
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
        self.target = .value(value.map { AnyHashable($0) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
        self.target = .value(value.map { AnyHashable($0) })
    }
}

// MARK: - Destinations

/// `navigationDestination(for:)`: tells the enclosing stack how to show pushed values of a type.
struct _DestinationModifier: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let type: ObjectIdentifier
    let make: (AnyHashable) -> AnyView?

    func _didMount(_ node: _ViewNode) { register(node) }
    func _didUpdate(_ node: _ViewNode) { register(node) }
    func _willUnmount(_ node: _ViewNode) { node.env.navigationModel?.unregister(owner: ObjectIdentifier(node)) }

    private func register(_ node: _ViewNode) {
        node.env.navigationModel?.register(owner: ObjectIdentifier(node), type: type, make: make)
    }
}

/// `navigationDestination(isPresented:)` / `(item:)`: a pushed screen that follows a binding;
/// going back sets the binding to false (or nil).
struct _PresentedDestinationModifier: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let destination: AnyView?
    let onPop: () -> Void

    func _didMount(_ node: _ViewNode) { sync(node) }
    func _didUpdate(_ node: _ViewNode) { sync(node) }
    func _willUnmount(_ node: _ViewNode) {
        node.env.navigationModel?.setPresented(owner: ObjectIdentifier(node), view: nil, onPop: {})
    }

    private func sync(_ node: _ViewNode) {
        node.env.navigationModel?.setPresented(owner: ObjectIdentifier(node), view: destination, onPop: onPop)
    }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(
            _DestinationModifier(
                type: ObjectIdentifier(D.self),
                make: { value in
                    (value.base as? D).map { AnyView(destination($0)) }
                }))
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(_PresentedDestinationModifier(destination: view, onPop: { isPresented.wrappedValue = false }))
    }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view = item.wrappedValue.map { AnyView(destination($0)) }
        return modifier(_PresentedDestinationModifier(destination: view, onPop: { item.wrappedValue = nil }))
    }

    /// Whether a link shows in a split view's detail column; a phone has no columns, so nothing changes.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
