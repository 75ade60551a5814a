import LessonProtocol

/// The platform's empty state: a title, a symbol, a description and optional actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("description", description, env), _ChildSpec("actions", actions, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = _Element(
            role: .contentUnavailable, label: _Element.readableText(labelElements),
            style: ctx.inheritedStyle(for: .contentUnavailable), children: ctx.childElements("actions"))
        if let image = _Element.firstSystemImage(labelElements) { element.style.systemImage = image }
        if let description = _Element.readableText(ctx.childElements("description")) { element.style.description = description }
        return [element]
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// The content of the standard "No Results" view.
public enum SearchUnavailableContent {
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let text: String?
        func _elements(_ ctx: inout _ElementContext) -> [_Element] {
            var element = _Element(role: .label, label: text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results")
            element.style.systemImage = "magnifyingglass"
            return [element]
        }
    }
    public struct Description: View, _PrimitiveView {
        public typealias Body = Never
        func _elements(_ ctx: inout _ElementContext) -> [_Element] {
            [_Element(role: .text, label: "Check the spelling or try a new search.")]
        }
    }
    public struct Actions: View, _PrimitiveView {
        public typealias Body = Never
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", with the magnifying glass and "Check the spelling or try a new search."
    public static var search:
        ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions>
    {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
    /// "No Results for “text”".
    public static func search(
        text: String
    ) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}
