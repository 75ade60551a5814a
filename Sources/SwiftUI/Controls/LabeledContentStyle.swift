/// How a labeled-content row looks: the built-in style is Settings' label/value row; a lesson's
/// own style's `makeBody` really runs, and what it builds from the label and content is shown.
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label and the content of the row a style arranges.
public struct LabeledContentStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: Label
    public let content: Content
}

extension LabeledContentStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public typealias Body = Never
    public init() {}
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The row a style was given, drawn as the built-in row (inside a custom style).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        _customStyle(style.makeBody(configuration:), isBuiltIn: S.Body.self == Never.self)
    }
}
