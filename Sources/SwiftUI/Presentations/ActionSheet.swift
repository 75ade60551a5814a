import LessonProtocol

/// The pre-iOS 15 confirmation dialog value: `ActionSheet(title:message:buttons:)`. On an iPhone
/// it rises from the bottom like `confirmationDialog`, and is read and tapped the same way.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var _buttons: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { entry in
            SwiftUI.Button(role: entry.element.role, action: { entry.element.action?() }, label: { entry.element.label })
        }
    }
}

extension View {
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:actions:message:)")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        // An action sheet always showed its title, as a dialog with `titleVisibility: .visible` does.
        return _alert(
            .dialog, title: { sheet.title._resolve($0) }, titleVisible: true, isPresented: isPresented,
            actions: AnyView(sheet._buttons), message: sheet.message.map { AnyView($0) })
    }

    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _alert(
            .dialog, title: { env in sheet?.title._resolve(env) ?? "" }, titleVisible: true, isPresented: isPresented,
            actions: sheet.map { AnyView($0._buttons) }, message: sheet?.message.map { AnyView($0) })
    }
}
