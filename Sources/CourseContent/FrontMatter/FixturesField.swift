import Diagnostics
import Foundation

/// One entry of `fixtures:` in a lesson's front matter: a request the lesson's code may make and
/// the response it gets instead of the internet.
///
/// ```yaml
/// fixtures:
///   - request: POST https://example.com/api/orders
///     status: 201                 # default 200
///     body: fixtures/order.json   # a file, relative to the page; its type from its extension
///     headers: {X-Request-Id: "7"} # optional; Content-Type defaults to the body's type
///     delay: 0.5                  # seconds of lesson time the answer takes; default 0
///   - request: POST https://example.com/api/echo
///     echo: true                  # the response body is the body the request sent
/// ```
public struct FixtureDeclaration: Hashable, Sendable {
    public var method: String
    public var url: String
    public var status: Int
    public var headers: [String: String]
    /// The body file as written (relative to the page); nil for an empty body or `echo: true`.
    public var body: YAMLScalar?
    public var echo: Bool
    public var delay: Double
    /// The `request:` value, where errors about the whole fixture point.
    public var location: SourceLocation
}

/// A fixture with its body file read and checked.
public struct ResolvedFixture: Hashable, Sendable {
    public var method: String
    public var url: String
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    public var echo: Bool
    public var delay: Double
}

extension Page {
    static let fixtureKeys = ["fixtures"]
    /// The largest body file a fixture may name.
    public static let maximumFixtureBytes = 4 << 20
    static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    /// The page's fixtures with their bodies read from `contentDirectory`, and the located error for
    /// each one refused: a body outside the content folder (or through a symbolic link leaving it), a
    /// missing file, a body that is not what its type says (invalid JSON, an image that is not one).
    public func resolvedFixtures(in contentDirectory: URL) -> (fixtures: [ResolvedFixture], problems: [Diagnostic]) {
        var fixtures: [ResolvedFixture] = []
        var problems: [Diagnostic] = []
        for declaration in self.fixtures {
            var body = Data()
            var headers = declaration.headers
            if let path = declaration.body {
                switch readFixtureBody(path, in: contentDirectory) {
                case .failure(let problem):
                    problems.append(problem)
                    continue
                case .success(let data):
                    body = data
                }
                let declaredType = headers.first { $0.key.lowercased() == "content-type" }?.value
                let type = declaredType ?? Self.contentType(forExtension: (path.value as NSString).pathExtension)
                if declaredType == nil, let type { headers["Content-Type"] = type }
                if let type, let problem = Self.bodyProblem(body, type: type) {
                    problems.append(
                        .error(
                            "fixture body \(path.value) is not valid for its type \(type): \(problem)", at: path.location))
                    continue
                }
            }
            fixtures.append(
                ResolvedFixture(
                    method: declaration.method, url: declaration.url, status: declaration.status, headers: headers,
                    body: body, echo: declaration.echo, delay: declaration.delay))
        }
        return (fixtures, problems)
    }

    /// The bytes of a body file named relative to this page, refused when it leaves the content folder.
    private func readFixtureBody(_ path: YAMLScalar, in contentDirectory: URL) -> Result<Data, Diagnostic> {
        let lexicalRoot = contentDirectory.standardizedFileURL.path
        let root = contentDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        let pageFolder = (contentPath as NSString).deletingLastPathComponent
        guard !path.value.hasPrefix("/") else {
            return .failure(.error("fixture body '\(path.value)' must be a path relative to the page, inside content/", at: path.location))
        }
        let written = contentDirectory.appendingPathComponent(pageFolder).appendingPathComponent(path.value).standardizedFileURL
        func inside(_ candidate: String, _ root: String) -> Bool { candidate == root || candidate.hasPrefix(root + "/") }
        guard inside(written.path, lexicalRoot) else {
            return .failure(
                .error("fixture body '\(path.value)' is outside the content folder; keep fixture files inside content/", at: path.location))
        }
        guard FileManager.default.fileExists(atPath: written.path) else {
            return .failure(.error("fixture body '\(path.value)' does not exist (looked for \(written.path))", at: path.location))
        }
        let resolved = written.resolvingSymlinksInPath().path
        guard inside(resolved, root) else {
            return .failure(
                .error(
                    "fixture body '\(path.value)' is a symbolic link that leaves the content folder; copy the file into content/",
                    at: path.location))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(.error("fixture body '\(path.value)' is a folder, not a file", at: path.location))
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            return .failure(.error("fixture body '\(path.value)' cannot be read", at: path.location))
        }
        guard data.count <= Self.maximumFixtureBytes else {
            return .failure(
                .error(
                    "fixture body '\(path.value)' is \(data.count) bytes; the limit is \(Self.maximumFixtureBytes)", at: path.location))
        }
        return .success(data)
    }

    /// The MIME type a body file's extension declares; nil for one that declares none (sent as is).
    static func contentType(forExtension pathExtension: String) -> String? {
        switch pathExtension.lowercased() {
        case "json": "application/json"
        case "txt", "text": "text/plain; charset=utf-8"
        case "html", "htm": "text/html; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: nil
        }
    }

    /// Why `body` is not what `type` says, or nil when it is.
    static func bodyProblem(_ body: Data, type: String) -> String? {
        let mime = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if mime == "application/json" || mime.hasSuffix("+json") {
            do {
                _ = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
                return nil
            } catch {
                return "invalid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"))"
            }
        }
        if mime.hasPrefix("text/") {
            return String(data: body, encoding: .utf8) == nil ? "not UTF-8 text" : nil
        }
        if mime.hasPrefix("image/") {
            let bytes = [UInt8](body.prefix(12))
            func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
                bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
            }
            let known: [String: Bool] = [
                "image/png": starts([0x89, 0x50, 0x4E, 0x47]),
                "image/jpeg": starts([0xFF, 0xD8, 0xFF]),
                "image/gif": starts(Array("GIF8".utf8)),
                "image/webp": starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8),
            ]
            if let matches = known[mime], !matches { return "the file is not a \(mime.dropFirst(6).uppercased()) image" }
        }
        return nil
    }
}

extension FieldReader {
    /// `fixtures:` as declared: each entry's request, status, headers, body path, echo and delay,
    /// with a located error for each malformed one. Body files are read once the content folder is
    /// known (`Page.resolvedFixtures`).
    mutating func fixtures() -> [FixtureDeclaration] {
        guard let entry = value("fixtures"), !entry.value.isNull else { return [] }
        guard let items = entry.value.items else {
            diagnostics.append(
                .error(
                    "'fixtures' must be a list of fixtures (each '- request: GET https://…'), found \(entry.value.kindDescription)",
                    at: entry.value.location))
            return []
        }
        var result: [FixtureDeclaration] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let fixture = fixture(item) else { continue }
            let key = "\(fixture.method) \(fixture.url)"
            if let first = seen[key] {
                diagnostics.append(
                    .error(
                        "a second fixture for \(key); one request has one answer", at: fixture.location,
                        notes: ["\(first.file):\(first.line):\(first.column ?? 1): note: the first is here"]))
                continue
            }
            seen[key] = fixture.location
            result.append(fixture)
        }
        return result
    }

    private mutating func fixture(_ item: YAMLValue) -> FixtureDeclaration? {
        guard item.entries != nil else {
            diagnostics.append(
                .error(
                    "a fixture is a mapping ('- request: GET https://…', 'body: file.json'), found \(item.kindDescription)",
                    at: item.location))
            return nil
        }
        var reader = FieldReader(item, keyDescription: "fixture key")
        reader.rejectUnknownKeys(known: ["request", "status", "headers", "body", "echo", "delay"])
        defer { diagnostics += reader.diagnostics }
        guard let request = reader.string("request", required: true) else { return nil }
        let words = request.value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count == 2, Page.httpMethods.contains(words[0].uppercased()) else {
            reader.diagnostics.append(
                .error(
                    "'request' is a method and a URL ('POST https://example.com/api/orders'), found '\(request.value)'",
                    at: request.location))
            return nil
        }
        guard Page.isWebURL(words[1]) else {
            reader.diagnostics.append(.error("'\(words[1])' is not an http or https URL", at: request.location))
            return nil
        }
        var status = 200
        if let scalar = reader.string("status") {
            if let number = Int(scalar.value), (100...599).contains(number) {
                status = number
            } else {
                reader.diagnostics.append(.error("'status' is an HTTP status code (100–599), found '\(scalar.value)'", at: scalar.location))
            }
        }
        var delay = 0.0
        if let scalar = reader.string("delay") {
            if let seconds = Double(scalar.value), seconds >= 0, seconds <= 60 {
                delay = seconds
            } else {
                reader.diagnostics.append(
                    .error("'delay' is seconds of lesson time (0 to 60), found '\(scalar.value)'", at: scalar.location))
            }
        }
        var headers: [String: String] = [:]
        if let entry = reader.value("headers"), !entry.value.isNull {
            if let entries = entry.value.entries {
                for header in entries {
                    guard let value = header.value.scalar?.value else {
                        reader.diagnostics.append(
                            .error(
                                "the header '\(header.key)' must be a string, found \(header.value.kindDescription)",
                                at: header.value.location))
                        continue
                    }
                    headers[header.key] = value
                }
            } else {
                reader.diagnostics.append(
                    .error("'headers' must be 'Name: value' lines, found \(entry.value.kindDescription)", at: entry.value.location))
            }
        }
        let echo = reader.bool("echo") ?? false
        let body = reader.string("body")
        if echo, let body {
            reader.diagnostics.append(
                .error("a fixture with 'echo: true' answers with the request's own body; leave 'body' out", at: body.location))
        }
        return FixtureDeclaration(
            method: words[0].uppercased(), url: words[1], status: status, headers: headers, body: body, echo: echo,
            delay: delay, location: request.location)
    }
}
