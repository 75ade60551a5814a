import Foundation

// UIKit's view classes, so that `UIViewRepresentable` and `UIViewControllerRepresentable` types
// compile. The lesson runtime has no UIKit drawing: SwiftUI draws such a view as a labelled
// placeholder, and the build says so at the line that declares it.

open class UIResponder: NSObject, @unchecked Sendable {
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor! = .tintColor
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) { self.frame = frame }
    public override convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
}

open class UIViewController: UIResponder, @unchecked Sendable {
    open lazy var view: UIView! = UIView(frame: UIScreen.main.bounds)
    open var title: String?
    open weak var delegate: AnyObject?
    public override init() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}
