import LessonProtocol
import XCTest

@testable import SwiftUI

private struct SwipeCard: View {
    @State private var offset = CGSize.zero
    @State private var changes = 0
    @State private var verdict = "Undecided"
    @State private var predicted = 0.0
    @GestureState private var isDragging = false
    @State private var draggingSeenAtEnd = "?"

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 25)
                .fill(isDragging ? .orange : .white)
                .frame(width: 300, height: 200)
                .offset(x: offset.width, y: offset.height)
                .accessibilityIdentifier("card")
                .gesture(
                    DragGesture()
                        .updating($isDragging) { _, state, _ in state = true }
                        .onChanged { value in
                            offset = value.translation
                            changes += 1
                        }
                        .onEnded { value in
                            draggingSeenAtEnd = isDragging ? "dragging" : "released"
                            predicted = value.predictedEndTranslation.width
                            verdict = abs(value.translation.width) > 100 ? "Removed" : "Kept"
                            if verdict == "Kept" { offset = .zero }
                        }
                )
            Text(verdict)
            Text("Changes: \(changes)")
            Text("Offset: \(Int(offset.width)) \(Int(offset.height))")
            Text("Predicted: \(Int(predicted))")
            Text("At end: \(draggingSeenAtEnd)")
            Text("Dragging: \(isDragging ? "yes" : "no")")
        }
    }
}

private struct HoldThenDrag: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Circle()
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("knob")
                .gesture(
                    LongPressGesture()
                        .onEnded { _ in log.append("held") }
                        .sequenced(before: DragGesture(minimumDistance: 0).onEnded { _ in log.append("moved") })
                )
            Text("Steps: \(log.joined(separator: ", "))")
            Text("Photo")
                .onTapGesture(count: 2) { log.append("liked") }
                .simultaneousGesture(TapGesture().onEnded { log.append("tapped") })
            Text("Ignored").allowsHitTesting(false).onTapGesture { log.append("never") }
        }
    }
}

/// Drags as a finger performs them: the gesture starts once the finger has moved its minimum
/// distance, reports every change, resets its `@GestureState`, then ends with the whole translation.
final class GestureDragTests: XCTestCase {
    func testADragReportsChangesThenEndsWithTheWholeTranslation() throws {
        let host = HeadlessHost(SwipeCard())
        try host.perform(.drag(.identifier("card"), x: -150, y: 0))
        XCTAssertTrue(host.screen.contains(text: "Removed"))
        XCTAssertTrue(host.screen.contains(text: "Offset: -150 0"), "the last change set the offset to the translation")
        XCTAssertTrue(host.screen.contains(text: "Changes: 10"), "\(host.screen.labels)")
        let card = try XCTUnwrap(host.screen.flattened.first { $0.identifier == "card" })
        XCTAssertEqual(card.style.offset, "-150 0")
    }

    func testGestureStateIsResetBeforeOnEndedRuns() throws {
        let host = HeadlessHost(SwipeCard())
        try host.perform(.drag(.identifier("card"), x: 0, y: 60))
        XCTAssertTrue(host.screen.contains(text: "At end: released"))
        XCTAssertTrue(host.screen.contains(text: "Dragging: no"))
        XCTAssertTrue(host.screen.contains(text: "Kept"))
        XCTAssertTrue(host.screen.contains(text: "Offset: 0 0"))
    }

    func testADragShorterThanTheMinimumDistanceIsNotRecognised() throws {
        let host = HeadlessHost(SwipeCard())
        try host.perform(.drag(.identifier("card"), x: 8, y: 0))
        XCTAssertTrue(host.screen.contains(text: "Undecided"), "DragGesture's default minimum distance is 10 points")
        XCTAssertTrue(host.screen.contains(text: "Changes: 0"))
    }

    func testTheFirstChangeComesOnceTheMinimumDistanceIsCovered() throws {
        let host = HeadlessHost(SwipeCard())
        // Steps of 4 points: the first at or past 10 points is the third (12 points).
        try host.perform(.drag(.identifier("card"), x: 40, y: 0))
        XCTAssertTrue(host.screen.contains(text: "Changes: 8"), "\(host.screen.labels)")
    }

    func testThePredictedEndLiesBeyondTheTranslationInTheDirectionOfTravel() throws {
        let host = HeadlessHost(SwipeCard())
        try host.perform(.drag(.identifier("card"), x: 120, y: 0))
        let predicted = try XCTUnwrap(host.screen.labels.first { $0.hasPrefix("Predicted: ") }.flatMap { Int($0.dropFirst(11)) })
        XCTAssertGreaterThan(predicted, 120)
    }

    func testAViewWithoutADragCannotBeDragged() {
        let host = HeadlessHost(SwipeCard())
        XCTAssertNotNil(host.error(performing: .drag(.label("Undecided"), x: 100, y: 0)))
    }

    func testALongPressSequencedBeforeADragIsSatisfiedByTheDrag() throws {
        let host = HeadlessHost(HoldThenDrag())
        try host.perform(.drag(.identifier("knob"), x: 0, y: 30))
        XCTAssertTrue(host.screen.contains(text: "Steps: held, moved"), "\(host.screen.labels)")
    }

    func testSimultaneousTapsRunWithADoubleTapAndHitTestingCanBeTurnedOff() throws {
        let host = HeadlessHost(HoldThenDrag())
        host.tap("Photo")
        host.tap("Photo")
        XCTAssertTrue(host.screen.contains(text: "Steps: tapped, liked, tapped"), "\(host.screen.labels)")
        XCTAssertNotNil(host.error(performing: .tap(.label("Ignored"))))
    }
}
