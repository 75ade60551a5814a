import Foundation

/// A method named for target-action (`#selector(Coordinator.updateCurrentPage(sender:))`). Swift on
/// Linux has no Objective-C runtime: the engine compiles `#selector(…)` as this value, which names
/// the method; a UIKit control here is never drawn or touched, so no action is ever sent.
public struct Selector: Hashable, @unchecked Sendable {
    public let _name: String
    public init(_ name: String) { _name = name }
    public init<Method>(_ method: Method) { _name = "\(type(of: method))" }
}

/// A UIKit control, for the representables that wrap one.
open class UIControl: UIView, @unchecked Sendable {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    open var isEnabled = true
    open var isSelected = false
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
}

open class UIPageControl: UIControl, @unchecked Sendable {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
}

/// Its methods are optional, as in Objective-C.
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
}

/// Pages of view controllers a person swipes between; here it holds the pages it is given.
open class UIPageViewController: UIViewController, @unchecked Sendable {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: UIPageViewControllerDataSource?
    open private(set) var viewControllers: [UIViewController]? = []

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }

    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.viewControllers = viewControllers
        completion?(true)
    }
}
