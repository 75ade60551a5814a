import Foundation

/// `@Environment(\.presentationMode)`: whether the view is presented, and how to dismiss it
/// (the spelling before `\.dismiss`; it dismisses the same sheet or pops the same pushed screen).
public struct PresentationMode {
    let action: DismissAction
    public let isPresented: Bool

    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}
