import Foundation
import XCTest

@testable import SiteBuilder

/// A lesson whose app has an asset catalog: its colour sets and image sets are what `Color("…")`,
/// `UIColor(named:)` and `UIImage(named:)` find, and Xcode's generated symbols (`Color(.brand)`,
/// `ColorResource`, `UIColor.brand`, `UIImage(resource:)`) compile and draw the same sets.
final class AssetCatalogLessonTests: XCTestCase {
    private static let lesson = """
        ---
        id: brand
        title: Brand
        resources: [brand/Assets.xcassets]
        ---

        ```swift example=brand
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("named \\(rgb(UIColor(named: "Brand Red")))")
                    Text("resource \\(rgb(UIColor(resource: .brandRed)))")
                    Text("static \\(rgb(UIColor.oceanBlue))")
                    Text(UIColor(named: "Missing") == nil ? "no Missing colour" : "a Missing colour")
                    Text(UIImage(named: "logo").map { "logo \\(Int($0.size.width))×\\(Int($0.size.height))" } ?? "no logo")
                    Text(UIImage(named: "Brand Red") == nil ? "a colour is no image" : "a colour image")
                    Text("static logo \\(Int(UIImage.logo.size.width))")
                    Image(.logo)
                    Color(.brandRed).frame(width: 20, height: 20)
                    Color.oceanBlue.frame(width: 20, height: 20)
                    Rectangle().fill(.brandRed).frame(width: 20, height: 20)
                }
            }

            func rgb(_ colour: UIColor?) -> String {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                guard let colour, colour.getRed(&r, green: &g, blue: &b, alpha: &a) else { return "none" }
                return "\\(Int(r * 255)) \\(Int(g * 255)) \\(Int(b * 255))"
            }
        }
        ```

        ```checkpoint
        see "named 255 0 0"
        see "resource 255 0 0"
        see "static 0 128 255"
        see "no Missing colour"
        see "logo 100×50"
        see "a colour is no image"
        see "static logo 100"
        ```

        A second app on the page, without the catalog's symbols in its code, shares them.

        ```swift example=plain
        Text("plain")
        ```

        """

    private static let other = """
        ---
        id: other
        title: Other
        ---

        ```swift example=other
        Color.oceanBlue
        ```

        """

    private func colorSet(_ components: String, dark: String? = nil) -> String {
        var colors = [#"{"idiom": "universal", "color": {"color-space": "srgb", "components": {\#(components)}}}"#]
        if let dark {
            colors.append(
                #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {\#(dark)}}}"#
            )
        }
        return #"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    func testTheCatalogsSetsAndGeneratedSymbolsWorkAndDraw() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 1, 44, 0, 0, 0, 150]  // 300 × 150 pixels
        let course = try CourseFixture(files: [
            "course.yml": "title: Brand\nparts:\n  - title: One\n    lessons: [brand]\n",
            "lessons/brand.md": Self.lesson,
            "lessons/brand/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "lessons/brand/Assets.xcassets/Brand Red.colorset/Contents.json": colorSet(
                #""red": "255", "green": "0", "blue": "0", "alpha": "1.000""#,
                dark: #""red": "0x00", "green": "0x00", "blue": "0xFF", "alpha": "1""#),
            "lessons/brand/Assets.xcassets/Sea/ocean_blue.colorset/Contents.json": colorSet(
                #""red": "0.000", "green": "0.502", "blue": "1.000", "alpha": "1.000""#),
            "lessons/brand/Assets.xcassets/logo.imageset/Contents.json": #"{"images": [{"filename": "logo@3x.png", "scale": "3x"}]}"#,
        ])
        try course.write("lessons/brand/Assets.xcassets/logo.imageset/logo@3x.png", Data(png))
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let page = try course.page("lessons/brand.html")
        XCTAssertTrue(page.contains("background:#ff0000"), "Color(.brandRed) is drawn in the set's colour")
        XCTAssertTrue(page.contains("background:#0080ff"), "Color.oceanBlue too")

        // A page without the catalog has none of its symbols, as an app without it would not.
        try course.write("course.yml", "title: Brand\nparts:\n  - title: One\n    lessons: [brand, other]\n")
        try course.write("lessons/other.md", Self.other)
        let withOther = course.build()
        XCTAssertFalse(withOther.succeeded)
        XCTAssertTrue(withOther.errorText.contains("content/lessons/other.md:7"), withOther.errorText)
        XCTAssertTrue(withOther.errorText.contains("oceanBlue"), withOther.errorText)
    }

    /// A file that imports UIKit, CoreGraphics or CoreLocation (as a model file beside a map does) still writes
    /// `Date()` for the lesson clock's now, as one importing SwiftUI alone does.
    func testDateCompilesInFilesImportingUIKitAndCoreLocation() throws {
        let lesson = """
            ---
            id: goal
            title: Goal
            ---

            ```swift example=goal file=Profile.swift
            import Foundation
            import UIKit
            import CoreGraphics
            import CoreLocation

            struct Profile {
                var goalDate = Date()
                var home = CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)
            }
            ```

            ```swift example=goal file=ContentView.swift
            import SwiftUI

            struct ContentView: View {
                let profile = Profile()
                var body: some View {
                    Text(profile.goalDate.formatted(date: .abbreviated, time: .omitted))
                }
            }
            ```

            ```checkpoint
            see "Mar 14, 2025"
            ```

            """
        let course = try CourseFixture(files: [
            "course.yml": "title: Goal\nparts:\n  - title: One\n    lessons: [goal]\n", "lessons/goal.md": lesson,
        ])
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
    }
}
