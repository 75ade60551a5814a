import LessonProtocol

public struct Edge: Hashable {
    public struct Set: OptionSet, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        var name: String {
            if self == .all { return "all" }
            if self == .horizontal { return "horizontal" }
            if self == .vertical { return "vertical" }
            var parts: [String] = []
            if contains(.top) { parts.append("top") }
            if contains(.leading) { parts.append("leading") }
            if contains(.bottom) { parts.append("bottom") }
            if contains(.trailing) { parts.append("trailing") }
            return parts.joined(separator: " ")
        }
    }
}

public struct EdgeInsets: Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// The top or bottom edge (`safeAreaInset(edge:)`).
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    case top, bottom

    /// The top, the bottom, or both (a row separator's edges).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}
