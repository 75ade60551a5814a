import LessonProtocol
import XCTest

@testable import SwiftUI

/// A bar chart drawn by code, as courses draw charts before Swift Charts.
private struct BarChart: View {
    let values: [Double] = [1, 3, 2]
    var body: some View {
        Canvas { context, size in
            let width = size.width / CGFloat(values.count)
            for (index, value) in values.enumerated() {
                let height = size.height * value / 3
                let bar = Path(CGRect(x: CGFloat(index) * width, y: size.height - height, width: width, height: height))
                context.fill(bar, with: .color(.blue))
            }
            var moved = context
            moved.translateBy(x: 10, y: 5)
            moved.stroke(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red), lineWidth: 2)
            context.draw(Text("Sales"), at: CGPoint(x: size.width / 2, y: 12))
        }
        .frame(width: 300, height: 150)
    }
}

final class CanvasTests: XCTestCase {
    func testACanvasDrawsItsPathsInTheSizeItIsGivenAndItsTextIsNoElement() throws {
        let host = HeadlessHost(BarChart())
        let paths = host.screen.flattened.filter { $0.style.kind == .path }
        // Each bar is a third of the framed width, as tall as its share of the height.
        XCTAssertEqual(
            paths.map(\.style.path),
            [
                "M 0 100 L 100 100 L 100 150 L 0 150 Z", "M 100 0 L 200 0 L 200 150 L 100 150 Z",
                "M 200 50 L 300 50 L 300 150 L 200 150 Z", "M 10 5 L 30 5 L 30 25 L 10 25 Z",
            ])
        XCTAssertEqual(paths.first?.style.pathSize, "300 150")
        // The drawings lie on one canvas, as a ZStack's children do.
        let canvas = host.screen.flattened.first { $0.role == .stack && $0.style.axis == .depth }
        XCTAssertEqual(canvas?.children.count, 5)
        XCTAssertEqual(paths.first?.style.fill, "blue")
        // A copy of the context keeps its own transform; the original drew untransformed.
        XCTAssertEqual(paths.last?.style.stroke, "red")
        XCTAssertEqual(paths.last?.style.lineWidth, 2)
        // Text in a canvas is part of its picture: VoiceOver and XCUITest do not find it.
        XCTAssertTrue(host.screen.elements(matching: .label("Sales")).isEmpty)
        func all(_ node: ScreenNode) -> [ScreenNode] { [node] + node.children.flatMap(all) }
        XCTAssertTrue(all(host.screen).contains { $0.label == "Sales" })
    }
}
