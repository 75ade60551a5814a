import LessonProtocol

/// Opens a URL: `@Environment(\.openURL) var openURL` then `openURL(url)`. By default the system
/// opens it (the lesson stays as it is); a handler set with `.environment(\.openURL, …)` decides.
public struct OpenURLAction {
    public struct Result {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
    let handler: (URL) -> Result
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).name != "discarded")
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A tappable text that opens a URL.
public struct Link<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.link, label: _Element.readableText(labelElements))
        element.takeSymbol(from: labelElements)
        element.style.destination = destination.absoluteString
        let open = ctx.env.openURL
        let destination = self.destination
        element.handlers.tap = { open(destination) }
        return [element]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination, label: { Text(title) })
    }
}
