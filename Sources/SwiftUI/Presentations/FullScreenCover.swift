import LessonProtocol

extension View {
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, presentedID: nil, onDismiss: onDismiss, content: content, kind: .fullScreenCover))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_SheetModifier.presenting(item, onDismiss: onDismiss, content: content, kind: .fullScreenCover))
    }
}
