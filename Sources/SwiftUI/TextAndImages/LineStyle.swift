extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour. The screen records
    /// that the text has the line, not its pattern or colour.
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()

        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

extension Font: @unchecked Sendable {}
extension Color: @unchecked Sendable {}
