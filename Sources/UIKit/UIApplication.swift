import Foundation

/// The app object. The calls a device accepts without showing anything in the app itself (opening
/// a URL or the Settings app, the badge, the idle timer) are accepted and change nothing on screen;
/// the URLs asked to open are kept, in order, in `_openedURLs`.
open class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()
    /// The URL that opens this app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    public private(set) var _openedURLs: [URL] = []

    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    open var applicationState: State { .active }
    open var supportsAlternateIcons: Bool { true }
    open private(set) var alternateIconName: String?

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Another app opens; this one stays as it was. The completion reports success, as a device
    /// does for a URL some app handles.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        _openedURLs.append(url)
        completion?(true)
    }

    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        _openedURLs.append(url)
        return true
    }

    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}

    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}
