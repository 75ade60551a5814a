import LessonProtocol
import XCTest

@testable import SwiftUI

private struct SizeReport: View {
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    var body: some View {
        VStack {
            Text("Category \(String(describing: sizeCategory))")
            Text(sizeCategory.isAccessibilityCategory ? "Accessibility size" : "Standard size")
            Text("Type size \(String(describing: dynamicTypeSize))")
        }
    }
}

final class SizeCategoryTests: XCTestCase {
    /// An iPhone out of the box uses the Large size, which is not an accessibility size.
    func testTheDefaultCategoryIsLarge() {
        let host = HeadlessHost(SizeReport())
        XCTAssertTrue(host.screen.contains(text: "Category large"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Standard size"))
    }

    /// `sizeCategory` is the older name of the same setting: the first accessibility Dynamic Type
    /// size is the accessibility-medium category.
    func testADynamicTypeSizeReadsAsItsCategory() {
        let host = HeadlessHost(SizeReport().dynamicTypeSize(.accessibility1))
        XCTAssertTrue(host.screen.contains(text: "Category accessibilityMedium"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Accessibility size"))
    }

    func testSettingTheCategorySetsTheDynamicTypeSize() {
        let host = HeadlessHost(SizeReport().environment(\.sizeCategory, .extraExtraLarge))
        XCTAssertTrue(host.screen.contains(text: "Type size xxLarge"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Standard size"))
    }

    func testCategoriesAreOrderedSmallestFirst() {
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        XCTAssertLessThan(ContentSizeCategory.extraSmall, .large)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(ContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
    }
}
