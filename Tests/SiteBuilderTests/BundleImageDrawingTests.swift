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
}
