import Foundation

/// What Xcode compiles an app's asset catalog into (`Assets.car` on a device), as the lesson engine
/// generates it from the catalog a lesson declares in `resources:`: its colour sets' colours and the
/// names of its image sets. `Color("name")`, `UIColor(named:)` and `UIImage(named:)` look here.
public final class _AssetCatalog: @unchecked Sendable {
    /// Red, green, blue and alpha, 0…1.
    public typealias _Components = (red: Double, green: Double, blue: Double, alpha: Double)

    /// A colour set: its "Any Appearance" colour and its dark one (nil: the same in dark mode).
    /// A set whose colour was never chosen (a new project's `AccentColor`) has neither.
    public struct _ColorSet: @unchecked Sendable {
        public var _light: _Components?
        public var _dark: _Components?
        public init(light: _Components?, dark: _Components?) {
            _light = light
            _dark = dark
        }
        /// The colour in this appearance, as UIKit resolves a dynamic colour.
        public func _components(dark isDark: Bool) -> _Components? { isDark ? (_dark ?? _light) : _light }
    }

    public let _colors: [String: _ColorSet]
    /// Image set name → the pixel size and scale of the image a phone picks (its best scale).
    public let _images: [String: (width: Double, height: Double, scale: Double)]

    public init(colors: [String: _ColorSet], images: [String: (width: Double, height: Double, scale: Double)]) {
        _colors = colors
        _images = images
    }

    /// The running app's catalog; nil when its lesson declares none (every lookup then finds nothing).
    nonisolated(unsafe) public static var current: _AssetCatalog?
}
