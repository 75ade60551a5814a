import LessonProtocol

/// A button that opens the share sheet for an item. Headlessly the share sheet is not shown.
public struct ShareLink<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.button, label: _Element.readableText(labelElements))
        element.style.systemImage = _Element.firstSystemImage(labelElements) ?? "square.and.arrow.up"
        element.handlers.tap = {}
        return [element]
    }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") })
    }
    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") })
    }
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label(title, systemImage: "square.and.arrow.up") })
    }
}
