import LessonProtocol
import XCTest

@testable import SwiftUI

private struct RememberedName: View {
    @AppStorage("relaunchHostTests.name") private var name = "nobody"
    var body: some View {
        Button("Name: \(name)") { name = "Sam" }
    }
}

/// The lesson host's side of `relaunch`. Relaunching itself takes a new process and so the lesson
/// engine (RelaunchEndToEndTests); here, what the host decides in one process.
final class RelaunchHostTests: XCTestCase {
    private let examples: [String: () -> AnyView] = ["name": { AnyView(RememberedName()) }]

    func testActionsAreSplitIntoOneListPerLaunch() {
        XCTAssertEqual(
            _LessonHost.launches(of: [.tap(.label("Save")), .relaunch, .relaunch, .tap(.label("Name: *"))]),
            [[.tap(.label("Save"))], [], [.tap(.label("Name: *"))]])
        XCTAssertEqual(_LessonHost.launches(of: []), [[]], "no relaunch: one launch")
    }

    /// Without an app container (no lesson process around it) nothing is written to the machine's
    /// user defaults: the value lives in memory and is gone for the next host.
    func testWithoutAContainerAppStorageStaysInMemory() throws {
        XCTAssertFalse(_StorageStore.shared.persistsAppStorage)
        let request = LessonRequest(example: "name", actions: [.tap(.label("Name: nobody"))])
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertTrue(response.steps[0].screen.contains(text: "Name: Sam"))
        XCTAssertNil(UserDefaults.standard.object(forKey: "relaunchHostTests.name"))
        XCTAssertNil(response.endedAt, "a single launch says nothing about where its clock stopped")
        let again = try _LessonHost.respond(to: LessonRequest(example: "name", actions: []), examples: examples)
        XCTAssertTrue(again.initial.screen.contains(text: "Name: nobody"))
    }

    /// One launch of several reports where the lesson's clock stopped, counting earlier launches,
    /// and starts its "now" there.
    func testALaunchAfterARelaunchGoesOnFromTheClockOfTheLastOne() throws {
        defer { _CourseClock.launchedAfter = 0 }
        let request = LessonRequest(example: "name", actions: [.wait(seconds: 2)], launchedAfter: 5)
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertEqual(response.endedAt, 7)
        XCTAssertEqual(_CourseClock.now.timeIntervalSince(_CourseClock.makeNow(_CourseClock.timeZone)), 7)
    }

    /// Only the lesson process can start the app again; a host in a test says so at the step.
    func testARelaunchInsideOneProcessIsAStepError() throws {
        let request = LessonRequest(example: "name", actions: [.relaunch])
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertEqual(response.steps.count, 1)
        XCTAssertTrue(response.steps[0].error?.contains("new process") ?? false, "\(response.steps[0].error ?? "no error")")
    }
}
