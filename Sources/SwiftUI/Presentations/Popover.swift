import LessonProtocol

extension View {
    /// On an iPhone a popover is shown as a sheet (the compact size class adapts it).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, presentedID: nil, onDismiss: nil, content: content, kind: .popover))
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            _SheetModifier(
                isPresented: isPresented, presentedID: current.map { AnyHashable($0.id) }, onDismiss: nil,
                content: { current.map(content) }, kind: .popover))
    }
}
