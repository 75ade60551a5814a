/// The phone settings a checkpoint runs under, as a person sets them in the Settings app: Display &
/// Brightness › Appearance, Display & Text Size › Larger Text, and a right-to-left language. The
/// lesson's `@Environment(\.colorScheme)`, `\.dynamicTypeSize` and `\.layoutDirection` read them.
///
/// A nil setting is the phone as it comes out of the box (light, Large, left to right); an
/// appearance that is nil also leaves the page free to draw the phone in the reader's own
/// appearance, where an explicit `.light` pins it.
public struct DeviceConditions: Codable, Equatable, Hashable, Sendable {
    public var appearance: Appearance?
    public var dynamicTypeSize: TypeSize?
    public var layoutDirection: Direction?

    public init(appearance: Appearance? = nil, dynamicTypeSize: TypeSize? = nil, layoutDirection: Direction? = nil) {
        self.appearance = appearance
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
    }

    /// Nothing set: the phone out of the box.
    public var isDefault: Bool { self == DeviceConditions() }

    /// Light or Dark, SwiftUI's `ColorScheme`.
    public enum Appearance: String, Codable, ScreenFactValue, CaseIterable {
        case light, dark
    }

    /// SwiftUI's `DynamicTypeSize`, smallest first; `.large` is the default.
    public enum TypeSize: String, Codable, ScreenFactValue, CaseIterable, Comparable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

        public static func < (a: TypeSize, b: TypeSize) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }

        /// UIKit's name for the size (`UIContentSizeCategory`'s raw value), which
        /// `-UIPreferredContentSizeCategoryName` takes as a launch argument.
        public var contentSizeCategory: String {
            switch self {
            case .xSmall: return "UICTContentSizeCategoryXS"
            case .small: return "UICTContentSizeCategoryS"
            case .medium: return "UICTContentSizeCategoryM"
            case .large: return "UICTContentSizeCategoryL"
            case .xLarge: return "UICTContentSizeCategoryXL"
            case .xxLarge: return "UICTContentSizeCategoryXXL"
            case .xxxLarge: return "UICTContentSizeCategoryXXXL"
            case .accessibility1: return "UICTContentSizeCategoryAccessibilityM"
            case .accessibility2: return "UICTContentSizeCategoryAccessibilityL"
            case .accessibility3: return "UICTContentSizeCategoryAccessibilityXL"
            case .accessibility4: return "UICTContentSizeCategoryAccessibilityXXL"
            case .accessibility5: return "UICTContentSizeCategoryAccessibilityXXXL"
            }
        }
    }

    /// SwiftUI's `LayoutDirection`.
    public enum Direction: String, Codable, ScreenFactValue, CaseIterable {
        case leftToRight, rightToLeft
    }
}
