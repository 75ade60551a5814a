/// The older name of the Dynamic Type sizes (before `DynamicTypeSize`): the same twelve sizes,
/// smallest first, `.large` the default. `\.sizeCategory` and `\.dynamicTypeSize` are one setting
/// read two ways, as on a device.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension DynamicTypeSize {
    init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
