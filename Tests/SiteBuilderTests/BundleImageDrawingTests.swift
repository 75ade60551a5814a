import LessonEngine
import LessonProtocol
import XCTest

@testable import SiteBuilder

/// `Image("name")` of an image the lesson bundles is drawn in the phone screens, found by name as
/// `UIImage(named:)` finds a loose file in an app's bundle.
final class BundleImageDrawingTests: XCTestCase {
    func testANameFindsTheBestScaleOfItsFile() {
        let resources = [
            ExampleResource(name: "Canada@2x.png", path: "/c2"), ExampleResource(name: "Canada@3x.png", path: "/c3"),
            ExampleResource(name: "whistler.jpg", path: "/w"), ExampleResource(name: "resorts.json", path: "/r"),
        ]
        let files = BundleImages.files(resources)
        XCTAssertEqual(files["Canada"]?.name, "Canada@3x.png", "an iPhone picks @3x")
        XCTAssertEqual(files["whistler"]?.name, "whistler.jpg")
        XCTAssertEqual(files["whistler.jpg"]?.name, "whistler.jpg", "the file's own name finds it too")
        XCTAssertNil(files["resorts"], "a JSON file is no image")
        XCTAssertEqual(BundleImages.path(example: "snow", file: "United States@2x.png"), "bundle/snow/United%20States@2x.png")
    }

    func testTheScreenDrawsTheBundledImageAndAPlaceholderForAnyOther() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .image, label: "Canada", style: ScreenStyle { $0.name = "Canada" }),
                ScreenNode(role: .image, label: "Missing", style: ScreenStyle { $0.name = "Missing" }),
            ])
        var renderer = ScreenRenderer()
        renderer.images = ["Canada": "../bundle/snow/Canada@3x.png"]
        let html = renderer.render(screen, caption: "Flags")
        XCTAssertTrue(html.contains("<img class=\"bundle-image\" src=\"../bundle/snow/Canada@3x.png\" alt=\"Canada\">"), html)
        XCTAssertEqual(html.components(separatedBy: "<img").count, 2, "an image the lesson does not bundle is not drawn as one")
    }

    func testAnAssetCatalogsImageSetsAreFoundByNameAndMergedIntoTheProjectsCatalog() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-\(UUID().uuidString)/Art.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        for (path, text) in [
            ("logo.imageset/logo@2x.png", "2x"), ("logo.imageset/logo@3x.png", "3x"), ("logo.imageset/Contents.json", "{}"),
            ("Brand/badge.imageset/badge.png", "1x"), ("AccentColor.colorset/Contents.json", "{\"colors\":[]}"),
        ] {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let resource = ExampleResource(name: "Art.xcassets", path: catalog.path)
        XCTAssertTrue(resource.isAssetCatalog)
        let files = BundleImages.files([resource])
        XCTAssertEqual(files["logo"]?.name, "logo.imageset-logo@3x.png")
        XCTAssertEqual(files["badge"]?.path, catalog.path + "/Brand/badge.imageset/badge.png", "a set in a folder of the catalog")

        var project = XcodeProject(name: "Art", contentView: "struct ContentView {}\n")
        project.catalogFiles = ProjectDownloads.catalogFiles(resource)
        let paths = project.files().map(\.path)
        XCTAssertTrue(paths.contains("Art/Art/Assets.xcassets/logo.imageset/logo@3x.png"), "\(paths)")
        XCTAssertTrue(paths.contains("Art/Art/Assets.xcassets/AppIcon.appiconset/Contents.json"), "the default icon stays")
        let accent = project.files().filter { $0.path == "Art/Art/Assets.xcassets/AccentColor.colorset/Contents.json" }
        XCTAssertEqual(
            accent.map { String(decoding: $0.contents, as: UTF8.self) }, ["{\"colors\":[]}"],
            "the lesson's accent colour replaces the default")
        XCTAssertFalse(project.pbxproj().contains("Art.xcassets"), "the catalog is merged, not a second resource")
    }
}
