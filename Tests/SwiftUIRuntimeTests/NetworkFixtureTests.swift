import LessonProtocol
import XCTest

@testable import SwiftUI

// Written from how URLSession behaves on a device: answers arrive after the call returns, a device
// with no connection fails with URLError.notConnectedToInternet, and POST bodies are sent as given.

private struct Order: Codable {
    var flavour: String
    var quantity: Int
}

private struct Receipt: Codable {
    var id: Int
    var quantity: Int
}

private struct OrderForm: View {
    @State private var status = "Not ordered"
    var body: some View {
        VStack {
            Text(status)
            Button("Place Order") {
                Task { await place() }
            }
        }
    }

    func place() async {
        status = "Sending…"
        let order = Order(flavour: "Vanilla", quantity: 3)
        guard let encoded = try? JSONEncoder().encode(order) else { return }
        var request = URLRequest(url: URL(string: "https://shop.example/api/orders")!)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        do {
            let (data, response) = try await URLSession.shared.upload(for: request, from: encoded)
            let code = (response as? HTTPURLResponse)?.statusCode ?? 0
            let receipt = try JSONDecoder().decode(Receipt.self, from: data)
            status = "Order #\(receipt.id) for \(receipt.quantity) (\(code))"
        } catch let error as URLError where error.code == .notConnectedToInternet {
            status = "Offline: \(error.localizedDescription)"
        } catch {
            status = "Failed: \(error)"
        }
    }
}

private struct CompletionHandlerLoader: View {
    @State private var status = "Idle"
    var body: some View {
        VStack {
            Text(status)
            Button("Load") {
                let task = URLSession.shared.dataTask(with: URL(string: "https://shop.example/api/missing")!) { data, response, error in
                    let code = (response as? HTTPURLResponse)?.statusCode ?? -1
                    let text = data.map { String(decoding: $0, as: UTF8.self) } ?? "none"
                    status = "Loaded \(code): \(text)"
                }
                task.resume()
                // A device never calls the handler within `resume()`.
                status = "Loading"
            }
        }
    }
}

private struct Photo: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("Loading photo")
            case .success(let image): image.resizable()
            case .failure(let error): Text("No photo: \((error as? URLError)?.code == .notConnectedToInternet ? "offline" : "other")")
            @unknown default: EmptyView()
            }
        }
    }
}

private struct PhotoWithPlaceholder: View {
    var body: some View {
        AsyncImage(url: URL(string: "https://shop.example/cake.png"), scale: 2) { image in
            image.resizable()
        } placeholder: {
            ProgressView("Fetching")
        }
    }
}

final class NetworkFixtureTests: XCTestCase {
    private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
    private lazy var examples: [String: () -> AnyView] = [
        "order": { AnyView(OrderForm()) },
        "handler": { AnyView(CompletionHandlerLoader()) },
        "photo": { AnyView(Photo(url: URL(string: "https://shop.example/cake.png"))) },
        "photo-offline": { AnyView(Photo(url: URL(string: "https://elsewhere.example/x.png"))) },
        "placeholder": { AnyView(PhotoWithPlaceholder()) },
    ]

    private let receipt = NetworkFixture(
        method: "POST", url: "https://shop.example/api/orders", status: 201,
        headers: ["Content-Type": "application/json"], body: Data(#"{"id": 42, "quantity": 3}"#.utf8), delay: 0.5)

    func testAPostIsAnsweredByItsFixtureAfterItsDelayAndRecordedWithItsBody() throws {
        let request = LessonRequest(
            example: "order", actions: [.tap(.label("Place Order")), .wait(seconds: 0.5)], fixtures: [receipt])
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertNil(response.initial.requests)
        XCTAssertTrue(response.steps[0].screen.contains(text: "Sending…"), "the answer takes the fixture's delay")
        XCTAssertTrue(response.steps[1].screen.contains(text: "Order #42 for 3 (201)"))
        let sent = try XCTUnwrap(response.steps[0].requests?.first)
        XCTAssertEqual(sent.method, "POST")
        XCTAssertEqual(sent.url, "https://shop.example/api/orders")
        XCTAssertTrue(sent.answered)
        let body = try JSONDecoder().decode(Order.self, from: try XCTUnwrap(sent.body))
        XCTAssertEqual(body.quantity, 3)
        XCTAssertEqual(body.flavour, "Vanilla")
        XCTAssertNil(response.steps[1].requests, "waiting sends nothing")
    }

    func testARequestNoFixtureAnswersFailsAsOffline() throws {
        let request = LessonRequest(example: "order", actions: [.tap(.label("Place Order"))], fixtures: [])
        let response = try _LessonHost.respond(to: request, examples: examples)
        XCTAssertTrue(response.steps[0].screen.contains(text: "Offline: The Internet connection appears to be offline."))
        XCTAssertEqual(response.steps[0].requests?.map(\.answered), [false])
    }

    func testAnEchoFixtureAnswersWithTheBodySent() throws {
        var echo = NetworkFixture(method: "POST", url: "https://shop.example/api/orders", status: 200, echoesRequestBody: true)
        echo.headers = ["Content-Type": "application/json"]
        // The order decodes as a receipt only when it carries an id, so echoing it fails to decode.
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "order", actions: [.tap(.label("Place Order"))], fixtures: [echo]), examples: examples)
        XCTAssertTrue(
            response.steps[0].screen.readableStrings.contains { $0.hasPrefix("Failed: DecodingError.keyNotFound") },
            "\(response.steps[0].screen.readableStrings)")
    }

    func testACompletionHandlerRunsAfterResumeWithTheFixturesStatus() throws {
        let missing = NetworkFixture(method: "GET", url: "https://shop.example/api/missing", status: 404, body: Data("gone".utf8))
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "handler", actions: [.tap(.label("Load"))], fixtures: [missing]), examples: examples)
        XCTAssertTrue(response.steps[0].screen.contains(text: "Loaded 404: gone"), "\(response.steps[0].screen)")
        XCTAssertEqual(response.steps[0].requests?.first?.method, "GET")
    }

    func testAsyncImageShowsEachPhase() throws {
        let image = NetworkFixture(method: "GET", url: "https://shop.example/cake.png", body: png, delay: 1)
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "photo", actions: [.wait(seconds: 1)], fixtures: [image]), examples: examples)
        XCTAssertTrue(response.initial.screen.contains(text: "Loading photo"))
        XCTAssertEqual(response.initial.requests?.first?.url, "https://shop.example/cake.png")
        XCTAssertFalse(response.steps[0].screen.contains(text: "Loading photo"))
        XCTAssertNotNil(response.steps[0].screen.first(role: .image))

        let offline = try _LessonHost.respond(
            to: LessonRequest(example: "photo-offline", actions: [], fixtures: [image]), examples: examples)
        XCTAssertTrue(offline.initial.screen.contains(text: "No photo: offline"))
    }

    func testAsyncImageFailsWhenTheBodyIsNotAnImage() throws {
        let notImage = NetworkFixture(method: "GET", url: "https://shop.example/cake.png", body: Data("{}".utf8))
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "photo", actions: [], fixtures: [notImage]), examples: examples)
        XCTAssertTrue(response.initial.screen.contains(text: "No photo: other"))
    }

    func testAsyncImagePlaceholderUntilLoaded() throws {
        let image = NetworkFixture(method: "GET", url: "https://shop.example/cake.png", body: png, delay: 2)
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "placeholder", actions: [.wait(seconds: 2)], fixtures: [image]), examples: examples)
        XCTAssertTrue(response.initial.screen.contains(text: "Fetching"))
        XCTAssertFalse(response.steps[0].screen.contains(text: "Fetching"))
        XCTAssertNotNil(response.steps[0].screen.first(role: .image))
    }

    func testURLRequestHeadersAndMethodDefaults() {
        var request = URLRequest(url: URL(string: "https://shop.example")!)
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertNil(request.allHTTPHeaderFields)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.addValue("text/plain", forHTTPHeaderField: "content-type")
        XCTAssertEqual(request.value(forHTTPHeaderField: "CONTENT-TYPE"), "application/json,text/plain")
        request.httpMethod = nil
        XCTAssertEqual(request.httpMethod, "GET")
        let response = HTTPURLResponse(
            url: URL(string: "https://shop.example")!, statusCode: 404, httpVersion: nil,
            headerFields: ["Content-Type": "text/html; charset=utf-8"])!
        XCTAssertEqual(response.mimeType, "text/html")
        XCTAssertEqual(response.textEncodingName, "utf-8")
        XCTAssertEqual(HTTPURLResponse.localizedString(forStatusCode: 404), "not found")
    }
}
