// Initializer spellings course code uses that the controls' own files do not declare.

extension Picker {
    /// The iOS 13 spelling, still common in course code: `Picker(selection: $x, label: Text("Strength")) { … }`.
    @available(iOS, deprecated: 100000.0, message: "Use init(selection:content:label:) instead.")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension TextField where Label == Text {
    /// A field that grows along `axis` (iOS 16), titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
}
