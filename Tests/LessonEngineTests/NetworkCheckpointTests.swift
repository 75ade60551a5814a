import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine

/// `see request …`: parsing, and checking it against the requests a step made.
final class NetworkCheckpointTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/shop.md", line: 20)

    func parse(_ code: String) -> (Checkpoint, [Diagnostic]) { CheckpointParser.parse(code, at: start) }

    func testRequestExpectationsParse() {
        let (checkpoint, problems) = parse(
            """
            see no request
            tap "Place Order"
            see request POST "https://shop.example/api/orders" body {"quantity": 3, "flavour": "Vanilla"}
            see no request GET "https://shop.example/api/orders"
            """)
        XCTAssertEqual(problems, [])
        let expectations = checkpoint.steps.compactMap { step -> Expectation? in
            if case .expectation(let e) = step { return e.expectation }
            return nil
        }
        XCTAssertEqual(expectations.count, 3)
        XCTAssertEqual(expectations[0], .request(method: nil, url: nil, body: nil, made: false))
        guard case .request(let method, let url, let body, let made) = expectations[1] else { return XCTFail() }
        XCTAssertEqual(method, "POST")
        XCTAssertEqual(url?.value, "https://shop.example/api/orders")
        XCTAssertEqual(body, #"{"quantity": 3, "flavour": "Vanilla"}"#)
        XCTAssertTrue(made)
    }

    func testMalformedRequestExpectationsAreLocated() {
        let (_, problems) = parse(
            """
            see request FETCH "https://shop.example"
            see request POST "shop.example/orders"
            see request POST "https://shop.example" body {"quantity": }
            see request
            see reqest POST "https://shop.example"
            """)
        let messages = problems.map { "\($0.location!.line):\($0.location!.column!): \($0.message)" }
        XCTAssertEqual(messages.count, 5, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("20:13: expected an HTTP method"), messages[0])
        XCTAssertEqual(messages[1], "21:19: \"shop.example/orders\" is not an absolute URL (https://host/path)")
        XCTAssertEqual(messages[2], "22:46: the body after 'body' is not valid JSON: {\"quantity\": }")
        XCTAssertTrue(messages[3].hasPrefix("23:12: expected a method and a URL after 'request'"), messages[3])
        XCTAssertTrue(messages[4].contains("did you mean 'request'?"), messages[4])
    }

    private func screen(_ text: String) -> ScreenNode {
        ScreenNode(role: .screen, children: [ScreenNode(role: .text, label: text)])
    }

    func testTheRequestOfTheStepAboveIsCheckedWithItsJSONBody() {
        let sent = RecordedRequest(
            method: "POST", url: "https://shop.example/api/orders", body: Data(#"{"flavour":"Vanilla","quantity":3}"#.utf8),
            answered: true)
        let response = LessonResponse(
            initial: StepReport(screen: screen("Ready"), bodyEvaluations: 1),
            steps: [StepReport(screen: screen("Sent"), bodyEvaluations: 2, requests: [sent])])
        let (checkpoint, _) = parse(
            """
            see no request
            tap "Place Order"
            see request POST "https://shop.example/api/orders" body {"quantity": 3, "flavour": "Vanilla"}
            see request POST "https://shop.example/api/orders" body {"quantity": 4, "flavour": "Vanilla"}
            see no request POST "https://shop.example/api/orders"
            """)
        let evaluation = ExpectationMatcher.evaluate(checkpoint, exampleName: "shop", response: response)
        XCTAssertEqual(evaluation.transcript.initialChecks.map(\.passed), [true])
        XCTAssertEqual(evaluation.transcript.steps[0].checks.map(\.passed), [true, false, false])
        let drift = evaluation.diagnostics[0]
        XCTAssertEqual(drift.location?.line, 23)
        XCTAssertEqual(
            drift.notes[1], #"observed: POST https://shop.example/api/orders body {"flavour":"Vanilla","quantity":3}"#)
    }

    func testAFailedCheckpointNamesTheURLNoFixtureAnswered() {
        let offline = RecordedRequest(method: "GET", url: "https://shop.example/menu.json", answered: false)
        let response = LessonResponse(
            initial: StepReport(screen: screen("Offline"), bodyEvaluations: 1, requests: [offline]), steps: [])
        let (checkpoint, _) = parse(#"see "Vanilla""#)
        let evaluation = ExpectationMatcher.evaluate(checkpoint, exampleName: "shop", response: response)
        XCTAssertEqual(evaluation.diagnostics.count, 1)
        XCTAssertTrue(
            evaluation.diagnostics[0].notes.contains {
                $0.hasPrefix("GET https://shop.example/menu.json had no fixture: it failed as on a device that is offline")
            }, "\(evaluation.diagnostics[0].notes)")

        let (passing, _) = parse(#"see "Offline""#)
        XCTAssertEqual(ExpectationMatcher.evaluate(passing, exampleName: "shop", response: response).diagnostics, [])
    }

    func testFixturesAreInTheRunKey() {
        func key(_ fixtures: [NetworkFixture]) -> String {
            ResultCache.runKey(source: "s", actions: [], runtimeHash: "r", compilerVersion: "c", locale: "en_US", fixtures: fixtures)
        }
        let receipt = NetworkFixture(method: "POST", url: "https://shop.example/o", body: Data("{}".utf8))
        var changed = receipt
        changed.body = Data(#"{"id":1}"#.utf8)
        XCTAssertEqual(key([]), ResultCache.runKey(source: "s", actions: [], runtimeHash: "r", compilerVersion: "c", locale: "en_US"))
        XCTAssertNotEqual(key([receipt]), key([]))
        XCTAssertNotEqual(key([receipt]), key([changed]))
    }
}
