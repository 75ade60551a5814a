import LessonProtocol

// MARK: - Label styles

/// How a Label shows: `.iconOnly` draws only the symbol (VoiceOver still reads the title, so a
/// checkpoint still finds it), `.titleOnly` only the title.
public protocol LabelStyle { var _styleName: String { get } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public var _styleName: String { "iconOnly" } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public var _styleName: String { "titleOnly" } }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public var _styleName: String { "titleAndIcon" } }
public struct DefaultLabelStyle: LabelStyle { public init() {}; public var _styleName: String { "automatic" } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

// MARK: - Symbol variants

public struct SymbolVariants: Hashable {
    let suffix: String
    public static let none = SymbolVariants(suffix: "")
    public static let fill = SymbolVariants(suffix: ".fill")
    public static let circle = SymbolVariants(suffix: ".circle")
    public static let square = SymbolVariants(suffix: ".square")
    public static let slash = SymbolVariants(suffix: ".slash")
    public var fill: SymbolVariants { SymbolVariants(suffix: suffix + ".fill") }
}

private struct SymbolVariantKey: EnvironmentKey { static let defaultValue: [String] = [] }

extension EnvironmentValues {
    /// Suffixes `.symbolVariant` adds to every SF Symbol inside (".circle", ".fill").
    var symbolVariantSuffixes: [String] {
        get { self[SymbolVariantKey.self] }
        set { self[SymbolVariantKey.self] = newValue }
    }
}

// MARK: - Shapes

public struct Ellipse: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "ellipse"))] }
}

public struct UnevenRoundedRectangle: Shape, _PrimitiveView {
    public typealias Body = Never
    let radius: CGFloat
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        radius = max(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
    }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: "roundedRectangle", cornerRadius: _number(radius)))]
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

// MARK: - Modifiers

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _styleFact(\.labelStyle, style._styleName) }

    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentModifier { $0.symbolVariantSuffixes = variant.suffix.isEmpty ? [] : [variant.suffix] })
    }

    /// Hidden views keep their place but are neither seen nor read.
    public func hidden() -> some View {
        modifier(_AccessibilityModifier { elements, _ in
            elements.map { var e = $0; e.style.accessibilityHidden = "true"; e.style.opacity = "0"; return e }
        })
    }

    // Text layout details: the text and what VoiceOver reads are unchanged.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    // Not visible and not read: what the keyboard suggests, whether text can be selected.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    // Scrolling behaviour: a screen shows the same content.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    // Voice Control names and custom actions: VoiceOver still reads the same label.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

extension Text {
    public enum TruncationMode: Hashable { case head, tail, middle }
}

public struct UITextContentType: Hashable {
    let name: String
    public static let name = UITextContentType(name: "name")
    public static let givenName = UITextContentType(name: "givenName")
    public static let familyName = UITextContentType(name: "familyName")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    public static let username = UITextContentType(name: "username")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let streetAddressLine1 = UITextContentType(name: "streetAddressLine1")
    public static let postalCode = UITextContentType(name: "postalCode")
    public static let URL = UITextContentType(name: "URL")
}

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

public struct ScrollIndicatorVisibility: Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

public struct ScrollDismissesKeyboardMode: Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

public enum Prominence: Hashable { case standard, increased }
