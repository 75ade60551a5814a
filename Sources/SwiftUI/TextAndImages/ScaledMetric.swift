import Foundation

/// `@ScaledMetric var size = 100.0`: a size that grows with Dynamic Type. At the default text size
/// (the one the lesson runs at, as a new iPhone ships) it is the value written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
