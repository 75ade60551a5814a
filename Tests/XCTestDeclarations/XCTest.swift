// The part of Apple's XCTest that generated UI tests use, declared with Apple's signatures (Xcode
// 16, XCTest and XCUIAutomation) and no bodies worth the name: UITestExportTests compile it as a
// module named `XCTest` and type-check every generated test file against it, so a wrong call, label
// or type in what a downloaded project carries fails the suite here, without a Mac. Nothing runs.
//
// It deliberately does not re-export Foundation: the generated files must need nothing beyond
// XCTest and the standard library. The few Foundation and CoreGraphics types XCTest's API is
// spelled in are declared below with Apple's names.

public typealias TimeInterval = Double
public typealias CGFloat = Double

public struct CGVector {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}

public struct CGRect {}

/// Foundation makes String a C variadic argument (for `NSPredicate(format:)`'s `%@`), as here.
// swift-format-ignore: AvoidRetroactiveConformances
extension String: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}

open class NSPredicate {
    public init(format predicateFormat: String, _ args: any CVarArg...) {}
    public init(block: @escaping (Any?, [String: Any]?) -> Bool) {}
}

// MARK: - XCTest

open class XCTestCase {
    public init() {}
    open var continueAfterFailure: Bool {
        get { true }
        set {}
    }
    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
}

public struct XCTSkip: Error {
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
}

open class XCTestExpectation {
    public init(description expectationDescription: String) {}
    open func fulfill() {}
}

open class XCTWaiter {
    public enum Result: Int {
        case completed = 1
        case timedOut
        case incorrectOrder
        case invertedFulfillment
        case interrupted
    }
    open class func wait(
        for expectations: [XCTestExpectation], timeout seconds: TimeInterval = .infinity,
        enforceOrder enforceOrderOfFulfillment: Bool = false
    ) -> XCTWaiter.Result { .completed }
}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

// MARK: - XCUIAutomation

public struct XCUIGestureVelocity: RawRepresentable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = CGFloat(value) }
    public static let `default` = XCUIGestureVelocity(0)
    public static let slow = XCUIGestureVelocity(0)
    public static let fast = XCUIGestureVelocity(0)
}

public struct XCUIKeyboardKey: RawRepresentable, Equatable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    public static let space = XCUIKeyboardKey(rawValue: " ")
}

@MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var isSelected: Bool { get }
    var hasFocus: Bool { get }
    var placeholderValue: String? { get }
}

@MainActor
public protocol XCUIElementTypeQueryProvider {
    var touchBars: XCUIElementQuery { get }
    var groups: XCUIElementQuery { get }
    var windows: XCUIElementQuery { get }
    var sheets: XCUIElementQuery { get }
    var drawers: XCUIElementQuery { get }
    var alerts: XCUIElementQuery { get }
    var dialogs: XCUIElementQuery { get }
    var buttons: XCUIElementQuery { get }
    var radioButtons: XCUIElementQuery { get }
    var radioGroups: XCUIElementQuery { get }
    var checkBoxes: XCUIElementQuery { get }
    var disclosureTriangles: XCUIElementQuery { get }
    var popUpButtons: XCUIElementQuery { get }
    var comboBoxes: XCUIElementQuery { get }
    var menuButtons: XCUIElementQuery { get }
    var toolbarButtons: XCUIElementQuery { get }
    var popovers: XCUIElementQuery { get }
    var keyboards: XCUIElementQuery { get }
    var keys: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var tabBars: XCUIElementQuery { get }
    var tabGroups: XCUIElementQuery { get }
    var toolbars: XCUIElementQuery { get }
    var statusBars: XCUIElementQuery { get }
    var tables: XCUIElementQuery { get }
    var tableRows: XCUIElementQuery { get }
    var tableColumns: XCUIElementQuery { get }
    var outlines: XCUIElementQuery { get }
    var outlineRows: XCUIElementQuery { get }
    var disclosedChildRows: XCUIElementQuery { get }
    var browsers: XCUIElementQuery { get }
    var collectionViews: XCUIElementQuery { get }
    var sliders: XCUIElementQuery { get }
    var pageIndicators: XCUIElementQuery { get }
    var progressIndicators: XCUIElementQuery { get }
    var activityIndicators: XCUIElementQuery { get }
    var segmentedControls: XCUIElementQuery { get }
    var pickers: XCUIElementQuery { get }
    var pickerWheels: XCUIElementQuery { get }
    var switches: XCUIElementQuery { get }
    var toggles: XCUIElementQuery { get }
    var links: XCUIElementQuery { get }
    var images: XCUIElementQuery { get }
    var icons: XCUIElementQuery { get }
    var searchFields: XCUIElementQuery { get }
    var scrollViews: XCUIElementQuery { get }
    var scrollBars: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
    var secureTextFields: XCUIElementQuery { get }
    var datePickers: XCUIElementQuery { get }
    var textViews: XCUIElementQuery { get }
    var menus: XCUIElementQuery { get }
    var menuItems: XCUIElementQuery { get }
    var menuBars: XCUIElementQuery { get }
    var menuBarItems: XCUIElementQuery { get }
    var maps: XCUIElementQuery { get }
    var webViews: XCUIElementQuery { get }
    var steppers: XCUIElementQuery { get }
    var incrementArrows: XCUIElementQuery { get }
    var decrementArrows: XCUIElementQuery { get }
    var tabs: XCUIElementQuery { get }
    var timelines: XCUIElementQuery { get }
    var ratingIndicators: XCUIElementQuery { get }
    var valueIndicators: XCUIElementQuery { get }
    var splitGroups: XCUIElementQuery { get }
    var splitters: XCUIElementQuery { get }
    var relevanceIndicators: XCUIElementQuery { get }
    var colorWells: XCUIElementQuery { get }
    var helpTags: XCUIElementQuery { get }
    var mattes: XCUIElementQuery { get }
    var dockItems: XCUIElementQuery { get }
    var rulers: XCUIElementQuery { get }
    var rulerMarkers: XCUIElementQuery { get }
    var grids: XCUIElementQuery { get }
    var levelIndicators: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
    var layoutAreas: XCUIElementQuery { get }
    var layoutItems: XCUIElementQuery { get }
    var handles: XCUIElementQuery { get }
    var otherElements: XCUIElementQuery { get }
    var statusItems: XCUIElementQuery { get }
    var firstMatch: XCUIElement { get }
}

// Every query a provider offers; the declarations above are what type-checking needs.
extension XCUIElementTypeQueryProvider {
    private var any: XCUIElementQuery { XCUIElementQuery() }
    public var touchBars: XCUIElementQuery { any }
    public var groups: XCUIElementQuery { any }
    public var windows: XCUIElementQuery { any }
    public var sheets: XCUIElementQuery { any }
    public var drawers: XCUIElementQuery { any }
    public var alerts: XCUIElementQuery { any }
    public var dialogs: XCUIElementQuery { any }
    public var buttons: XCUIElementQuery { any }
    public var radioButtons: XCUIElementQuery { any }
    public var radioGroups: XCUIElementQuery { any }
    public var checkBoxes: XCUIElementQuery { any }
    public var disclosureTriangles: XCUIElementQuery { any }
    public var popUpButtons: XCUIElementQuery { any }
    public var comboBoxes: XCUIElementQuery { any }
    public var menuButtons: XCUIElementQuery { any }
    public var toolbarButtons: XCUIElementQuery { any }
    public var popovers: XCUIElementQuery { any }
    public var keyboards: XCUIElementQuery { any }
    public var keys: XCUIElementQuery { any }
    public var navigationBars: XCUIElementQuery { any }
    public var tabBars: XCUIElementQuery { any }
    public var tabGroups: XCUIElementQuery { any }
    public var toolbars: XCUIElementQuery { any }
    public var statusBars: XCUIElementQuery { any }
    public var tables: XCUIElementQuery { any }
    public var tableRows: XCUIElementQuery { any }
    public var tableColumns: XCUIElementQuery { any }
    public var outlines: XCUIElementQuery { any }
    public var outlineRows: XCUIElementQuery { any }
    public var disclosedChildRows: XCUIElementQuery { any }
    public var browsers: XCUIElementQuery { any }
    public var collectionViews: XCUIElementQuery { any }
    public var sliders: XCUIElementQuery { any }
    public var pageIndicators: XCUIElementQuery { any }
    public var progressIndicators: XCUIElementQuery { any }
    public var activityIndicators: XCUIElementQuery { any }
    public var segmentedControls: XCUIElementQuery { any }
    public var pickers: XCUIElementQuery { any }
    public var pickerWheels: XCUIElementQuery { any }
    public var switches: XCUIElementQuery { any }
    public var toggles: XCUIElementQuery { any }
    public var links: XCUIElementQuery { any }
    public var images: XCUIElementQuery { any }
    public var icons: XCUIElementQuery { any }
    public var searchFields: XCUIElementQuery { any }
    public var scrollViews: XCUIElementQuery { any }
    public var scrollBars: XCUIElementQuery { any }
    public var staticTexts: XCUIElementQuery { any }
    public var textFields: XCUIElementQuery { any }
    public var secureTextFields: XCUIElementQuery { any }
    public var datePickers: XCUIElementQuery { any }
    public var textViews: XCUIElementQuery { any }
    public var menus: XCUIElementQuery { any }
    public var menuItems: XCUIElementQuery { any }
    public var menuBars: XCUIElementQuery { any }
    public var menuBarItems: XCUIElementQuery { any }
    public var maps: XCUIElementQuery { any }
    public var webViews: XCUIElementQuery { any }
    public var steppers: XCUIElementQuery { any }
    public var incrementArrows: XCUIElementQuery { any }
    public var decrementArrows: XCUIElementQuery { any }
    public var tabs: XCUIElementQuery { any }
    public var timelines: XCUIElementQuery { any }
    public var ratingIndicators: XCUIElementQuery { any }
    public var valueIndicators: XCUIElementQuery { any }
    public var splitGroups: XCUIElementQuery { any }
    public var splitters: XCUIElementQuery { any }
    public var relevanceIndicators: XCUIElementQuery { any }
    public var colorWells: XCUIElementQuery { any }
    public var helpTags: XCUIElementQuery { any }
    public var mattes: XCUIElementQuery { any }
    public var dockItems: XCUIElementQuery { any }
    public var rulers: XCUIElementQuery { any }
    public var rulerMarkers: XCUIElementQuery { any }
    public var grids: XCUIElementQuery { any }
    public var levelIndicators: XCUIElementQuery { any }
    public var cells: XCUIElementQuery { any }
    public var layoutAreas: XCUIElementQuery { any }
    public var layoutItems: XCUIElementQuery { any }
    public var handles: XCUIElementQuery { any }
    public var otherElements: XCUIElementQuery { any }
    public var statusItems: XCUIElementQuery { any }
    public var firstMatch: XCUIElement { XCUIElement() }
}

@MainActor
open class XCUIElement: XCUIElementAttributes, XCUIElementTypeQueryProvider {
    public enum ElementType: UInt {
        case any = 0
        case other, application, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup
        case checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard
        case key, navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline
        case outlineRow, browser, collectionView, slider, pageIndicator, progressIndicator, activityIndicator
        case segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView
        case scrollBar, staticText, textField, secureTextField, datePicker, textView, menu, menuItem, menuBar
        case menuBarItem, map, webView, incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator
        case splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler, rulerMarker
        case grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab, touchBar, statusItem
    }

    nonisolated public init() {}

    public var exists: Bool { false }
    public var isHittable: Bool { false }
    public func waitForExistence(timeout: TimeInterval) -> Bool { false }
    public func waitForNonExistence(timeout: TimeInterval) -> Bool { false }
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { XCUIElementQuery() }
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { XCUIElementQuery() }
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { XCUICoordinate() }

    public func tap() {}
    public func doubleTap() {}
    public func tap(withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int) {}
    public func press(forDuration duration: TimeInterval) {}
    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {}
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement, withVelocity velocity: XCUIGestureVelocity,
        thenHoldForDuration holdDuration: TimeInterval
    ) {}
    public func swipeUp() {}
    public func swipeDown() {}
    public func swipeLeft() {}
    public func swipeRight() {}
    public func swipeUp(velocity: XCUIGestureVelocity) {}
    public func swipeDown(velocity: XCUIGestureVelocity) {}
    public func swipeLeft(velocity: XCUIGestureVelocity) {}
    public func swipeRight(velocity: XCUIGestureVelocity) {}
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {}
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {}
    public func typeText(_ text: String) {}
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {}
    public func adjust(toPickerWheelValue pickerWheelValue: String) {}

    public var identifier: String { "" }
    public var frame: CGRect { CGRect() }
    public var value: Any? { nil }
    public var title: String { "" }
    public var label: String { "" }
    public var elementType: XCUIElement.ElementType { .any }
    public var isEnabled: Bool { false }
    public var isSelected: Bool { false }
    public var hasFocus: Bool { false }
    public var placeholderValue: String? { nil }

    /// NSObject's key-value coding, which XCUIElement inherits.
    public func value(forKey key: String) -> Any? { nil }
}

@MainActor
open class XCUIElementQuery: XCUIElementTypeQueryProvider {
    nonisolated public init() {}
    public var element: XCUIElement { XCUIElement() }
    public var count: Int { 0 }
    public var allElementsBoundByIndex: [XCUIElement] { [] }
    public var allElementsBoundByAccessibilityElement: [XCUIElement] { [] }
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
    public func element(matching predicate: NSPredicate) -> XCUIElement { XCUIElement() }
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement { XCUIElement() }
    public subscript(key: String) -> XCUIElement { XCUIElement() }
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { self }
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { self }
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery { self }
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery { self }
    public func matching(identifier: String) -> XCUIElementQuery { self }
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery { self }
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery { self }
}

@MainActor
open class XCUIApplication: XCUIElement {
    public enum State: UInt {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }
    nonisolated public override init() {}
    public init(bundleIdentifier: String) {}
    public func launch() {}
    public func activate() {}
    public func terminate() {}
    public var launchArguments: [String] = []
    public var launchEnvironment: [String: String] = [:]
    public var state: XCUIApplication.State { .unknown }
    public func wait(for state: XCUIApplication.State, timeout: TimeInterval) -> Bool { false }
}

@MainActor
open class XCUICoordinate {
    nonisolated public init() {}
    public var referencedElement: XCUIElement { XCUIElement() }
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { self }
    public func tap() {}
    public func doubleTap() {}
    public func press(forDuration duration: TimeInterval) {}
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {}
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate, withVelocity velocity: XCUIGestureVelocity,
        thenHoldForDuration holdDuration: TimeInterval
    ) {}
}

@MainActor
open class XCUIDevice {
    public enum Button: Int {
        case home = 1
        case volumeUp, volumeDown, action, camera
    }
    public enum Appearance: Int {
        case unspecified = 0
        case light, dark
    }
    public static let shared = XCUIDevice()
    nonisolated public init() {}
    public func press(_ button: XCUIDevice.Button) {}
    public var appearance: XCUIDevice.Appearance = .unspecified
}
