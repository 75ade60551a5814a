import LessonProtocol

extension View {
    // MARK: confirmationDialog

    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        _alert(
            .dialog, title: { titleKey.resolve($0) }, titleVisible: titleVisibility == .visible, isPresented: isPresented,
            actions: AnyView(actions()), message: nil)
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        let title = String(title)
        return _alert(
            .dialog, title: { _ in title }, titleVisible: titleVisibility == .visible, isPresented: isPresented,
            actions: AnyView(actions()), message: nil)
    }
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        _alert(
            .dialog, title: { title._resolve($0) }, titleVisible: titleVisibility == .visible, isPresented: isPresented,
            actions: AnyView(actions()), message: nil)
    }
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        _alert(
            .dialog, title: { titleKey.resolve($0) }, titleVisible: titleVisibility == .visible, isPresented: isPresented,
            actions: AnyView(actions()), message: AnyView(message()))
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let title = String(title)
        return _alert(
            .dialog, title: { _ in title }, titleVisible: titleVisibility == .visible, isPresented: isPresented,
            actions: AnyView(actions()), message: AnyView(message()))
    }
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        _alert(
            .dialog, title: { title._resolve($0) }, titleVisible: titleVisibility == .visible, isPresented: isPresented,
            actions: AnyView(actions()), message: AnyView(message()))
    }
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        _alert(
            .dialog, title: { titleKey.resolve($0) }, titleVisible: titleVisibility == .visible,
            isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let title = String(title)
        return _alert(
            .dialog, title: { _ in title }, titleVisible: titleVisibility == .visible, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        _alert(
            .dialog, title: { titleKey.resolve($0) }, titleVisible: titleVisibility == .visible,
            isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let title = String(title)
        return _alert(
            .dialog, title: { _ in title }, titleVisible: titleVisibility == .visible, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        _alert(
            .dialog, title: { title._resolve($0) }, titleVisible: titleVisibility == .visible, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        _alert(
            .dialog, title: { title._resolve($0) }, titleVisible: titleVisibility == .visible, isPresented: _presenting(isPresented, data),
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }
}
