import LessonProtocol

/// Which field has keyboard focus, as a view's state: `Bool` for one field, an optional
/// `Hashable` (usually an enum) for several. Typing into a field focuses it; pressing return
/// ends editing (focus goes away) unless `.onSubmit` moves it to another field.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, _NodeAttachable, _IgnoredForEquality {
    let state: State<Value>
    let reset: Value

    public init() where Value == Bool {
        state = State(wrappedValue: false)
        reset = false
    }

    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        reset = nil
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(binding: state.projectedValue, reset: reset)
    }

    func _attach(to node: _ViewNode, key: String) { state._attach(to: node, key: key) }

    /// `$focus`, passed to `.focused(_:)` or `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let binding: SwiftUI.Binding<Value>
        let reset: Value
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

/// `.focused`: the field has focus while the state equals `value`; typing into it (or submitting
/// it) focuses it first, and return takes focus away before `.onSubmit` runs.
struct _FocusedModifier<Value: Hashable>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        let binding = self.binding
        let value = self.value
        return elements.map { element in
            Self.mark(
                element, isFocused: binding.wrappedValue == value,
                focus: { binding.wrappedValue = value },
                unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.reset } })
        }
    }

    static func mark(_ element: _Element, isFocused: Bool, focus: @escaping () -> Void, unfocus: @escaping () -> Void) -> _Element {
        var element = element
        if element.role == .textField || element.role == .searchField {
            if isFocused { element.style.focused = true }
            if let setText = element.handlers.setText {
                element.handlers.setText = { text in
                    focus()
                    setText(text)
                }
            }
            let submit = element.handlers.submit
            element.handlers.submit = {
                focus()
                unfocus()
                submit?()
            }
            return element
        }
        element.children = element.children.map { mark($0, isFocused: isFocused, focus: focus, unfocus: unfocus) }
        return element
    }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value))
    }
}
