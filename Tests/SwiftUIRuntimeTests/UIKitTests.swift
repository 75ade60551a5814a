import LessonProtocol
import UIKit
import XCTest

@testable import SwiftUI

// Written from UIKit on an iPhone running iOS 18 (the phone the pages draw: 393 × 852 points at 3×).

private struct SpellingView: View {
    @State private var word = ""
    @State private var verdict = "Type a word"
    var body: some View {
        VStack {
            TextField("Word", text: $word)
            Button("Check") {
                let checker = UITextChecker()
                let range = NSRange(location: 0, length: word.utf16.count)
                let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
                verdict = misspelled.location == NSNotFound ? "\(word) is a word" : "\(word) is not a word"
                UINotificationFeedbackGenerator().notificationOccurred(misspelled.location == NSNotFound ? .success : .error)
            }
            Text(verdict)
        }
    }
}

private struct MapPlaceholder: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

private struct ColoursView: View {
    var body: some View {
        VStack {
            Color(uiColor: .systemRed)
            Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            Image(uiImage: UIImage(systemName: "star")!)
            MapPlaceholder()
        }
    }
}

final class UIKitTests: XCTestCase {
    func testTheDeviceIsAnIPhone() {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.batteryLevel, -1, "battery monitoring is off until enabled")
    }

    func testApplicationCallsAreAcceptedSilently() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened = $0 }
        XCTAssertEqual(opened, true)
        XCTAssertEqual(UIApplication.shared._openedURLs.last?.absoluteString, "app-settings:")
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        XCTAssertEqual(impact._played, 1)
    }

    func testSpellCheckingUsesTheWordList() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: UITextChecker.wordListPath), "wamerican is not installed")
        let checker = UITextChecker()
        func misspelled(_ text: String) -> String? {
            let range = checker.rangeOfMisspelledWord(
                in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en")
            return range.location == NSNotFound ? nil : (text as NSString).substring(with: range)
        }
        XCTAssertNil(misspelled("silkworm"))
        XCTAssertNil(misspelled("Hello there, don't worry"))
        XCTAssertEqual(misspelled("the qzxv cat"), "qzxv")
        XCTAssertEqual(misspelled("paris"), "paris", "a proper noun in lower case is misspelled")
        XCTAssertNil(misspelled("Paris"))
        XCTAssertEqual(
            checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "speling", language: "en")?.contains("spelling"), true)
    }

    func testSpellCheckInALessonScreen() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: UITextChecker.wordListPath), "wamerican is not installed")
        let response = try _LessonHost.respond(
            to: LessonRequest(
                example: "spelling",
                actions: [
                    .type(text: "rain", into: .label("Word")), .tap(.label("Check")), .type(text: "rian", into: .label("Word")),
                    .tap(.label("Check")),
                ]),
            examples: ["spelling": { AnyView(SpellingView()) }])
        XCTAssertTrue(response.steps[1].screen.contains(text: "rain is a word"))
        XCTAssertTrue(response.steps[3].screen.contains(text: "rian is not a word"))
    }

    func testUIKitColoursImagesAndRepresentablesOnTheScreen() throws {
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "colours", actions: []), examples: ["colours": { AnyView(ColoursView()) }])
        let colours = response.initial.screen.flattened.compactMap(\.style.color)
        XCTAssertEqual(colours.prefix(2), ["systemRed", "rgb(1, 0.5, 0)"])
        XCTAssertEqual(response.initial.screen.first(role: .image)?.style.systemImage, "star")
        let placeholder = try XCTUnwrap(response.initial.screen.first("MapPlaceholder", role: .group))
        XCTAssertEqual(placeholder.style.description, "a UIKit view, drawn on a device only")
    }

    func testImagesFromDataKnowTheirSize() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 60, 0, 0, 0, 30]
        let image = try XCTUnwrap(UIImage(data: Data(png), scale: 3))
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
    }
}

/// A page view controller as Apple's Landmarks tutorial wraps one (`UIViewControllerRepresentable`).
final class PageViewControllerTests: XCTestCase {
    private final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let controllers = [UIViewController(), UIViewController()]
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        )
            -> UIViewController?
        { controllers.firstIndex(of: viewController).flatMap { $0 > 0 ? controllers[$0 - 1] : nil } }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        )
            -> UIViewController?
        { controllers.firstIndex(of: viewController).flatMap { $0 + 1 < controllers.count ? controllers[$0 + 1] : nil } }
        func update(sender: UIPageControl) {}
    }

    func testItHoldsThePagesItIsGivenAndAControlTakesATarget() {
        let pages = Pages()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        var finished = false
        controller.setViewControllers([pages.controllers[1]], direction: .forward, animated: true) { finished = $0 }
        XCTAssertEqual(controller.viewControllers, [pages.controllers[1]])
        XCTAssertTrue(finished)
        XCTAssertEqual(
            controller.dataSource?.pageViewController(controller, viewControllerBefore: pages.controllers[1]), pages.controllers[0])
        let control = UIPageControl()
        control.numberOfPages = 2
        control.addTarget(pages, action: Selector(Pages.update(sender:)), for: .valueChanged)
        XCTAssertEqual(control.numberOfPages, 2)
        XCTAssertEqual(Selector("update"), Selector("update"))
    }
}
