/// What a person can see and operate on a headless screen, in reading order.
///
/// The runtime produces one tree after every update; the lesson engine compares
/// checkpoint expectations against it and the site renders it as a phone-like screen.
/// It is deliberately close to an accessibility tree: roles, labels, values and states,
/// plus the few layout and styling facts a renderer needs.
public struct ScreenNode: Codable, Equatable, Sendable {
    public enum Role: String, Codable, Sendable {
        case screen  // the root
        case stack  // VStack / HStack / ZStack; `axis` and `spacing` in `style`
        case form, section, list
        case text, label, image
        case button, toggle, textField, stepper, picker, slider
        case labeledContent  // a label/value row
        case contentUnavailable
        case sheet  // a presented sheet; its content are its children
        case group  // anything else that only groups children
        case navigationBar  // a NavigationStack's bar: the title (label), back button and toolbar items
        case toolbar  // a bottom toolbar's items
        case tabBar  // a TabView's bar; its children are the tabs
        case tab  // one item of a tab bar: its title (label), `isSelected`, badge in `style`
        case alert  // a presented alert: title (label), message (value), its buttons
        case dialog  // a presented confirmation dialog (an action sheet on a phone)
        case searchField  // the field `.searchable` adds; its text is the value, its prompt the placeholder
        case progress  // a ProgressView: `value` is the fraction ("0.4") or nil when indeterminate
        case contextMenu  // a long-pressed element's menu; its buttons are its children
        case link  // a Link: opens its destination
        case menu  // a Menu's button; while open, its items are its children
        case datePicker  // the value reads the date as the compact button shows it
        case gauge  // a Gauge; the value reads its current value
        case disclosureGroup  // a DisclosureGroup's label; the value reads expanded or collapsed
        case pageIndicator  // a page-style TabView's dots; the value reads "page 2 of 3", as VoiceOver reads it
    }

    public var role: Role
    /// The visible label: a text's string, a button's title, a control's label, a section's header.
    public var label: String?
    /// The accessibility identifier, when the code sets one.
    public var identifier: String?
    /// The current value as a person reads it: a toggle's "on"/"off", a field's formatted text,
    /// a stepper's or slider's number, a picker's selected option, a labeled row's value.
    public var value: String?
    /// False when this element or any ancestor is disabled.
    public var isEnabled: Bool
    /// For picker options and selected segments.
    public var isSelected: Bool?
    /// A picker's options, in order, as their labels read.
    public var options: [String]?
    /// How the element looks: fonts, colours, control styles, layout (see `ScreenStyle`).
    public var style: ScreenStyle
    public var children: [ScreenNode]
    /// Where the element sits on the 393 × 852 point screen, as a device lays it out; nil when the
    /// runtime did not place it. Not part of equality: two screens that read the same are the same.
    public var frame: ScreenFrame?

    public init(
        role: Role, label: String? = nil, identifier: String? = nil, value: String? = nil,
        isEnabled: Bool = true, isSelected: Bool? = nil, options: [String]? = nil,
        style: ScreenStyle = ScreenStyle(), children: [ScreenNode] = [], frame: ScreenFrame? = nil
    ) {
        self.frame = frame
        self.role = role
        self.label = label
        self.identifier = identifier
        self.value = value
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.options = options
        self.style = style
        self.children = children
    }

    public static func == (a: ScreenNode, b: ScreenNode) -> Bool {
        a.role == b.role && a.label == b.label && a.identifier == b.identifier && a.value == b.value
            && a.isEnabled == b.isEnabled && a.isSelected == b.isSelected && a.options == b.options
            && a.style == b.style && a.children == b.children
    }

}
