import LessonProtocol

/// Chooses one of its tagged options; the selection is bound to a Hashable value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    /// Options are the rows that carry a tag (explicit, or a ForEach id when no row is tagged).
    private func options(_ elements: [_Element]) -> [(label: String, tag: AnyHashable)] {
        var explicit: [(String, AnyHashable)] = []
        var implicit: [(String, AnyHashable)] = []
        for element in elements {
            let text = element.label ?? _Element.readableText([element]) ?? ""
            if let tag = element.tag { explicit.append((text, tag)) }
            if let tag = element.implicitTag { implicit.append((text, tag)) }
            if element.tag == nil, element.implicitTag == nil {
                let nested = options(element.children)
                explicit += nested.map { ($0.label, $0.tag) }
            }
        }
        return explicit.isEmpty ? implicit : explicit
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let title = _Element.readableText(ctx.childElements("label"))
        let options = self.options(ctx.childElements("content"))
        let selected = AnyHashable(selection.wrappedValue)
        var element = ctx.control(.picker, label: title, value: options.first { $0.tag == selected }?.label)
        element.options = options.map(\.label)
        let selection = self.selection
        let choose: (AnyHashable) -> Void = { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        }
        element.children = options.map { option in
            var row = _Element(role: .text, label: option.label)
            row.isSelected = option.tag == selected
            row.isEnabled = element.isEnabled
            row.handlers.tap = { choose(option.tag) }
            return row
        }
        element.handlers.pick = { name in
            guard let option = options.first(where: { LabelPattern.matches(name, $0.label) }) else {
                throw HeadlessError(
                    "'\(title ?? "Picker")' has no option \"\(name)\"; its options are "
                        + options.map { "\"\($0.label)\"" }.joined(separator: ", "))
            }
            choose(option.tag)
        }
        return [element]
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

public protocol PickerStyle { var _styleName: ScreenStyle.PickerStyle { get } }
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .segmented }
}
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .menu }
}
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .wheel }
}
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .inline }
}
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .navigationLink }
}
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .palette }
}
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .automatic }
}
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _styleFact(\.pickerStyle, style._styleName) }
}

extension Picker {
    /// The iOS 13 spelling, still common in course code: `Picker(selection: $x, label: Text("Strength")) { … }`.
    @available(iOS, deprecated: 100000.0, message: "Use init(selection:content:label:) instead.")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}
