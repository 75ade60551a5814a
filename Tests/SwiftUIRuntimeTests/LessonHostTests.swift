import LessonProtocol
import XCTest

@testable import SwiftUI

final class LessonHostTests: XCTestCase {
    private let examples: [String: () -> AnyView] = [
        "ticket-counter": { AnyView(TicketCounterView()) },
        "tip-splitter": { AnyView(TipSplitterView()) },
    ]

    func testRecordsInitialScreenAndOneReportPerAction() throws {
        let request = LessonRequest(
            example: "ticket-counter",
            actions: [
                .tap(.label("Add one")), .tap(.label("Add one")), .tap(.identifier("addTicket")),
            ])
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertNil(response.initial.error)
        XCTAssertTrue(response.initial.screen.contains(text: "Quantity: 1"))
        XCTAssertEqual(response.initial.bodyEvaluations, 1)
        XCTAssertEqual(response.steps.count, 3)
        XCTAssertTrue(response.steps[0].screen.contains(text: "Total: 24"))
        XCTAssertTrue(response.steps[2].screen.contains(text: "Total: 48"))
        XCTAssertEqual(response.steps.map(\.bodyEvaluations), [2, 3, 4])
    }

    func testStopsAtTheFirstFailingActionWithTheScreenAsItWas() throws {
        let request = LessonRequest(
            example: "ticket-counter",
            actions: [
                .tap(.label("Add one")), .tap(.label("Remove two")), .tap(.label("Add one")),
            ])
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertEqual(response.steps.count, 2)
        XCTAssertNil(response.steps[0].error)
        XCTAssertEqual(response.steps[1].error?.hasPrefix("No element matches \"Remove two\""), true)
        XCTAssertEqual(response.steps[1].screen, response.steps[0].screen)
    }

    func testLocaleComesFromTheRequest() throws {
        let request = LessonRequest(example: "tip-splitter", actions: [.type(text: "10", into: .label("Subtotal"))], locale: "en_GB")
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertEqual(response.steps.last?.screen.first(role: .textField)?.value, "US$10.00")
    }

    func testResponseDataIsSortedJSONThatRoundTrips() throws {
        let request = LessonRequest(
            example: "tip-splitter",
            actions: [
                .type(text: "73.40", into: .label("Subtotal")), .pick(option: "20%", in: .label("Tip percentage")),
                .increment(.label("Party of *")), .increment(.label("Party of *")),
            ])
        let data = try _LessonHost.respond(toRequestData: try JSONEncoder().encode(request), examples: examples)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\"initial\":{\"bodyEvaluations\":1,\"screen\":"), text)
        XCTAssertEqual(data, try _LessonHost.respond(toRequestData: try JSONEncoder().encode(request), examples: examples))
        let response = try JSONDecoder().decode(LessonResponse.self, from: data)
        XCTAssertEqual(response.steps.last?.screen.first("Per person", role: .labeledContent)?.value, "$29.36")
    }

    /// A lesson binary's `main.swift` registers each example's preview function; `run()` hosts them
    /// as `run(examples:)` hosts closures, a preview's view built afresh for each request.
    @MainActor
    func testRegisteredPreviewsAreHostedByName() throws {
        let saved = _LessonHost.registered
        defer { _LessonHost.registered = saved }
        _LessonHost.registered = [:]
        _LessonHost.register("ticket-counter", Self.ticketCounterPreview)
        _LessonHost.register("tip-splitter", Self.tipSplitterPreview)
        XCTAssertEqual(_LessonHost.registered.keys.sorted(), ["ticket-counter", "tip-splitter"])
        let request = LessonRequest(example: "ticket-counter", actions: [.tap(.label("Add one"))])
        let registered = try _LessonHost.respond(to: request, examples: _LessonHost.registered)
        XCTAssertEqual(registered, try _LessonHost.respond(to: request, examples: examples))
        XCTAssertTrue(registered.steps[0].screen.contains(text: "Total: 24"))
        // A second request starts from the preview again, not from the first one's state.
        XCTAssertEqual(try _LessonHost.respond(to: request, examples: _LessonHost.registered), registered)
    }

    @MainActor @ViewBuilder static func ticketCounterPreview() -> some View { TicketCounterView() }
    @MainActor @ViewBuilder static func tipSplitterPreview() -> some View { TipSplitterView() }

    func testUnknownExampleAndUnreadableRequestAreErrors() {
        XCTAssertThrowsError(try _LessonHost.respond(to: LessonRequest(example: "nope", actions: []), examples: examples)) { error in
            XCTAssertEqual("\(error)", "No example named \"nope\"; this lesson has \"ticket-counter\", \"tip-splitter\".")
        }
        XCTAssertThrowsError(try _LessonHost.respond(toRequestData: Data("not json".utf8), examples: examples)) { error in
            XCTAssertTrue("\(error)".hasPrefix("The lesson request is not readable"))
        }
    }
}
