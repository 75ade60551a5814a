import Foundation
import LessonProtocol

extension View {
    public func ignoresSafeArea() -> some View { self }
}

/// Parts of the screen the system keeps content out of.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    // Extending a background under the status bar or home indicator changes pixels at the edges
    // only; every element stays where a person and XCUITest find it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
