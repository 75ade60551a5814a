import LessonProtocol

public struct SymbolVariants: Hashable {
    let suffix: String
    public static let none = SymbolVariants(suffix: "")
    public static let fill = SymbolVariants(suffix: ".fill")
    public static let circle = SymbolVariants(suffix: ".circle")
    public static let square = SymbolVariants(suffix: ".square")
    public static let slash = SymbolVariants(suffix: ".slash")
    public var fill: SymbolVariants { SymbolVariants(suffix: suffix + ".fill") }
}

private struct SymbolVariantKey: EnvironmentKey { static let defaultValue: [String] = [] }

extension EnvironmentValues {
    /// Suffixes `.symbolVariant` adds to every SF Symbol inside (".circle", ".fill").
    var symbolVariantSuffixes: [String] {
        get { self[SymbolVariantKey.self] }
        set { self[SymbolVariantKey.self] = newValue }
    }
}

extension View {
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentModifier { $0.symbolVariantSuffixes = variant.suffix.isEmpty ? [] : [variant.suffix] })
    }
}
