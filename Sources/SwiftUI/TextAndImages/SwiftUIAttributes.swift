// SwiftUI's attributes for `AttributedString` (Foundation on Linux has the string and its own
// scope, not SwiftUI's): `text[range].font = .headline`, `AttributeContainer().foregroundColor`, …

extension AttributeScopes {
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` draws, with Apple's names.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// The text's style from the attributed string's SwiftUI attributes. An attribute counts only
    /// when it covers the whole string: the screen styles a text as one piece, so a part styled on
    /// its own reads (and is found) the same but is drawn like the rest.
    func _styled(by string: AttributedString) -> Text {
        let runs = Array(string.runs)
        guard !runs.isEmpty else { return self }
        func whole<K: AttributedStringKey>(_ key: K.Type) -> K.Value? where K.Value: Equatable {
            guard let first = runs[0][key], runs.allSatisfy({ $0[key] == first }) else { return nil }
            return first
        }
        var text = self
        if let font = whole(AttributeScopes.SwiftUIAttributes.FontAttribute.self) { text = text.font(font) }
        if let color = whole(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self) { text = text.foregroundColor(color) }
        if let color = whole(AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self) {
            text.textStyle.background = color._styleDescription
        }
        if whole(AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self) != nil { text = text.underline() }
        if whole(AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self) != nil { text = text.strikethrough() }
        return text
    }
}
