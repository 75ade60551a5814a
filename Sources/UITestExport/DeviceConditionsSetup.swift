import Diagnostics
import LessonEngine
import LessonProtocol

extension UITestMethod {
    /// The phone settings a checkpoint ran under, set before the app launches, each the way a test
    /// on a simulator can set it: the appearance on the device (`XCUIDevice.appearance`, Xcode 16.3
    /// and later; no launch argument sets it), and put back when the test ends, since it stays
    /// for every app; the text size and the right-to-left layout as launch arguments of this app
    /// (the values Settings stores, and Xcode's right-to-left pseudolanguage).
    static func conditionLines(_ conditions: DeviceConditions) -> [String] {
        var lines: [String] = []
        if let appearance = conditions.appearance {
            lines += [
                "// The checkpoint ran in \(appearance == .dark ? "Dark" : "Light") appearance: so does the simulator, until this test ends.",
                "let appearanceBefore = XCUIDevice.shared.appearance",
                "XCUIDevice.shared.appearance = .\(appearance.rawValue)",
                "defer { XCUIDevice.shared.appearance = appearanceBefore }",
            ]
        }
        if let size = conditions.dynamicTypeSize {
            lines += [
                "// Text at the Dynamic Type size \(size.rawValue), as Settings › Display & Text Size › Larger Text sets it.",
                "app.launchArguments += [\"-UIPreferredContentSizeCategoryName\", \(swiftStringLiteral(size.contentSizeCategory))]",
            ]
        }
        if let direction = conditions.layoutDirection {
            let on = direction == .rightToLeft ? "YES" : "NO"
            lines += [
                "// Laid out \(direction == .rightToLeft ? "right to left" : "left to right"), as Xcode's right-to-left pseudolanguage does it.",
                "app.launchArguments += [\"-AppleTextDirection\", \"\(on)\", \"-NSForceRightToLeftWritingDirection\", \"\(on)\"]",
            ]
        }
        return lines
    }
}
