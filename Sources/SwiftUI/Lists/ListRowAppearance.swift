import LessonProtocol

extension View {
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
