import LessonProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lesson binary started ahead of its runs. The engine starts one in each of its worker sandboxes
/// with `LESSON_SERVE_RUNS` naming the sandbox supervisor's library: before any lesson code runs,
/// the binary hands itself to that library, which makes it the sandbox's supervisor. Every run the
/// engine then asks for is a fork of this process as it stands here — its libraries loaded and
/// their symbols bound, nothing of any lesson run yet — in namespaces, limits and an environment of
/// the run's own, exactly as a freshly started binary would have them. The fork returns from
/// `serveIfAsked()` and reads its request; the prestarted process itself never returns.
///
/// A fork keeps what the libraries noted when they loaded, such as the main thread's id
/// (libdispatch's main queue): that id is the same in every run, since the prestarted binary is
/// process 2 of its sandbox (after bubblewrap's init) and each run's lesson process is process 2 of
/// the run's own namespace (after the run's init).
enum _PrestartedRuns {
    static let environmentKey = "LESSON_SERVE_RUNS"

    static func serveIfAsked() {
        guard let library = getenv(environmentKey).map({ String(cString: $0) }), !library.isEmpty else { return }
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL), let entry = dlsym(handle, "lesson_supervise") else {
            let reason = dlerror().map { String(cString: $0) } ?? "no lesson_supervise"
            fputs("cannot serve runs: \(reason)\n", stderr)
            exit(3)
        }
        warmUp()
        // A fork copies only the thread that calls it: a second thread would be missing from every run.
        guard threadCount() == 1 else {
            fputs("cannot serve runs: the binary is not one thread after warming up, and forks copy only one\n", stderr)
            exit(3)
        }
        let supervise = unsafeBitCast(entry, to: (@convention(c) () -> Int32).self)
        // 1 in a run's lesson process; 0 in this process once the engine is done with the sandbox.
        if supervise() != 1 { exit(0) }
    }

    /// Reads a request naming every kind of action and writes a response: the Swift runtime then
    /// knows, once here rather than once in every run, the conformances their coding needs (each
    /// first use of a coding-keys type searches every conformance the binary's libraries declare).
    /// Only the protocol's plain values are made: nothing a run could observe.
    static func warmUp() {
        let at = Locator.nth(2, .label("a"))
        let actions: [Action] = [
            .tap(at), .type(text: "a", into: .identifier("a")), .toggle(.kind(.toggle)), .pick(option: "a", in: at),
            .increment(at), .decrement(at), .setSlider(value: 1, at), .dismissSheet, .goBack, .selectTab(at),
            .deleteRow(at), .swipe(row: at, action: "a"), .moveRow(at, to: at, below: true), .search("a"), .submit(at),
            .refresh, .longPress(at), .drag(at, x: 1, y: 1), .pinch(at, scale: 1), .rotate(at, degrees: 1),
            .scroll(to: at), .swipePage(on: at, direction: .left), .dragSheet(.to("a")), .dragSheet(.up),
            .sendToBackground, .bringToForeground, .wait(seconds: 1), .waitUntilIdle, .relaunch,
        ]
        let request = LessonRequest(
            example: "a", actions: actions, locale: "en_US", timeZone: "UTC", launchedAfter: 0,
            conditions: DeviceConditions())
        if let data = try? JSONEncoder().encode(request) { _ = try? JSONDecoder().decode(LessonRequest.self, from: data) }
        let frame = ScreenFrame(x: 0, y: 0, width: 1, height: 1)
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .text, label: "a", isSelected: true, options: ["a"], frame: frame),
                ScreenNode(role: .button, label: "a", identifier: "a", value: "a", frame: frame),
            ])
        let step = StepReport(error: "a", screen: screen, bodyEvaluations: 1)
        _ = try? _LessonHost.encode(LessonResponse(initial: step, steps: [step], endedAt: 1))
        // And one screen hosted, acted on and reported (see `_WarmUpScreen`).
        _WarmUpScreen.host()
    }

    /// The threads of this process, as the kernel lists them; nil when it cannot be told.
    static func threadCount() -> Int? {
        guard let directory = opendir("/proc/self/task") else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        return count
    }
}
