import LessonProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A checkpoint's `relaunch`: the app's process ends and the app is launched again, as when a
/// person closes it in the app switcher and opens it from the Home Screen.
///
/// The process the engine starts becomes the launcher: it splits the request's actions at each
/// relaunch and runs every launch in a new process of this same binary, one after the other, in the
/// same sandbox. Each launch builds the app from nothing (its `@State`, objects and statics are
/// new), and finds what earlier launches stored in the app's container (`_AppContainer`): user
/// defaults and files. The launcher joins their answers into one response; a relaunch's report is
/// the screen the new process launched with.
extension _LessonHost {
    /// The request's actions split at each relaunch, one list for each launch.
    static func launches(of actions: [Action]) -> [[Action]] {
        var launches: [[Action]] = [[]]
        for action in actions {
            if action == .relaunch {
                launches.append([])
            } else {
                launches[launches.count - 1].append(action)
            }
        }
        return launches
    }

    static func respondLaunchingEachTime(to request: LessonRequest) throws -> LessonResponse {
        let directory = try launchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var joined: LessonResponse?
        var clock = 0.0
        for (index, actions) in launches(of: request.actions).enumerated() {
            var launch = request
            launch.actions = actions
            // A launch knows it is one of several by the lesson time that passed before it.
            launch.launchedAfter = clock
            let answer = try runLaunch(launch, number: index, in: directory)
            clock = answer.endedAt ?? clock
            if var response = joined {
                response.steps.append(answer.initial)
                response.steps += answer.steps
                joined = response
            } else {
                joined = LessonResponse(initial: answer.initial, steps: answer.steps)
            }
            // A failed step ends the checkpoint: later launches never happen.
            if answer.steps.count < actions.count || answer.steps.contains(where: { $0.error != nil }) { break }
        }
        return joined!
    }

    /// A folder for the launches' requests and answers, outside the app's container.
    private static func launchDirectory() throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/lesson-launches-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw HeadlessError("Could not relaunch: no folder for the launches (\(errno)).") }
        return String(cString: made)
    }

    /// Starts this binary again for one launch and waits for it. A launch that crashes or fails
    /// ends the launcher the same way, so the engine reports it as it reports any lesson process.
    private static func runLaunch(_ launch: LessonRequest, number: Int, in directory: String) throws -> LessonResponse {
        let requestPath = "\(directory)/launch-\(number)-request.json"
        let responsePath = "\(directory)/launch-\(number)-response.json"
        try JSONEncoder().encode(launch).write(to: URL(fileURLWithPath: requestPath))
        // The lesson's prints so far come before the next launch's.
        fflush(stdout)
        let arguments = [CommandLine.arguments.first ?? "lesson", requestPath, responsePath]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/proc/self/exe", nil, nil, &argv, environ)
        guard spawned == 0 else { throw HeadlessError("Could not relaunch the app: posix_spawn failed (\(spawned)).") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw HeadlessError("Could not relaunch the app: waitpid failed (\(errno)).") }
        }
        let signalNumber = status & 0x7f
        if signalNumber != 0 {
            _ = signal(signalNumber, SIG_DFL)
            raise(signalNumber)
        }
        let exitStatus = (status >> 8) & 0xff
        if exitStatus != 0 {
            fflush(stdout)
            exit(exitStatus)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: responsePath))
        return try JSONDecoder().decode(LessonResponse.self, from: data)
    }
}
