import Diagnostics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where the shared result cache is and how to reach it.
public struct RemoteCacheConfiguration: Sendable, Equatable {
    /// The cache's base URL (`http://cache.example:8080/coursegen`); entries live under `ac/`.
    public var url: URL
    /// The `Authorization` header sent with writes (and reads); nil sends none.
    public var authorization: String?
    /// Seconds one request may take in all (connecting, waiting and transferring).
    public var timeout: Double

    /// The environment variable holding the token for writes.
    public static let tokenVariable = "COURSEGEN_CACHE_TOKEN"
    /// The environment variable naming the cache when `--remote-cache` is not given.
    public static let urlVariable = "COURSEGEN_REMOTE_CACHE"

    /// Seconds one request may take when `--remote-cache-timeout` does not say.
    public static let defaultTimeout: Double = 5

    public init(url: URL, authorization: String? = nil, timeout: Double = defaultTimeout) {
        self.url = url
        self.authorization = authorization
        self.timeout = timeout
    }

    /// The header for a token: `Bearer TOKEN`, or the value as given when it already names its
    /// scheme (`Basic dXNlcjpwYXNz`, `Bearer …`), as sccache's and bazel-remote's clients send it.
    public static func authorization(token: String?) -> String? {
        guard let token = token?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty else { return nil }
        if token.hasPrefix("Basic ") || token.hasPrefix("Bearer ") { return token }
        return "Bearer " + token
    }
}

/// The shared result cache: plain HTTP `GET`/`PUT` of content-addressed entries, the protocol of
/// ccache's and sccache's HTTP/WebDAV back ends and bazel-remote, so any WebDAV-capable server can
/// hold it. An entry `KEY.run` or `KEY.compiled` (the local cache's names; KEY covers example,
/// checkpoint, runtime, compiler and locale) lives at `<url>/ac/<SHA-256 of its name>`, as
///
///     coursegen-entry-1 <name> <SHA-256 of name, NUL, content>\n<content>
///
/// Local entries are signed with a per-machine key, so remote ones carry their own check instead:
/// an entry whose header or hash does not match is ignored (and runs locally). The check catches
/// corruption and misplaced entries; what it cannot catch is a writer who forges a well-formed entry,
/// which is why writes need `Authorization`.
///
/// Nothing here can fail a build: a missing entry is a miss; a slow (past `timeout`), unreachable or
/// failing server, or a corrupt entry, makes the build verify locally, and the first such problem is
/// reported as ONE warning. After a transport failure or a server error the remote is not asked again
/// in this build, so a dead server costs at most one time limit per request already in flight.
final class RemoteCache: @unchecked Sendable {
    let configuration: RemoteCacheConfiguration
    private let session: URLSession
    private let lock = NSLock()
    private var readsEnabled = true
    private var writesEnabled = true
    private var firstProblem: String?
    private var problems = 0

    static let format = "coursegen-entry-1"

    init(_ configuration: RemoteCacheConfiguration) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpMaximumConnectionsPerHost = 8
        session = URLSession(configuration: sessionConfiguration)
    }

    deinit { session.invalidateAndCancel() }

    /// The one warning of this build, if anything went wrong.
    var warning: Diagnostic? {
        lock.lock()
        defer { lock.unlock() }
        guard let firstProblem else { return nil }
        var notes = ["what the remote cache could not answer was verified here; the pages are unaffected"]
        if problems > 1 { notes.append("\(problems - 1) more problem\(problems == 2 ? "" : "s") with the remote cache in this build") }
        return .warning("remote cache \(configuration.url.absoluteString): \(firstProblem)", notes: notes)
    }

    // MARK: Entries

    // Both digests below are hashed a second time (`SHA256.hex` of a digest) before they are written
    // out: remote entries have always been named and checked so, and shared caches must keep hitting.
    func entryURL(_ name: String) -> URL {
        var hasher = SHA256()
        hasher.update(Self.format + "\0" + name)
        return configuration.url.appendingPathComponent("ac").appendingPathComponent(SHA256.hex(hasher.finalize()))
    }

    static func contentHash(name: String, content: Data) -> String {
        var hasher = SHA256()
        hasher.update(Array(name.utf8) + [0])
        hasher.update([UInt8](content))
        return SHA256.hex(hasher.finalize())
    }

    static func encode(name: String, content: Data) -> Data {
        Data("\(format) \(name) \(contentHash(name: name, content: content))\n".utf8) + content
    }

    /// The content of a stored entry when it is the entry asked for and intact; nil otherwise.
    static func decode(_ stored: Data, name: String) -> Data? {
        guard let newline = stored.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: stored[stored.startIndex..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[0] == format, header[1] == name else { return nil }
        let content = Data(stored[stored.index(after: newline)...])
        return contentHash(name: name, content: content) == header[2] ? content : nil
    }

    // MARK: Reading and writing

    /// Fetches every entry the local cache lacks (results and compile records) and keeps the intact
    /// ones locally. Returns how many were fetched.
    func fetchMissing(runKeys: [String], compileKeys: [String], into cache: ResultCache, jobs: Int) -> Int {
        let names = Array(Set(runKeys.map(ResultCache.runEntryName) + compileKeys.map(ResultCache.compileEntryName)))
            .filter { !cache.hasEntry($0) }.sorted()
        let fetched = parallelMap(names, jobs: jobs) { name -> Bool in
            guard let content = self.fetch(name) else { return false }
            cache.storeEntry(name, content: content)
            return true
        }
        return fetched.filter { $0 }.count
    }

    /// Stores local entries remotely. Returns how many the server accepted.
    func store(entries names: [String], from cache: ResultCache, jobs: Int) -> Int {
        let stored = parallelMap(names, jobs: jobs) { name -> Bool in
            guard let content = cache.content(ofEntry: name) else { return false }
            return self.put(name, content: content)
        }
        return stored.filter { $0 }.count
    }

    func fetch(_ name: String) -> Data? {
        guard isEnabled(write: false) else { return nil }
        var request = URLRequest(url: entryURL(name))
        request.httpMethod = "GET"
        if let authorization = configuration.authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        switch perform(request) {
        case .success(let (status, body)):
            if status == 404 { return nil }
            guard status == 200 else {
                report("GET answered HTTP \(status)", disableReads: true, disableWrites: status >= 500)
                return nil
            }
            guard let content = Self.decode(body, name: name) else {
                report("a corrupt entry (\(entryURL(name).lastPathComponent)) was ignored", disableReads: false, disableWrites: false)
                return nil
            }
            return content
        case .failure(let problem):
            report(problem, disableReads: true, disableWrites: true)
            return nil
        }
    }

    func put(_ name: String, content: Data) -> Bool {
        guard isEnabled(write: true) else { return false }
        var request = URLRequest(url: entryURL(name))
        request.httpMethod = "PUT"
        request.httpBody = Self.encode(name: name, content: content)
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        if let authorization = configuration.authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        switch perform(request) {
        case .success(let (status, _)):
            guard (200..<300).contains(status) else {
                var problem = "PUT answered HTTP \(status); results were not shared"
                if status == 401 || status == 403 {
                    problem +=
                        configuration.authorization == nil
                        ? " (set \(RemoteCacheConfiguration.tokenVariable) to write)"
                        : " (is \(RemoteCacheConfiguration.tokenVariable) right?)"
                }
                report(problem, disableReads: status >= 500, disableWrites: true)
                return false
            }
            return true
        case .failure(let problem):
            report(problem, disableReads: true, disableWrites: true)
            return false
        }
    }

    private func isEnabled(write: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return write ? writesEnabled : readsEnabled
    }

    private func report(_ problem: String, disableReads: Bool, disableWrites: Bool) {
        lock.lock()
        defer { lock.unlock() }
        // Requests already in flight when the server went away fail too: that is still one problem.
        if (disableReads && !readsEnabled) || (disableWrites && !writesEnabled) { return }
        if firstProblem == nil { firstProblem = problem }
        problems += 1
        if disableReads { readsEnabled = false }
        if disableWrites { writesEnabled = false }
    }

    /// One request, answered within the time limit or given up.
    private func perform(_ request: URLRequest) -> RemoteAnswer {
        var request = request
        request.timeoutInterval = configuration.timeout
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        // The handler must not hold the cache: were it the last owner, the cache's deinit would run
        // on the session's own queue and invalidate the session from inside it (a trap).
        let timeout = configuration.timeout
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                box.value = .failure(Self.describe(error, timeout: timeout))
            } else if let response = response as? HTTPURLResponse {
                box.value = .success((response.statusCode, data ?? Data()))
            } else {
                box.value = .failure("no HTTP response")
            }
            done.signal()
        }
        task.resume()
        // The session's own limits should fire first; this is the backstop.
        if done.wait(timeout: .now() + configuration.timeout + 0.5) == .timedOut {
            task.cancel()
            return .failure("no answer within \(formatSeconds(configuration.timeout)) (the time limit)")
        }
        return box.value ?? .failure("no HTTP response")
    }

    private static func describe(_ error: Error, timeout: Double) -> String {
        if let error = error as? URLError {
            switch error.code {
            case .timedOut: return "no answer within \(formatSeconds(timeout)) (the time limit)"
            case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet:
                return "unreachable (\(error.localizedDescription))"
            default: break
            }
        }
        return "unreachable (\(error.localizedDescription))"
    }
}

private final class ResultBox: @unchecked Sendable {
    var value: RemoteAnswer?
}

/// What one request came to.
enum RemoteAnswer {
    case success((Int, Data))
    case failure(String)
}
