import LessonProtocol

/// `.disabled` is an environment transform, so it reaches every control inside:
/// `isEnabled = parent && !disabled`.
struct _DisabledModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool
    let contentName: String

    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env.isEnabled = env.isEnabled && !disabled
        return env
    }

    /// Names what disabled each control, for the author's error message.
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard disabled else { return elements }
        return elements.map { top in
            var top = top
            if top.disabledReason == nil, top.handlers.isActionable {
                top.disabledReason = "\(_describe(top)) is disabled"
            }
            top.children = top.children.map { markInherited($0) }
            return top
        }
    }

    private func markInherited(_ element: _Element) -> _Element {
        var element = element
        if element.disabledReason == nil, element.handlers.isActionable {
            element.disabledReason = "\(_describe(element)) is disabled by .disabled(true) on the enclosing \(contentName)"
        }
        element.children = element.children.map { markInherited($0) }
        return element
    }
}

/// How an error message names an element: its label in quotes, else its identifier, else its role.
func _describe(_ element: _Element) -> String {
    if let label = element.label, !label.isEmpty { return "'\(label)'" }
    if let id = element.identifier { return "#\(id)" }
    return "The \(element.role.rawValue)"
}

struct _OnSubmitModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let id: ObjectIdentifier
    let action: () -> Void
    var triggers: SubmitTriggers = .text
    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env.submitActions.append(_SubmitAction(id: id.hashValue, action: action, triggers: triggers))
        return env
    }
}

private final class _SubmitToken {}

extension View {
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(disabled: disabled, contentName: _viewTypeName(Self.self)))
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Places an `@Observable` object where `@Environment(Model.self)` finds it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }

    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_OnSubmitModifier(id: ObjectIdentifier(_SubmitToken()), action: action, triggers: triggers))
    }

    // Inherited text styling.
    public func font(_ font: Font?) -> some View {
        modifier(_StyleFactModifier(facts: [(\.font, font?.name), (\.weight, font?.weight?.name), (\.italic, font?.isItalic == true ? "true" : nil)]))
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _styleFact(\.weight, weight?.name) }
    public func bold(_ isActive: Bool = true) -> some View { _styleFact(\.weight, isActive ? "bold" : nil) }
    public func italic(_ isActive: Bool = true) -> some View { _styleFact(\.italic, isActive ? "true" : nil) }
    public func fontDesign(_ design: Font.Design?) -> some View { _styleFact(\.design, design.map { "\($0)" }) }
    public func monospaced(_ isActive: Bool = true) -> some View { _styleFact(\.design, isActive ? "monospaced" : nil) }
    public func monospacedDigit() -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _styleFact(\.foreground, style._styleDescription) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        _styleFact(\.foreground, primary._styleDescription)
    }
    public func foregroundColor(_ color: Color?) -> some View { _styleFact(\.foreground, color?._styleDescription) }
    public func tint(_ tint: Color?) -> some View { _styleFact(\.tint, tint?._styleDescription) }
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _styleFact(\.tint, tint?._styleDescription) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _styleFact(\.textAlignment, "\(alignment)") }
    public func lineLimit(_ number: Int?) -> some View { _styleFact(\.lineLimit, number.map(String.init)) }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _styleFact(\.lineLimit, "\(limit.lowerBound)...\(limit.upperBound)") }
    public func controlSize(_ size: ControlSize) -> some View { _styleFact(\.controlSize, "\(size)") }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { _styleFact(\.listStyle, style._styleName) }
    public func textCase(_ textCase: Text.Case?) -> some View { _styleFact(\.textCase, textCase.map { "\($0)" }) }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

public struct SubmitTriggers: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public enum TextAlignment: Hashable, CaseIterable { case leading, center, trailing }
public enum ControlSize: Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

public protocol ListStyle { var _styleName: String { get } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _styleName: String { "insetGrouped" } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _styleName: String { "grouped" } }
public struct PlainListStyle: ListStyle { public init() {}; public var _styleName: String { "plain" } }
public struct InsetListStyle: ListStyle { public init() {}; public var _styleName: String { "inset" } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _styleName: String { "sidebar" } }
public struct DefaultListStyle: ListStyle { public init() {}; public var _styleName: String { "automatic" } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
