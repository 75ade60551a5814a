import XCTest

@testable import LessonEngine

/// The symbols Xcode generates for an asset catalog (`GeneratedAssetSymbols.swift`), written from
/// what Xcode 15 and later generate for these set names.
final class AssetSymbolsTests: XCTestCase {
    func testSymbolNamesAreXcodes() {
        let colours: [(String, String)] = [
            ("AccentColor", "accent"), ("backgroundColor", "background"), ("Brand", "brand"), ("DSAction", "dsAction"),
            ("chip_aqua_pastel", "chipAquaPastel"), ("ocean-blue", "oceanBlue"), ("Deep Sea", "deepSea"), ("Color", "color"),
            ("URL", "url"),
        ]
        for (name, symbol) in colours { XCTAssertEqual(AssetSymbols.symbolName(name, isColor: true), symbol, name) }
        let images: [(String, String)] = [
            ("Frame 74", "frame74"), ("bear_no_background", "bearNoBackground"), ("10_back_arm", "_10BackArm"),
            ("custom.cloud.badge.play", "customCloudBadgePlay"), ("HomeBackground", "homeBackground"),
            ("logoColor", "logoColor"), ("default", "`default`"),
        ]
        for (name, symbol) in images { XCTAssertEqual(AssetSymbols.symbolName(name, isColor: false), symbol, name) }
    }

    func testColourSetsReadEveryWayXcodeWritesComponents() {
        let contents: [String: Any] = [
            "colors": [
                ["color": ["color-space": "srgb", "components": ["red": "255", "green": "0x80", "blue": "0.250", "alpha": "1.000"]]],
                [
                    "appearances": [["appearance": "luminosity", "value": "dark"]],
                    "color": ["color-space": "gray-gamma-22", "components": ["white": "0.500", "alpha": "0.800"]],
                ],
                // A high-contrast variant is not what a phone shows by default.
                [
                    "appearances": [["appearance": "contrast", "value": "high"]],
                    "color": ["components": ["red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]],
                ],
            ]
        ]
        let set = AssetCatalog.colorSet(name: "Brand", contents: contents)
        XCTAssertEqual(set.light, .init(red: 1, green: 128.0 / 255, blue: 0.25, alpha: 1))
        XCTAssertEqual(set.dark, .init(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8))
        let unset = AssetCatalog.colorSet(name: "AccentColor", contents: ["colors": [["idiom": "universal"]]])
        XCTAssertNil(unset.light, "a new project's AccentColor has no colour chosen")
    }

    func testTheGeneratedFileDeclaresEachSymbolAndLeavesOutClashes() throws {
        let catalog = AssetCatalog(
            colors: [
                .init(name: "AccentColor"), .init(name: "Primary", light: .init(red: 1, green: 0, blue: 0, alpha: 1)),
                .init(name: "ocean_blue", light: .init(red: 0, green: 0.5, blue: 1, alpha: 1)),
            ],
            images: [.init(name: "logo", width: 300, height: 150, scale: 3)])
        let source = try XCTUnwrap(AssetSymbols.source(for: catalog))
        XCTAssertTrue(source.contains(#"static let primary = ColorResource(name: "Primary", bundle: .main)"#), source)
        XCTAssertTrue(source.contains(#"static let oceanBlue = ColorResource(name: "ocean_blue", bundle: .main)"#), source)
        XCTAssertTrue(source.contains(#"static let logo = ImageResource(name: "logo", bundle: .main)"#), source)
        XCTAssertTrue(source.contains("static var oceanBlue: Color { .init(.oceanBlue) }"), source)
        XCTAssertTrue(source.contains("static var primary: UIColor { .init(resource: .primary) }"), "UIColor has no `primary`")
        XCTAssertFalse(source.contains("static var primary: Color"), "Color.primary is SwiftUI's own, so Xcode leaves it out")
        XCTAssertTrue(source.contains("static var logo: UIImage { .init(resource: .logo) }"), source)
        XCTAssertFalse(source.contains("extension Image "), "Xcode generates no Image members: Image(.logo) is written")
        XCTAssertTrue(source.contains(#""logo": (width: 300.0, height: 150.0, scale: 3.0)"#), source)
        XCTAssertNil(AssetSymbols.source(for: AssetCatalog()), "a catalog without sets adds no file")
    }
}
