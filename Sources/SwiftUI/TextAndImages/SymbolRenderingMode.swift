import LessonProtocol

extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

public struct SymbolRenderingMode: Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let palette = SymbolRenderingMode(name: "palette")
}
