import Foundation

// What a lesson reads about the device it runs on: an iPhone in portrait, at the default text
// size. And the older spellings course code still uses for presentations and safe areas.

/// The width or height class of the screen: an iPhone in portrait is compact wide and regular tall.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

// Boxed: an optional stored in the environment's `Any` storage would read back as nil.
private struct _SizeClass { var value: UserInterfaceSizeClass? }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue = _SizeClass(value: .compact) }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue = _SizeClass(value: .regular) }

/// `@Environment(\.presentationMode)`: whether the view is presented, and how to dismiss it
/// (the spelling before `\.dismiss`; it dismisses the same sheet or pops the same pushed screen).
public struct PresentationMode {
    let action: DismissAction
    public let isPresented: Bool

    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].value }
        set { self[HorizontalSizeClassKey.self] = _SizeClass(value: newValue) }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].value }
        set { self[VerticalSizeClassKey.self] = _SizeClass(value: newValue) }
    }

    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}

/// `@ScaledMetric var size = 100.0`: a size that grows with Dynamic Type. At the default text size
/// (the one the lesson runs at, as a new iPhone ships) it is the value written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

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

/// Parts of the screen the system keeps content out of.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    // Matched geometry animates a view from one place to another; once the animation ends the
    // screen holds the same elements as without it, which is what a checkpoint reads.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, isSource: Bool = true) -> some View { self }

    // Extending a background under the status bar or home indicator changes pixels at the edges
    // only; every element stays where a person and XCUITest find it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// UIKit's capitalization setting, which `.autocapitalization(_:)` took before iOS 15.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// The pre-iOS 15 spelling of `autocorrectionDisabled`; typed text is entered as written either way.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The pre-iOS 15 spelling of `textInputAutocapitalization`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let modern: TextInputAutocapitalization
        switch style {
        case .none: modern = .never
        case .words: modern = .words
        case .sentences: modern = .sentences
        case .allCharacters: modern = .characters
        }
        return textInputAutocapitalization(modern)
    }
}
