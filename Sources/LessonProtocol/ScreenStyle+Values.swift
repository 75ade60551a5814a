/// A value a screen fact can hold, written in a screen's JSON as text: the word SwiftUI code uses
/// for an enum case, a number as a person reads it (`24`, not `24.0`).
public protocol ScreenFactValue: Hashable, Sendable {
    init?(factText: String)
    var factText: String { get }
}

extension ScreenFactValue where Self: RawRepresentable, RawValue == String {
    public init?(factText: String) { self.init(rawValue: factText) }
    public var factText: String { rawValue }
}

extension String: ScreenFactValue {
    public init?(factText: String) { self = factText }
    public var factText: String { self }
}

extension Int: ScreenFactValue {
    public init?(factText: String) { self.init(factText) }
    public var factText: String { String(self) }
}

extension Double: ScreenFactValue {
    public init?(factText: String) { self.init(factText) }
    /// Whole numbers without a fraction ("24"), others as Swift prints them ("0.5").
    public var factText: String {
        if isInfinite { return self > 0 ? "infinity" : "-infinity" }
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension ScreenStyle {
    /// What a group with no role of its own is drawn as.
    public enum Kind: String, ScreenFactValue, CaseIterable {
        case spacer, divider, scroll, color, groupBox, grid, gridRow
        case rectangle, roundedRectangle, circle, capsule, ellipse
        /// A shape drawn from its own outline (`path` and `pathSize`).
        case path
        case navigationStack, tabView
        /// A ProgressView without a value, and one with a fraction.
        case spinner, bar
        /// The groups holding a slider's end labels.
        case minimumValueLabel, maximumValueLabel
    }

    public enum Axis: String, ScreenFactValue, CaseIterable {
        case vertical, horizontal
        /// A ZStack's children lie on top of each other.
        case depth
    }

    /// A button's role.
    public enum Role: String, ScreenFactValue, CaseIterable {
        case destructive, cancel, confirm, close
    }

    /// How a presented screen appears.
    public enum Presentation: String, ScreenFactValue, CaseIterable {
        case sheet, fullScreenCover, popover
    }

    /// Where a toolbar item sits, as SwiftUI names its placement in source.
    public enum Placement: String, ScreenFactValue, CaseIterable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status
        case confirmationAction, cancellationAction, destructiveAction, keyboard
        case topBarLeading, topBarTrailing, bottomBar
        /// A navigation bar's back button.
        case back
    }

    public enum TitleDisplayMode: String, ScreenFactValue, CaseIterable {
        case large, inline
    }

    /// A label's style.
    public enum LabelStyle: String, ScreenFactValue, CaseIterable {
        case automatic, iconOnly, titleOnly, titleAndIcon
    }

    /// A Picker's style, a DatePicker's (compact, graphical, wheel) or a ColorPicker's.
    public enum PickerStyle: String, ScreenFactValue, CaseIterable {
        case automatic, segmented, menu, wheel, inline, navigationLink, palette
        case compact, graphical
        case colorPicker
    }

    public enum TextFieldStyle: String, ScreenFactValue, CaseIterable {
        case automatic, roundedBorder, plain
    }

    public enum ContentMode: String, ScreenFactValue, CaseIterable {
        case fit, fill
    }

    public enum ImageScale: String, ScreenFactValue, CaseIterable {
        case small, medium, large
    }

    public enum TextAlignment: String, ScreenFactValue, CaseIterable {
        case leading, center, trailing
    }

    public enum ControlSize: String, ScreenFactValue, CaseIterable {
        case mini, small, regular, large, extraLarge
    }

    /// How `.accessibilityElement(children:)` treats the container's children.
    public enum AccessibilityChildren: String, ScreenFactValue, CaseIterable {
        case combine, ignore, contain
    }

    /// The controls a list row shows while the list is editing; "delete move" in JSON.
    public struct EditControls: OptionSet, ScreenFactValue {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let delete = EditControls(rawValue: 1)
        public static let move = EditControls(rawValue: 2)

        private static let words: [(EditControls, String)] = [(.delete, "delete"), (.move, "move")]

        public init?(factText: String) {
            var controls = EditControls()
            for word in factText.split(separator: " ") {
                guard let control = Self.words.first(where: { $0.1 == word })?.0 else { return nil }
                controls.insert(control)
            }
            self = controls
        }

        public var factText: String { Self.words.filter { contains($0.0) }.map(\.1).joined(separator: " ") }
    }
}
