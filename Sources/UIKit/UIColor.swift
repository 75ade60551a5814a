import Foundation

/// A colour as UIKit names it. What SwiftUI draws from it (`Color(uiColor:)`) is its name for a
/// system colour ("systemRed", "secondarySystemBackground") or its components for a custom one.
open class UIColor: NSObject, @unchecked Sendable {
    /// The system colour's name, or nil for a colour made from components.
    public let _systemName: String?
    /// Red, green, blue and alpha, 0…1, for a colour made from components.
    public let _components: (red: Double, green: Double, blue: Double, alpha: Double)?

    init(system name: String) {
        _systemName = name
        _components = nil
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _systemName = nil
        _components = (Double(red), Double(green), Double(blue), Double(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // HSB to RGB, as UIKit converts it.
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation)
        let v = Double(brightness)
        let c = v * s
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        let m = v - c
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour set of the app's asset catalog, by name: its colour as the app shows it (light
    /// mode, as lessons run); nil when the catalog has no such set, as on a device.
    public convenience init?(named name: String) {
        guard let set = _AssetCatalog.current?._colors[name] else { return nil }
        self.init(set: set)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = _AssetCatalog.current?._colors[name] else { return nil }
        self.init(set: set, dark: traitCollection?.userInterfaceStyle == .dark)
    }

    /// A colour set of the asset catalog, by the symbol Xcode generates for it (`UIColor(resource: .brand)`).
    public convenience init(resource: ColorResource) {
        self.init(set: _AssetCatalog.current?._colors[resource.name] ?? .init(light: nil, dark: nil))
    }

    /// A set whose colour was never chosen draws as the app's tint does, as on a device.
    private convenience init(set: _AssetCatalog._ColorSet, dark: Bool = false) {
        if let c = set._components(dark: dark) {
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        } else {
            self.init(system: "tintColor")
        }
    }

    /// A colour that depends on light or dark mode; lessons run in light mode.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        if let components = resolved._components {
            self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
        } else {
            self.init(system: resolved._systemName ?? "label")
        }
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let c = _components { return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha) }
        return UIColor(system: "\(_systemName ?? "label") opacity \(Double(alpha))")
    }

    /// Fills `red`, `green`, `blue` and `alpha` with a custom colour's components; false for a
    /// system colour, whose components depend on the appearance.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let c = _components else { return false }
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    open override var description: String {
        if let name = _systemName { return "UIColor.\(name)" }
        let c = _components!
        return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return description == other.description
    }
}

extension UIColor {
    // The fixed colours: their components, as UIKit defines them.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The system colours, which adapt to the appearance: kept by name.
    public static var systemRed: UIColor { UIColor(system: "systemRed") }
    public static var systemOrange: UIColor { UIColor(system: "systemOrange") }
    public static var systemYellow: UIColor { UIColor(system: "systemYellow") }
    public static var systemGreen: UIColor { UIColor(system: "systemGreen") }
    public static var systemMint: UIColor { UIColor(system: "systemMint") }
    public static var systemTeal: UIColor { UIColor(system: "systemTeal") }
    public static var systemCyan: UIColor { UIColor(system: "systemCyan") }
    public static var systemBlue: UIColor { UIColor(system: "systemBlue") }
    public static var systemIndigo: UIColor { UIColor(system: "systemIndigo") }
    public static var systemPurple: UIColor { UIColor(system: "systemPurple") }
    public static var systemPink: UIColor { UIColor(system: "systemPink") }
    public static var systemBrown: UIColor { UIColor(system: "systemBrown") }
    public static var systemGray: UIColor { UIColor(system: "systemGray") }
    public static var systemGray2: UIColor { UIColor(system: "systemGray2") }
    public static var systemGray3: UIColor { UIColor(system: "systemGray3") }
    public static var systemGray4: UIColor { UIColor(system: "systemGray4") }
    public static var systemGray5: UIColor { UIColor(system: "systemGray5") }
    public static var systemGray6: UIColor { UIColor(system: "systemGray6") }
    public static var tintColor: UIColor { UIColor(system: "tintColor") }
    public static var label: UIColor { UIColor(system: "label") }
    public static var secondaryLabel: UIColor { UIColor(system: "secondaryLabel") }
    public static var tertiaryLabel: UIColor { UIColor(system: "tertiaryLabel") }
    public static var quaternaryLabel: UIColor { UIColor(system: "quaternaryLabel") }
    public static var placeholderText: UIColor { UIColor(system: "placeholderText") }
    public static var link: UIColor { UIColor(system: "link") }
    public static var separator: UIColor { UIColor(system: "separator") }
    public static var opaqueSeparator: UIColor { UIColor(system: "opaqueSeparator") }
    public static var systemBackground: UIColor { UIColor(system: "systemBackground") }
    public static var secondarySystemBackground: UIColor { UIColor(system: "secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { UIColor(system: "tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { UIColor(system: "systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(system: "secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(system: "tertiarySystemGroupedBackground") }
    public static var systemFill: UIColor { UIColor(system: "systemFill") }
    public static var secondarySystemFill: UIColor { UIColor(system: "secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { UIColor(system: "tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { UIColor(system: "quaternarySystemFill") }
    public static var lightText: UIColor { UIColor(system: "lightText") }
    public static var darkText: UIColor { UIColor(system: "darkText") }
}

/// The appearance a view is drawn in; lessons run in light mode on an iPhone.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
