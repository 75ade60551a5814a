/// What kind of control an element is, for a checkpoint that names an element by its kind and
/// position rather than by a label: `set 2nd slider to 20`, `type "Ada" into text field`. Many
/// real controls have no label (`Slider(value: $amount)`); XCUITest reaches them the same way,
/// `app.sliders.element(boundBy: 1)`.
public enum ElementKind: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case button
    case toggle
    case slider
    case stepper
    case picker
    case textField = "text field"
    case secureField = "secure field"
    case datePicker = "date picker"
    case link
    case image

    /// How a checkpoint writes it: one or two words ("slider", "text field").
    public var description: String { rawValue }

    /// The words a checkpoint writes for it.
    public var words: [Substring] { rawValue.split(separator: " ") }

    /// The kind an element of this role and style is, when it is one a checkpoint can name.
    public init?(role: ScreenNode.Role, style: ScreenStyle) {
        switch role {
        case .button: self = .button
        case .toggle: self = .toggle
        case .slider: self = .slider
        case .stepper: self = .stepper
        case .picker: self = .picker
        case .textField: self = style.secure ? .secureField : .textField
        case .datePicker: self = .datePicker
        case .link: self = .link
        case .image: self = .image
        default: return nil
        }
    }

    /// "1 slider", "2 sliders", "no slider".
    public func counted(_ count: Int) -> String {
        switch count {
        case 0: return "no \(rawValue)"
        case 1: return "1 \(rawValue)"
        default: return "\(count) \(plural)"
        }
    }

    /// "sliders", "text fields" (every kind's plural is regular).
    public var plural: String { rawValue + "s" }
}
