import Foundation

// The phone a lesson runs on: the iPhone the phone drawings show (393 × 852 points at 3×), on iOS 18,
// upright, in light mode.

/// The screen: `UIScreen.main.bounds` is the 393 × 852 point canvas a `GeometryReader` sees.
open class UIScreen: NSObject, @unchecked Sendable {
    public static let main = UIScreen()
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    open var brightness: CGFloat = 0.5
    open var traitCollection: UITraitCollection { .current }
}

/// The device: an iPhone on iOS 18.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: UIDeviceOrientation { .portrait }
    /// The same on every run, as one device keeps it for one vendor.
    open var identifierForVendor: UUID? { UUID(uuidString: "8B0C55E6-1D2F-4E0A-9C3B-5A6D7E8F9012") }
    open var isBatteryMonitoringEnabled = false
    /// -1 while battery monitoring is off, as on a device.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isMultitaskingSupported: Bool { true }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}

    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
