import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct Ring: InsettableShape {
    var insetAmount = 0.0
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }
    func inset(by amount: CGFloat) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

private struct Bars: Shape {
    var count: Int
    var animatableData: Double {
        get { Double(count) }
        set { count = Int(newValue) }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width / Double(count * 2)
        for index in 0..<count { path.addRect(CGRect(x: Double(index) * width * 2, y: 0, width: width, height: rect.height)) }
        return path
    }
}

private struct DrawingBoard: View {
    @State private var bars = 2
    var body: some View {
        VStack {
            Wedge().fill(.red).frame(width: 200, height: 100)
            Ring().strokeBorder(.blue, lineWidth: 10).frame(width: 100, height: 100)
            Circle().trim(from: 0, to: 0.25).stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round)).frame(
                width: 100, height: 100)
            Bars(count: bars).fill(.orange, style: FillStyle(eoFill: true)).frame(width: 40, height: 10)
                .onTapGesture { bars = 4 }
                .accessibilityIdentifier("bars")
            ZStack {
                Wedge().stroke(.purple, lineWidth: 2)
            }
            .frame(width: 50, height: 50)
            Wedge().rotation(.degrees(180)).fill(.pink).frame(width: 20, height: 20)
        }
    }
}

/// A lesson's shape is drawn from its own `path(in:)`, called with the frame SwiftUI gives it.
final class DrawingShapeTests: XCTestCase {
    private func shapes(_ host: HeadlessHost) -> [ScreenNode] {
        host.screen.flattened.filter { $0.style.kind == .path }
    }

    func testACustomShapeIsDrawnInItsFrameWithItsPaint() throws {
        let host = HeadlessHost(DrawingBoard())
        let wedge = try XCTUnwrap(shapes(host).first)
        XCTAssertEqual(wedge.style.path, "M 100 0 L 0 100 L 200 100 Z")
        XCTAssertEqual(wedge.style.pathSize, "200 100")
        XCTAssertEqual(wedge.style.fill, "red")
    }

    func testStrokeBorderInsetsByHalfTheLineWidth() throws {
        let ring = shapes(HeadlessHost(DrawingBoard()))[1]
        XCTAssertEqual(ring.style.stroke, "blue")
        XCTAssertEqual(ring.style.lineWidth, 10)
        // The ellipse starts at its right edge: 100 - 5, halfway down.
        XCTAssertTrue(ring.style.path?.hasPrefix("M 95 50 ") == true, ring.style.path ?? "no path")
    }

    func testTrimmedCircleDrawsAQuarterFromThreeOClockToSix() throws {
        let arc = shapes(HeadlessHost(DrawingBoard()))[2]
        XCTAssertEqual(arc.style.stroke, "green")
        XCTAssertEqual(arc.style.lineWidth, 4)
        let path = try XCTUnwrap(arc.style.path)
        XCTAssertTrue(path.hasPrefix("M 100 50 "), path)
        XCTAssertTrue(path.hasSuffix(" 50 100"), path)
    }

    func testAShapeRedrawsWhenItsStateChanges() throws {
        let host = HeadlessHost(DrawingBoard())
        XCTAssertEqual(shapes(host)[3].style.path, "M 0 0 L 10 0 L 10 10 L 0 10 Z M 20 0 L 30 0 L 30 10 L 20 10 Z")
        XCTAssertEqual(shapes(host)[3].style.fillRule, "evenOdd")
        host.tap(id: "bars")
        XCTAssertEqual(shapes(host)[3].style.path?.components(separatedBy: "M").count, 5, "four bars after the tap")
    }

    func testAFrameAroundAStackSizesTheShapesInside() throws {
        let wedge = shapes(HeadlessHost(DrawingBoard()))[4]
        XCTAssertEqual(wedge.style.pathSize, "50 50")
        XCTAssertEqual(wedge.style.path, "M 25 0 L 0 50 L 50 50 Z")
    }

    func testARotatedShapeTurnsAboutItsCentre() throws {
        let upsideDown = shapes(HeadlessHost(DrawingBoard()))[5]
        // The apex (10, 0) turned half a turn about (10, 10) lands at (10, 20).
        XCTAssertTrue(upsideDown.style.path?.hasPrefix("M 10 20 ") == true, upsideDown.style.path ?? "no path")
    }

    func testAnUnframedShapeFillsTheScreen() throws {
        let host = HeadlessHost(Wedge())
        XCTAssertEqual(shapes(host).first?.style.pathSize, "393 852")
    }

    func testGradientStopsAndEffectsAreAccepted() throws {
        let view = VStack {
            RadialGradient(
                stops: [.init(color: .blue, location: 0.3), .init(color: .red, location: 0.3)],
                center: .top, startRadius: 200, endRadius: 700)
            Text("Tilted").rotationEffect(.degrees(45)).offset(x: 10, y: -5).offset(CGSize(width: 5, height: 5))
                .blendMode(.screen).drawingGroup().compositingGroup().saturation(0.5).clipped()
        }
        let host = HeadlessHost(view)
        XCTAssertEqual(host.screen.flattened.first { $0.style.kind == .color }?.style.color, "radialGradient(blue, red)")
        let text = try XCTUnwrap(host.screen.first("Tilted"))
        XCTAssertEqual(text.style.rotation, 45)
        XCTAssertEqual(text.style.offset, "15 0")
        XCTAssertEqual(text.style.clipShape, "Rectangle")
    }
}
