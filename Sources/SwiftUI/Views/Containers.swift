import LessonProtocol

/// A grouped, settings-like container of sections and controls.
public struct Form<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    // A form is a grouped list: its ForEach rows can be swiped to delete and dragged, as in a List.
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, List<Never, EmptyView>._rowEnvironment(env))] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .form, children: ctx.allChildElements())]
    }
}

/// A scrolling list of rows, from views or from data.
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    var selection: _ListSelection?
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, Self._rowEnvironment(env))] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var list = _Element(role: .list, style: ctx.inheritedStyle(for: .list), children: ctx.allChildElements())
        _decorate(&list, &ctx)
        return [list]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A titled group of rows in a Form or List. The header's text is the section's label.
public struct Section<Parent: View, Content: View, Footer: View>: View, _PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("header", header, env), _ChildSpec("content", content, env), _ChildSpec("footer", footer, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .section, label: _Element.readableText(ctx.childElements("header")),
                               children: ctx.childElements("content"))
        if let footer = _Element.readableText(ctx.childElements("footer")) { element.style.footer = footer }
        return [element]
    }
}

extension Section {
    /// The older form courses still write: `Section(header: Text("Account"), footer: Text("…")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

public enum Axis: Hashable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct ScrollView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: "scroll"), children: ctx.allChildElements())]
    }
}
