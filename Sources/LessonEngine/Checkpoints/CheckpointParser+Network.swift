import Diagnostics
import Foundation
import LessonProtocol

/// `see request …`: which network requests the step above made (answered by the lesson's fixtures).
extension CheckpointParser {
    static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    /// `see request POST "https://…"`, `… body {"quantity": 3}` (the JSON, unquoted, to the end of
    /// the line), `see no request`, `see no request GET "https://…"`. Called after `see` (and `no`).
    static func requestExpectation(_ rest: inout Cursor, negated: Bool, text: String) throws -> Expectation? {
        guard rest.peekWord("request") else { return nil }
        let context = rest.context
        rest.index += 1
        guard rest.index < rest.tokens.count else {
            guard negated else {
                throw Diagnostic.error(
                    "expected a method and a URL after 'request' (see request POST \"https://…\")",
                    at: context.location(rest.tokens[rest.index - 1].end))
            }
            return .request(method: nil, url: nil, body: nil, made: false)
        }
        let methodToken = try rest.next(what: "a method")
        guard methodToken.kind == .word, httpMethods.contains(methodToken.value.uppercased()) else {
            var message = "expected an HTTP method (\(httpMethods.joined(separator: ", "))) after 'request', found \(methodToken.display)"
            if methodToken.kind == .word, let suggestion = Suggestions.closest(to: methodToken.value.uppercased(), in: httpMethods) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic.error(message, at: context.location(methodToken.offset))
        }
        let urlToken = try rest.string(what: "the request's URL")
        guard let url = URL(string: urlToken.value), url.scheme != nil, url.host != nil else {
            throw Diagnostic.error(
                "\"\(urlToken.value)\" is not an absolute URL (https://host/path)", at: context.location(urlToken.contentStart))
        }
        var body: String?
        if rest.peekWord("body") {
            let bodyWord = rest.tokens[rest.index]
            guard !negated else {
                throw Diagnostic.error("'see no request' names no body; leave 'body …' out", at: context.location(bodyWord.offset))
            }
            guard let last = rest.tokens.last, last.end > bodyWord.end else {
                throw Diagnostic.error("expected the JSON the request sent after 'body'", at: context.location(bodyWord.end))
            }
            // The JSON as written: from after `body` to the end of the step (`text` starts at the verb).
            let start = bodyWord.end - rest.after.offset
            let end = last.end - rest.after.offset
            let raw = String(decoding: Array(text.utf8)[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard let data = raw.data(using: .utf8), (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            else {
                throw Diagnostic.error(
                    "the body after 'body' is not valid JSON: \(raw)", at: context.location(rest.tokens[rest.index + 1].offset))
            }
            body = raw
            rest.index = rest.tokens.count
        }
        return .request(method: methodToken.value.uppercased(), url: literal(urlToken, context), body: body, made: !negated)
    }
}
