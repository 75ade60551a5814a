/// An element's rectangle on the screen, in points from the screen's top-left corner: what
/// XCUITest's `XCUIElement.frame` and `GeometryProxy.frame(in: .global)` read.
public struct ScreenFrame: Codable, Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    // Encoded as one short text, "x y width height" to a hundredth of a point: every element has
    // a frame, and a screen's JSON stays readable.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a frame reads \"x y width height\""))
        }
        (x, y, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    public func encode(to encoder: Encoder) throws {
        func text(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        var container = encoder.singleValueContainer()
        try container.encode([x, y, width, height].map(text).joined(separator: " "))
    }
}

/// The axis a `see … at x N` / `at y N` step reads.
public enum ScreenAxis: String, Sendable, Equatable {
    case x, y

    /// Points as a step writes them: whole points bare, others to one decimal ("236", "377.8").
    public static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
