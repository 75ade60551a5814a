import LessonProtocol

/// `.alert` and `.confirmationDialog`: while the binding is true, a modal box with a title, an
/// optional message and buttons is presented above the screen; nothing beneath can be touched.
/// Any of its buttons runs its action and dismisses it, setting the binding back to false.
struct _AlertModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    /// `.alert` or `.dialog`.
    let role: ScreenNode.Role
    let title: (EnvironmentValues) -> String
    /// A confirmation dialog hides its title unless asked (`titleVisibility: .visible`).
    let titleVisible: Bool
    let isPresented: Binding<Bool>
    let actions: AnyView?
    let message: AnyView?

    func _children(content base: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var specs = [_ChildSpec("content", base, env)]
        guard isPresented.wrappedValue else { return specs }
        var presentedEnv = env
        presentedEnv.isEnabled = true
        presentedEnv.presentationDepth += 1
        if let actions { specs.append(_ChildSpec("actions", actions, presentedEnv)) }
        if let message { specs.append(_ChildSpec("message", message, presentedEnv)) }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let base = ctx.childElements("content")
        guard isPresented.wrappedValue else { return base }
        let isPresented = self.isPresented
        var buttons: [_Element] = []
        var fields: [_Element] = []
        for element in ctx.childElements("actions") {
            element.forEachElement { e in
                if e.role == .button { buttons.append(e) } else if e.role == .textField { fields.append(e) }
            }
        }
        // Every button dismisses the alert, then runs its own action.
        buttons = buttons.map { button in
            var button = button
            button.children = []
            let action = button.handlers.tap
            button.handlers.tap = {
                isPresented.wrappedValue = false
                action?()
            }
            return button
        }
        func dismissing(_ label: String) -> _Element {
            var button = _Element(role: .button, label: label, style: ScreenStyle { $0.role = .cancel })
            button.handlers.tap = { isPresented.wrappedValue = false }
            return button
        }
        let cancel = buttons.filter { $0.style.role == .cancel }
        let others = buttons.filter { $0.style.role != .cancel }
        if role == .alert {
            // With no buttons, an alert offers OK. Two buttons sit side by side with Cancel on
            // the leading side; more stack vertically with Cancel at the bottom.
            if buttons.isEmpty {
                var ok = dismissing("OK")
                ok.style.role = nil
                buttons = [ok]
            } else if buttons.count == 2 {
                buttons = cancel + others
            } else {
                buttons = others + cancel
            }
        } else {
            // A confirmation dialog always offers a way to cancel, last and apart.
            buttons = others + (cancel.isEmpty ? [dismissing("Cancel")] : cancel)
        }
        let messageText = _Element.readableText(ctx.childElements("message"))
        var box = _Element(role: role, label: titleVisible ? title(ctx.env) : nil, value: messageText)
        box.children = fields + buttons
        ctx.present(box)
        return base
    }
}

extension View {
    func _alert(
        _ role: ScreenNode.Role, title: @escaping (EnvironmentValues) -> String, titleVisible: Bool = true,
        isPresented: Binding<Bool>, actions: AnyView?, message: AnyView?
    ) -> some View {
        modifier(
            _AlertModifier(
                role: role, title: title, titleVisible: titleVisible, isPresented: isPresented,
                actions: actions, message: message))
    }

    // MARK: alert(_:isPresented:actions:)

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(.alert, title: { titleKey.resolve($0) }, isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let title = String(title)
        return _alert(.alert, title: { _ in title }, isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(.alert, title: { title._resolve($0) }, isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    // MARK: alert(_:isPresented:actions:message:)

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        _alert(.alert, title: { titleKey.resolve($0) }, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let title = String(title)
        return _alert(.alert, title: { _ in title }, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        _alert(.alert, title: { title._resolve($0) }, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    // MARK: alert(_:isPresented:presenting:actions:message:)

    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        _alert(
            .alert, title: { titleKey.resolve($0) }, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let title = String(title)
        return _alert(
            .alert, title: { _ in title }, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        _alert(
            .alert, title: { title._resolve($0) }, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        _alert(
            .alert, title: { titleKey.resolve($0) }, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let title = String(title)
        return _alert(
            .alert, title: { _ in title }, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        _alert(
            .alert, title: { title._resolve($0) }, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }

    // MARK: alert(isPresented:error:actions:message:)

    /// The title is the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        _alert(
            .alert, title: { _ in error?.errorDescription ?? "" }, isPresented: _presenting(isPresented, error),
            actions: AnyView(actions()), message: nil)
    }
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
        @ViewBuilder message: (E) -> M
    ) -> some View {
        _alert(
            .alert, title: { _ in error?.errorDescription ?? "" }, isPresented: _presenting(isPresented, error),
            actions: error.map { AnyView(actions($0)) }, message: error.map { AnyView(message($0)) })
    }

    // MARK: The pre-iOS 15 form

    @available(*, deprecated, message: "use alert(_:isPresented:actions:message:)")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return _alert(
            .alert, title: { alert.title._resolve($0) }, isPresented: isPresented,
            actions: AnyView(alert._buttons), message: alert.message.map { AnyView($0) })
    }
    @available(*, deprecated, message: "use alert(_:isPresented:presenting:actions:message:)")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _alert(
            .alert, title: { env in alert?.title._resolve(env) ?? "" }, isPresented: isPresented,
            actions: alert.map { AnyView($0._buttons) }, message: alert?.message.map { AnyView($0) })
    }
}

/// `presenting:` alerts show only while there is data to present.
func _presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
    let hasData = data != nil
    return Binding(get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
}

/// The pre-iOS 15 alert value: `Alert(title:message:dismissButton:)`,
/// `Alert(title:message:primaryButton:secondaryButton:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    var _buttons: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { entry in
            SwiftUI.Button(role: entry.element.role, action: { entry.element.action?() }, label: { entry.element.label })
        }
    }
}
