import Diagnostics
import Foundation
import LessonProtocol

/// Whether `see request …` holds for the requests a step made, and what a checkpoint that failed
/// should know about requests no fixture answered.
extension ExpectationMatcher {
    struct RequestOutcome {
        var passed: Bool
        var observedDescription: String
        var expectedValue: String
        var observedValue: String?
    }

    static func describeRequestExpected(_ expectation: Expectation) -> String {
        guard case .request(let method, let url, let body, let made) = expectation else { return "" }
        guard let method, let url else { return "no request" }
        return (made ? "" : "no ") + "request \(method) \(quote(url.value))" + (body.map { " body \($0)" } ?? "")
    }

    static func checkRequest(_ expectation: Expectation, _ requests: [RecordedRequest]) -> RequestOutcome {
        guard case .request(let method, let url, let body, let made) = expectation else {
            return RequestOutcome(passed: false, observedDescription: "", expectedValue: "")
        }
        let observed = requests.isEmpty ? "no request" : requests.map(describe).joined(separator: "; ")
        guard let method, let url else {
            return RequestOutcome(
                passed: requests.isEmpty, observedDescription: observed, expectedValue: "no request", observedValue: observed)
        }
        let sameTarget = requests.filter { $0.method == method && $0.url == url.value }
        let matching = sameTarget.filter { request in body.map { sameBody($0, request.body) } ?? true }
        let passed = made ? !matching.isEmpty : sameTarget.isEmpty
        return RequestOutcome(
            passed: passed, observedDescription: observed, expectedValue: "\(method) \(url.value)",
            observedValue: (matching.first ?? sameTarget.first).map(describe))
    }

    /// `POST https://… body {"quantity":3}`: a request as a note shows it.
    static func describe(_ request: RecordedRequest) -> String {
        var text = "\(request.method) \(request.url)"
        if let body = request.body, !body.isEmpty { text += " body " + String(decoding: body, as: UTF8.self) }
        if !request.answered { text += " (no fixture answered it)" }
        return text
    }

    /// JSON compares as values (key order and spacing do not matter); anything else as text.
    static func sameBody(_ expected: String, _ sent: Data?) -> Bool {
        guard let sent else { return false }
        if let canonicalExpected = canonicalJSON(Data(expected.utf8)), let canonicalSent = canonicalJSON(sent) {
            return canonicalExpected == canonicalSent
        }
        return expected == String(decoding: sent, as: UTF8.self)
    }

    static func canonicalJSON(_ data: Data) -> Data? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    }

    /// One note per URL no fixture answered during the run, for the diagnostics of a failed
    /// checkpoint: the lesson saw a device with no connection there, which is usually the cause.
    static func unansweredRequestNotes(_ response: LessonResponse) -> [String] {
        var seen: Set<String> = []
        var notes: [String] = []
        for request in ([response.initial] + response.steps).flatMap({ $0.requests ?? [] }) where !request.answered {
            let key = "\(request.method) \(request.url)"
            guard seen.insert(key).inserted else { continue }
            notes.append(
                "\(key) had no fixture: it failed as on a device that is offline (URLError.notConnectedToInternet); "
                    + "answer it with a 'fixtures:' entry in the page's front matter")
        }
        return notes
    }
}
