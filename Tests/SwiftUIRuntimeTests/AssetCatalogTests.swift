import LessonProtocol
import UIKit
import XCTest

@testable import SwiftUI

// Written from an app on an iPhone whose Assets.xcassets holds a colour set "Brand" (red, blue in
// dark mode), an "AccentColor" whose colour was never chosen, and an image set "logo" (@3x,
// 300 × 150 pixels): what `Color("Brand")`, `UIColor(named:)` and `UIImage(named:)` give there.

private struct BrandView: View {
    var body: some View {
        VStack {
            Color("Brand")
            Color(.init(name: "Brand", bundle: .main)).environment(\.colorScheme, .dark)
            Color("Brand").opacity(0.5).environment(\.colorScheme, .dark)
            Color("AccentColor")
            Color("Missing")
            Image(.init(name: "logo", bundle: .main))
        }
    }
}

final class AssetCatalogTests: XCTestCase {
    private let catalog = _AssetCatalog(
        colors: [
            "Brand": .init(light: (red: 1, green: 0, blue: 0, alpha: 1), dark: (red: 0, green: 0, blue: 1, alpha: 1)),
            "AccentColor": .init(light: nil, dark: nil),
        ],
        images: ["logo": (width: 300, height: 150, scale: 3)])

    override func setUp() { _AssetCatalog.current = catalog }
    override func tearDown() { _AssetCatalog.current = nil }

    func testColourSetsDrawTheirColourInTheAppearanceTheyAreIn() throws {
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "brand", actions: []), examples: ["brand": { AnyView(BrandView()) }])
        let colours = response.initial.screen.flattened.compactMap(\.style.color)
        XCTAssertEqual(colours, ["rgb(1, 0, 0)", "rgb(0, 0, 1)", "rgb(0, 0, 1) opacity 0.5", "accentColor", "Missing"])
        XCTAssertEqual(response.initial.screen.first(role: .image)?.style.name, "logo", "Image(.logo) draws the set")
    }

    func testUIColorNamedFindsOnlyTheCatalogsSets() throws {
        var red: CGFloat = 0
        var blue: CGFloat = 0
        let brand = try XCTUnwrap(UIColor(named: "Brand"))
        XCTAssertTrue(brand.getRed(&red, green: nil, blue: &blue, alpha: nil))
        XCTAssertEqual([red, blue], [1, 0], "light mode, as lessons run")
        let dark = try XCTUnwrap(UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertTrue(dark.getRed(&red, green: nil, blue: &blue, alpha: nil))
        XCTAssertEqual([red, blue], [0, 1])
        XCTAssertTrue(UIColor(resource: ColorResource(name: "Brand", bundle: .main)).isEqual(brand))
        XCTAssertNil(UIColor(named: "Missing"), "a name the catalog lacks is nil")
        XCTAssertNil(UIColor(named: "systemRed"), "named: reads the catalog, not the system colours")
        _AssetCatalog.current = nil
        XCTAssertNil(UIColor(named: "Brand"), "without a catalog nothing is found")
    }

    func testUIImageNamedFindsASetOrABundledFileAndNothingElse() throws {
        let logo = try XCTUnwrap(UIImage(named: "logo"))
        XCTAssertEqual(logo.size, CGSize(width: 100, height: 50), "points: pixels over the scale of the image a phone picks")
        XCTAssertEqual(logo.scale, 3)
        XCTAssertEqual(UIImage(resource: ImageResource(name: "logo", bundle: .main)).size, logo.size)
        XCTAssertNil(UIImage(named: "Missing"))
        XCTAssertNil(UIImage(named: "Brand"), "a colour set is no image")

        // A loose PNG in the bundle, found without its extension at its best scale.
        let bundle = Bundle.main.bundlePath
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 40, 0, 0, 0, 20]
        let file = bundle + "/coursegen-test-badge@2x.png"
        guard FileManager.default.createFile(atPath: file, contents: Data(png)) else { throw XCTSkip("the test bundle is read-only") }
        defer { try? FileManager.default.removeItem(atPath: file) }
        let badge = try XCTUnwrap(UIImage(named: "coursegen-test-badge"))
        XCTAssertEqual(badge.size, CGSize(width: 20, height: 10))
        XCTAssertNotNil(UIImage(named: "coursegen-test-badge@2x.png"), "by its full name too")
        XCTAssertNil(UIImage(named: "coursegen-test-badge.jpg"))
    }
}
