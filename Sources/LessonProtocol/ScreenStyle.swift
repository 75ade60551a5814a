/// How an element looks, as facts a renderer needs: fonts, colours, control styles, layout.
///
/// Every fact is one typed property below, declared once: its name (the key in the screen's
/// JSON), its type and its meaning sit on one line, so a fact that is written is the fact that is
/// read, and adding one touches nothing else. Values are typed: enums for closed sets (axis,
/// kind, role, presentation, placement, …), `Bool` for flags, numbers as numbers; free
/// descriptions ("maxWidth 280", "red", "system 24") stay text.
///
/// In JSON a style is an object holding only the facts that are set, each as the text SwiftUI
/// code would use (`"largeTitle"`, `"24"`, `"true"`), so screens encoded before the facts had
/// types decode unchanged. A flag that is false and a fact that is nil are simply absent.
public struct ScreenStyle: Codable, Equatable, Hashable, Sendable {
    /// The set facts, by name, as their JSON text.
    private var texts: [String: String] = [:]

    public init() {}

    /// A style with the facts `set` sets: `ScreenStyle { $0.kind = .grid; $0.columns = 3 }`.
    public init(_ set: (inout ScreenStyle) -> Void) { set(&self) }

    /// A group drawn as `kind`, the most common style the runtime makes.
    public init(kind: Kind) { self.kind = kind }

    public init(from decoder: Decoder) throws {
        texts = try decoder.singleValueContainer().decode([String: String].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(texts)
    }

    // Each fact is stored under its property's name (`#function` in its accessors), so the name
    // in the JSON is spelled once, by the declaration itself.

    private func fact<Value: ScreenFactValue>(_ name: String = #function) -> Value? {
        texts[name].flatMap(Value.init(factText:))
    }

    private mutating func setFact<Value: ScreenFactValue>(_ value: Value?, _ name: String = #function) {
        texts[name] = value?.factText
    }

    /// A flag is present (as "true") only when set.
    private func flag(_ name: String = #function) -> Bool { texts[name] == "true" }

    private mutating func setFlag(_ value: Bool, _ name: String = #function) { texts[name] = value ? "true" : nil }

    // MARK: What the element is drawn as, for groups with no role of their own
    public var kind: Kind? {
        get { fact() }
        set { setFact(newValue) }
    }

    // MARK: The phone's settings (on the screen's root), and a text size that differs from them
    /// The appearance the app is drawn in, when a checkpoint's conditions or `.preferredColorScheme` set one.
    public var colorScheme: DeviceConditions.Appearance? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// The Dynamic Type size text is drawn at, when not the default Large.
    public var dynamicTypeSize: DeviceConditions.TypeSize? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set when the app is laid out right to left.
    public var layoutDirection: DeviceConditions.Direction? {
        get { fact() }
        set { setFact(newValue) }
    }

    // MARK: Layout
    /// A stack's axis; `.depth` for a ZStack.
    public var axis: Axis? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A stack's spacing in points.
    public var spacing: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A stack's or frame's alignment when not centred (leading, topTrailing, …).
    public var alignment: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Padding in points ("24", or the edges it applies to: "horizontal 16"); repeated paddings joined by "; ".
    public var padding: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// "maxWidth 280", "width 40 height 40".
    public var frame: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A background's colour, or its view's name, optionally with the shape it fills.
    public var background: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var overlay: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A border's colour and width: "red 2".
    public var border: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var cornerRadius: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// The clip shape's type name (Circle, Capsule, RoundedRectangle).
    public var clipShape: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A shadow's radius in points.
    public var shadow: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var opacity: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A blur's radius in points (`.blur(radius:)`): the drawing is blurred, the element reads as before.
    public var blur: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A scale factor ("1.5"), or the factors along x and y when they differ ("1.5 2").
    public var scale: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A shape's fill colour or style ("blue", "foreground", "linearGradient(red, blue)").
    public var fill: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var stroke: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A colour view's colour.
    public var color: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var contentMode: ContentMode? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var imageScale: ImageScale? {
        get { fact() }
        set { setFact(newValue) }
    }

    // MARK: Text
    /// A text style name (largeTitle, title, headline, …) or "system 24".
    public var font: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Bold, semibold, ….
    public var weight: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// The colour or hierarchical style (red, secondary, tint).
    public var foreground: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var italic: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// A font design: default, serif, rounded or monospaced.
    public var design: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var textAlignment: TextAlignment? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// "2", a range "1...3", or "multiline" for a TextEditor.
    public var lineLimit: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// uppercase or lowercase.
    public var textCase: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var underline: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    public var strikethrough: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    public var monospacedDigit: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }

    // MARK: Controls
    /// Bordered, borderedProminent, plain, borderless, automatic, or a custom style's type name.
    public var buttonStyle: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var pickerStyle: PickerStyle? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var textFieldStyle: TextFieldStyle? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// switch, button, automatic, or a custom style's type name.
    public var toggleStyle: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// insetGrouped, grouped, plain, inset, sidebar or automatic.
    public var listStyle: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var controlSize: ControlSize? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var tint: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A UIKeyboardType case: emailAddress, numberPad, decimalPad, ….
    public var keyboardType: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// never, words, sentences or characters.
    public var autocapitalization: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A button's role.
    public var role: Role? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A text field's prompt.
    public var placeholder: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var labelsHidden: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// Set on a stepper whose + is disabled: its value is at the top of its range, or it has no increment action.
    public var incrementDisabled: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// Set on a stepper whose − is disabled: its value is at the bottom of its range, or it has no decrement action.
    public var decrementDisabled: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// A slider's lower bound.
    public var minimum: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A slider's upper bound.
    public var maximum: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A grid's number of columns (LazyVGrid, Grid) or rows (LazyHGrid).
    public var columns: Int? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A gauge's or progress's fraction of its range, 0…1.
    public var fraction: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A link's destination URL.
    public var destination: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    public var labelStyle: LabelStyle? {
        get { fact() }
        set { setFact(newValue) }
    }

    // MARK: Content
    /// An SF Symbol name.
    public var systemImage: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// An image's asset name.
    public var name: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A ContentUnavailableView's description; a progress view's current-value label.
    public var description: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A form section's footer text.
    public var footer: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// What VoiceOver reads instead of the visible label.
    public var accessibilityLabel: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// What VoiceOver reads after a pause, from `.accessibilityHint`.
    public var accessibilityHint: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set when `.accessibilityHidden(true)` hides the element (and what it contains) from
    /// VoiceOver and XCUITest; it is still drawn.
    public var accessibilityHidden: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// From `.accessibilityElement(children:)`: with combine or ignore the element is one
    /// accessibility element and its children are not read on their own.
    public var accessibilityElement: AccessibilityChildren? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Added traits, comma separated (isHeader, isButton, …).
    public var accessibilityTraits: String? {
        get { fact() }
        set { setFact(newValue) }
    }

    // MARK: Presentation
    /// How a presented screen appears.
    public var presentation: Presentation? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A sheet's detents, comma separated (medium, large, "fraction 0.3", "height 200").
    public var detents: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set on a sheet that shows its grabber: it has several detents, or `.presentationDragIndicator(.visible)`.
    public var grabber: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// The detent a sheet rests at now, one of its `detents` (its smallest until it is dragged or selected).
    public var detent: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set on a sheet whose `.presentationBackgroundInteraction` lets touches reach the view behind
    /// it at the detent it rests at: the view is neither dimmed nor covered.
    public var backgroundInteraction: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }

    // MARK: Pages
    /// Set on a TabView drawn as swiped pages (`.tabViewStyle(.page)`): only its current page shows.
    public var paged: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// A page indicator's number of pages (one dot each).
    public var pageCount: Int? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A page indicator's current page, from 1.
    public var currentPage: Int? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set on a page indicator drawn on a backdrop (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
    public var indexBackground: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }

    // MARK: Navigation
    /// A navigation bar's title display mode as shown.
    public var titleDisplayMode: TitleDisplayMode? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Where a toolbar item sits; `.back` for a navigation bar's back button.
    public var placement: Placement? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set on a NavigationLink: in a List or Form row it shows a disclosure chevron.
    public var disclosure: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// A badge's text: on a tab bar item, or at the end of a list row.
    public var badge: String? {
        get { fact() }
        set { setFact(newValue) }
    }

    // MARK: Lists that edit, focus
    /// A row's edit-mode controls, shown while the list is editing.
    public var editControls: EditControls? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set on the text field that has keyboard focus.
    public var focused: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// What a text field's return key reads (`.submitLabel`): done, go, send, search, next, ….
    public var submitLabel: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Set on a list that can be pulled to refresh.
    public var refreshable: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }
    /// Set on a SecureField: its value reads as dots, as on a device.
    public var secure: Bool {
        get { flag() }
        set { setFlag(newValue) }
    }

    // MARK: Drawing
    /// A drawn shape's outline as SVG path data (`M 0 0 L 10 0 Z`), in points of `pathSize`.
    public var path: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// The width and height the shape's `path(in:)` was given: "200 100".
    public var pathSize: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A stroke's width in points.
    public var lineWidth: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// "evenOdd" when a shape is filled with `FillStyle(eoFill: true)`.
    public var fillRule: String? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// Rotation in degrees (`rotationEffect`, a 3D rotation about the z axis).
    public var rotation: Double? {
        get { fact() }
        set { setFact(newValue) }
    }
    /// A drawing offset in points: "x y".
    public var offset: String? {
        get { fact() }
        set { setFact(newValue) }
    }

    /// True when no fact is set.
    public var isEmpty: Bool { texts.isEmpty }

    /// This style with every fact `other` sets taking precedence.
    public func merging(_ other: ScreenStyle) -> ScreenStyle {
        var result = self
        result.texts.merge(other.texts) { $1 }
        return result
    }

    /// The set facts as name/text pairs, by name.
    public var setFacts: [(name: String, value: String)] {
        texts.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }
}
