import LessonProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entry point of a compiled lesson process. The lesson engine generates a `main.swift` that
/// registers each example (`register(_:_:)`) and then calls `run()`.
public enum _LessonHost {
    /// The examples `register(_:_:)` has been given, by name.
    nonisolated(unsafe) static var registered: [String: () -> AnyView] = [:]

    /// Registers one example of the binary: `_LessonHost.register("name", __Example_3.__preview)`.
    /// The runtime, compiled once, wraps the preview in its `AnyView` closure: written out in
    /// `main.swift` for each example instead, those two closures and their thunks were a tenth of a
    /// merged compile.
    public static func register<Preview: View>(_ name: String, _ preview: @escaping @MainActor () -> Preview) {
        registered[name] = { MainActor.assumeIsolated { AnyView(preview()) } }
    }

    /// Process entry with the registered examples (`run(examples:)`).
    public static func run() -> Never {
        run(examples: registered)
    }

    /// Process entry: `binary <request.json> <response.json>`. Reads a LessonRequest, hosts
    /// `examples[request.example]!()` with `request.locale`, records the initial StepReport,
    /// performs each action recording a StepReport (stopping after the first failing action, with
    /// its `error` set and the screen as it was), writes a LessonResponse as JSON (sorted keys) to
    /// the response path and exits 0. Unknown example or unreadable request: message on stderr, exit 2.
    /// A request with relaunches runs each launch in a new process (see `Relaunch.swift`).
    public static func run(examples: [String: () -> AnyView]) -> Never {
        // A binary prestarted by a worker sandbox goes on from here once per run, in that run's process.
        _PrestartedRuns.serveIfAsked()
        // Dates format the same everywhere; the locale comes from the request.
        // The engine sets TZ to the course's time zone; a process started by hand runs in UTC.
        if getenv("TZ") == nil { setenv("TZ", "UTC", 1) }
        _AppContainer.prepare()
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            fail("usage: \(arguments.first ?? "lesson") <request.json> <response.json>")
        }
        do {
            let request = try decodeRequest(Data(contentsOf: URL(fileURLWithPath: arguments[1])))
            let response: Data
            if request.actions.contains(.relaunch) {
                response = try encode(try respondLaunchingEachTime(to: request))
            } else {
                response = try encode(try respond(to: request, examples: examples))
                // What the app stored is on disk before the process ends, for the next launch. A
                // checkpoint without relaunches has none (its container goes with its sandbox), and
                // saving would cost every run the loading of Foundation's user defaults.
                if request.launchedAfter != nil { _StorageStore.shared.synchronize() }
            }
            try response.write(to: URL(fileURLWithPath: arguments[2]))
        } catch {
            fail("\(error)")
        }
        // The lesson's own prints went to stdout; make sure they are out before exiting.
        fflush(stdout)
        exit(0)
    }

    /// The request → response logic, without touching the process: testable on its own.
    public static func respond(toRequestData data: Data, examples: [String: () -> AnyView]) throws -> Data {
        try encode(try respond(to: decodeRequest(data), examples: examples))
    }

    static func decodeRequest(_ data: Data) throws -> LessonRequest {
        do {
            return try JSONDecoder().decode(LessonRequest.self, from: data)
        } catch {
            throw HeadlessError("The lesson request is not readable: \(error)")
        }
    }

    public static func respond(to request: LessonRequest, examples: [String: () -> AnyView]) throws -> LessonResponse {
        guard let make = examples[request.example] else {
            let known = examples.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw HeadlessError("No example named \"\(request.example)\"; this lesson has \(known.isEmpty ? "none" : known).")
        }
        // Views read the clock and the locale as they are built, so the course's settings come first.
        guard let timeZone = Foundation.TimeZone(identifier: request.timeZone ?? "UTC") else {
            throw HeadlessError("The course's time zone \"\(request.timeZone ?? "")\" is not a known time zone.")
        }
        _CourseClock.launchedAfter = request.launchedAfter ?? 0
        _CourseClock.configure(locale: Foundation.Locale(identifier: request.locale), timeZone: timeZone)
        _FixtureServer.shared.install(request.fixtures ?? [])
        // The requests each step made, for `see request …` (nil when none, keeping responses small).
        func requests() -> [RecordedRequest]? {
            let made = _FixtureServer.shared.takeRequests()
            return made.isEmpty ? nil : made
        }
        let host = HeadlessHost(
            make(), locale: Foundation.Locale(identifier: request.locale), conditions: request.conditions ?? DeviceConditions())
        let initial = StepReport(screen: host.screen, bodyEvaluations: host.bodyEvaluations, requests: requests())
        var steps: [StepReport] = []
        for action in request.actions {
            do {
                try host.perform(action)
                steps.append(StepReport(screen: host.screen, bodyEvaluations: host.bodyEvaluations, requests: requests()))
            } catch {
                steps.append(
                    StepReport(error: "\(error)", screen: host.screen, bodyEvaluations: host.bodyEvaluations, requests: requests()))
                break
            }
        }
        // One launch of several says where the lesson's clock stopped, for the next one.
        let endedAt = request.launchedAfter.map { $0 + Double(_LessonClock.shared.now) / 1_000_000_000 }
        return LessonResponse(initial: initial, steps: steps, endedAt: endedAt)
    }

    public static func encode(_ response: LessonResponse) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(response)
    }

    private static func fail(_ message: String) -> Never {
        fflush(stdout)
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
        exit(2)
    }
}
