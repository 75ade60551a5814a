import Foundation
import XCTest

@testable import SwiftUI

/// `Path` and CoreGraphics geometry, with expectations from how SwiftUI and CoreGraphics draw:
/// y grows downwards, angles run from the positive x axis towards positive y.
final class DrawingPathTests: XCTestCase {
    private func assertPoint(_ point: CGPoint?, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        guard let point else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(point.x, x, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(point.y, y, accuracy: 0.01, file: file, line: line)
    }

    func testLinesAreRecordedInOrderAndCloseBackToTheStart() {
        var path = Path()
        path.move(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 200, y: 100))
        path.closeSubpath()
        XCTAssertEqual(path.description, "M 100 0 L 0 100 L 200 100 Z")
        assertPoint(path.currentPoint, 100, 0)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testRectangleStartsAtItsOriginAndRunsAlongTheTopFirst() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(path.description, "M 10 20 L 40 20 L 40 60 L 10 60 Z")
    }

    func testArcWithClockwiseFalseRunsClockwiseOnScreen() {
        // From three o'clock to six o'clock: with y down, increasing angles turn clockwise as seen.
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        assertPoint(path.currentPoint, 50, 100)
        let bounds = path.boundingRect
        XCTAssertEqual(bounds.minX, 50, accuracy: 0.01, "the quarter through the bottom right stays right of the centre")
        XCTAssertEqual(bounds.maxX, 100, accuracy: 0.01)

        var otherWay = Path()
        otherWay.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        assertPoint(otherWay.currentPoint, 50, 100)
        XCTAssertEqual(otherWay.boundingRect.minX, 0, accuracy: 0.01, "three quarters round through the top and the left")
    }

    func testEllipseFillsItsRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let bounds = Path(ellipseIn: rect).boundingRect
        XCTAssertEqual(bounds.minX, 0, accuracy: 0.05)
        XCTAssertEqual(bounds.maxX, 200, accuracy: 0.05)
        XCTAssertEqual(bounds.maxY, 100, accuracy: 0.05)
    }

    func testRoundedRectangleKeepsToItsFrameAndCutsTheCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        XCTAssertEqual(path.boundingRect.width, 100, accuracy: 0.05)
        XCTAssertEqual(path.boundingRect.height, 60, accuracy: 0.05)
        assertPoint(path.elements.first.flatMap { if case .move(let p) = $0 { return p } else { return nil } }, 20, 0)
    }

    func testTrimmedPathFollowsTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        // Half the perimeter: along the top, then down the right side to the bottom-right corner.
        let half = square.trimmedPath(from: 0, to: 0.5)
        assertPoint(half.currentPoint, 100, 100)
        XCTAssertEqual(half.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = square.trimmedPath(from: 0.25, to: 0.5)
        XCTAssertEqual(middle.boundingRect.minX, 100, accuracy: 0.01, "only the right side")
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }

    func testAffineTransformsComposeInCoreGraphicsOrder() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let move = CGAffineTransform(translationX: 10, y: 10)
        // `concatenating`: rotate first, then move.
        let point = CGPoint(x: 1, y: 0).applying(rotate.concatenating(move))
        assertPoint(point, 10, 11)
        // `translatedBy`: the translation happens first.
        assertPoint(CGPoint(x: 1, y: 0).applying(rotate.translatedBy(x: 10, y: 10)), -10, 11)
        assertPoint(CGPoint(x: 3, y: 4).applying(move.inverted()), -7, -6)
        let petal = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).applying(move)
        XCTAssertEqual(petal.boundingRect.minX, 10, accuracy: 0.05)
    }

    func testAnglesAddAndCompare() {
        let adjusted = Angle.degrees(90) - .degrees(30)
        XCTAssertEqual(adjusted.degrees, 60, accuracy: 1e-9)
        XCTAssertEqual((Angle.degrees(45) * 2).radians, .pi / 2, accuracy: 1e-9)
        XCTAssertTrue(Angle.degrees(10) < .degrees(20))
        XCTAssertEqual((-Angle.radians(1)).radians, -1)
        var angle = Angle.degrees(10)
        angle.degrees = 30
        XCTAssertEqual(angle.radians, .pi / 6, accuracy: 1e-9)
    }

    func testAnimatablePairsAddAndScale() {
        let pair = AnimatablePair(1.0, 2.0) + AnimatablePair(3.0, 4.0)
        XCTAssertEqual(pair.first, 4)
        XCTAssertEqual(pair.second, 6)
        XCTAssertEqual(pair.scaled(by: 0.5).second, 3)
        XCTAssertEqual(pair.magnitudeSquared, 52)
    }
}
