import LessonProtocol
import UIKit

/// A colour; also a view that fills its space.
public struct Color: ShapeStyle, View, _PrimitiveView, Hashable {
    public typealias Body = Never
    let name: String
    /// A colour set's dark-appearance colour, when it has one (`name` is its light one).
    var darkName: String?
    public var _styleDescription: String { name }

    init(name: String) { self.name = name }
    /// A colour set of the app's asset catalog (`resources:`), drawn in its colour; a name the
    /// catalog does not have keeps its name (a device logs "No color named … found in asset catalog").
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let set = _AssetCatalog.current?._colors[name] else {
            self.init(name: name)
            return
        }
        self.init(set: set)
    }
    /// A colour set by the symbol Xcode generates for it: `Color(.brand)`.
    public init(_ resource: ColorResource) {
        self.init(set: _AssetCatalog.current?._colors[resource.name] ?? .init(light: nil, dark: nil))
    }
    /// A set whose colour was never chosen (a new project's `AccentColor`) draws as the accent colour.
    init(set: _AssetCatalog._ColorSet) {
        func described(_ c: _AssetCatalog._Components?) -> String? {
            c.map { Color(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.alpha).name }
        }
        name = described(set._light) ?? "accentColor"
        darkName = set._dark.flatMap(described)
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(_number(red)), \(_number(green)), \(_number(blue))\(opacity == 1 ? "" : ", \(_number(opacity))"))"
    }
    /// The colour space of a colour's components. The drawing shows every space as sRGB (a
    /// browser's), so Display P3 components draw slightly less saturated than on a device.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        name = "white(\(_number(white))\(opacity == 1 ? "" : ", \(_number(opacity))"))"
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(_number(hue)), \(_number(saturation)), \(_number(brightness))\(opacity == 1 ? "" : ", \(_number(opacity))"))"
    }

    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    public func opacity(_ opacity: Double) -> Color {
        var faded = Color(name: "\(name) opacity \(_number(opacity))")
        faded.darkName = darkName.map { "\($0) opacity \(_number(opacity))" }
        return faded
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [
            _Element(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .color
                    $0.color = ctx.env.colorScheme == .dark ? darkName ?? name : name
                })
        ]
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(name: "red") }
    public static var orange: Color { Color(name: "orange") }
    public static var yellow: Color { Color(name: "yellow") }
    public static var green: Color { Color(name: "green") }
    public static var mint: Color { Color(name: "mint") }
    public static var teal: Color { Color(name: "teal") }
    public static var cyan: Color { Color(name: "cyan") }
    public static var blue: Color { Color(name: "blue") }
    public static var indigo: Color { Color(name: "indigo") }
    public static var purple: Color { Color(name: "purple") }
    public static var pink: Color { Color(name: "pink") }
    public static var brown: Color { Color(name: "brown") }
    public static var white: Color { Color(name: "white") }
    public static var gray: Color { Color(name: "gray") }
    public static var black: Color { Color(name: "black") }
    public static var clear: Color { Color(name: "clear") }
    public static var accentColor: Color { Color(name: "accentColor") }
}

extension Color: CustomStringConvertible {
    /// As SwiftUI prints a colour: a system colour by its name ("red"), one made of components as
    /// "#RRGGBBAA".
    public var description: String {
        guard name.hasPrefix("rgb(") || name.hasPrefix("white("), let open = name.firstIndex(of: "(") else { return name }
        let numbers = name[name.index(after: open)...].dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        let components = name.hasPrefix("white(") ? [numbers[0], numbers[0], numbers[0]] + numbers.dropFirst() : numbers
        let rgba = (components + [1]).prefix(4).map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + rgba.map { String(format: "%02X", $0) }.joined()
    }
}
