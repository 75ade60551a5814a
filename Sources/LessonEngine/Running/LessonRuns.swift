import Diagnostics
import Foundation
import LessonProtocol

/// Running one lesson process: the sandbox it gets, its environment, and reading its answer.
extension LessonEngine {
    /// The checked sandbox with the toolchain's runtime libraries bound: the directories the
    /// compiled runtime loads from (by `ldd`), and the toolchain's own `lib/swift/linux`.
    func sandbox(for runtime: RuntimeBuild, swiftc: String) -> Sandbox? {
        if let runtimeSandbox, runtimeSandbox.directory == runtime.directory { return runtimeSandbox.sandbox }
        guard let checked = checkedSandbox else { return nil }
        let toolchainRoot = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let directories =
            Sandbox.libraryDirectories(of: runtime.directory + "/libSwiftUI.so")
            + [toolchainRoot.appendingPathComponent("lib/swift/linux").path]
        let sandbox = checked.binding(libraries: directories).droppingRootIfPossible(runtimeDirectory: runtime.directory)
        runtimeSandbox = (runtime.directory, sandbox)
        return sandbox
    }

    /// A pinned environment: what an example observes must not depend on who runs the build.
    /// `appContainer` is the folder the app keeps its files and user defaults in (the lesson host
    /// makes it the home folder); a relaunch finds them there.
    func lessonEnvironment(appContainer: String) -> [String: String] {
        let locale = configuration.locale + ".UTF-8"
        // No backtracer: a crash is reported by its signal and the runtime's one-line reason
        // ("Fatal error: Unexpectedly found nil …"), not by a page of registers and addresses.
        return [
            "TZ": configuration.timeZone, "LANG": locale, "LC_ALL": locale, "SWIFT_DETERMINISTIC_HASHING": "1",
            "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent",
            "LESSON_APP_CONTAINER": appContainer,
        ]
    }

    func runLesson(
        binary: String, example prepared: PreparedExample, actions: [Action], conditions: DeviceConditions = DeviceConditions(),
        workDirectory: String, id: Int,
        runtime: RuntimeBuild, sandbox: Sandbox?, pool: SandboxPool? = nil, prestart: Bool = false
    ) -> RunResult {
        let example = prepared.name
        let requestPath = "\(workDirectory)/request-\(id).json"
        let responsePath = "\(workDirectory)/response-\(id).json"
        do {
            let request = LessonRequest(
                example: example, actions: actions, locale: configuration.locale,
                timeZone: configuration.timeZone, fixtures: prepared.fixtures.isEmpty ? nil : prepared.fixtures,
                conditions: conditions.isDefault ? nil : conditions)
            try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: requestPath))
            // The sandbox binds the response file, so it must exist; it starts empty either way.
            try Data().write(to: URL(fileURLWithPath: responsePath))
        } catch {
            return .failure("could not be started: \(error)", notes: [])
        }
        var outcome: ProcessOutcome
        do {
            if let sandbox {
                let limits = configuration.limits
                // The app's container is on the run's private /tmp: it lasts as long as the
                // checkpoint's run, relaunches included, and is counted in that /tmp's size.
                let environment = lessonEnvironment(appContainer: Sandbox.appContainerPath)
                let command = Sandbox.lessonCommand
                let resources = ExampleResource.bundled(prepared.resources)
                if let pooled = pool?.run(
                    prestarting: prestart ? binary : nil,
                    { worker in
                        try worker.run(
                            binary: binary, request: requestPath, response: responsePath, resources: resources,
                            environment: environment, command: command, limits: limits, timeout: configuration.timeout,
                            outputLimit: configuration.outputLimit, id: id)
                    })
                {
                    outcome = pooled
                } else {
                    // A run a worker gave up on may have begun its response: this one starts empty.
                    truncate(responsePath, 0)
                    let runAs = sandbox.dropsRoot ? Sandbox.runUser() : nil
                    if let runAs {
                        // The run's own uid reads the request and writes the response.
                        chmod(requestPath, 0o644)
                        chown(responsePath, runAs, runAs)
                    }
                    let arguments = sandbox.arguments(
                        binary: binary, runtimeDirectory: runtime.directory, request: requestPath,
                        response: responsePath, environment: environment, limits: limits,
                        command: command, resources: resources)
                    outcome = try ProcessRunner.run(
                        executable: sandbox.bwrap, arguments: arguments,
                        environment: environment, timeout: configuration.timeout,
                        outputLimit: configuration.outputLimit,
                        limits: Sandbox.resourceLimits(limits), runAs: runAs,
                        monitor: Sandbox.monitor(limits))
                }
                // bubblewrap exits with 128 + the signal that ended the lesson.
                if let status = outcome.exitStatus, status > 128, status < 128 + 65 {
                    outcome.signal = status - 128
                    outcome.exitStatus = nil
                }
            } else {
                // Unsandboxed, each run still gets a container of its own, removed after it.
                let appContainer = "\(workDirectory)/app-\(id)"
                defer { try? FileManager.default.removeItem(atPath: appContainer) }
                let executable = try Self.bundle(
                    binary: binary, resources: ExampleResource.bundled(prepared.resources), in: "\(workDirectory)/bundle-\(id)")
                outcome = try ProcessRunner.run(
                    executable: executable, arguments: [requestPath, responsePath],
                    environment: lessonEnvironment(appContainer: appContainer), timeout: configuration.timeout,
                    outputLimit: configuration.outputLimit, memoryLimit: configuration.memoryLimit,
                    limits: [.fileSize(configuration.limits.fileSize)])
            }
        } catch {
            return .failure("could not be started: \(error)", notes: [])
        }
        let stderr = Self.crashNotes(outcome.stderrText, example: prepared)
        if let reason = outcome.limitExceeded {
            return .failure("\(reason) and was stopped", notes: stderr)
        }
        if outcome.signal == SIGXFSZ {
            return .failure("wrote more than \(describeBytes(configuration.limits.fileSize)) to a file and was stopped", notes: stderr)
        }
        if outcome.timedOut {
            return .failure("timed out after \(formatSeconds(configuration.timeout)) (an infinite loop?)", notes: stderr)
        }
        if outcome.outputLimitExceeded {
            return .failure("printed more than \(configuration.outputLimit / 1024) KB of output and was stopped", notes: stderr)
        }
        if let signal = outcome.signal {
            return .failure("crashed: \(ProcessRunner.signalName(signal))", notes: stderr)
        }
        if outcome.exitStatus == 2 {
            return .failure("could not be hosted: the lesson process does not know example '\(example)'", notes: stderr)
        }
        if outcome.exitStatus != 0 {
            return .failure("failed: the lesson process exited with status \(outcome.exitStatus ?? -1)", notes: stderr)
        }
        guard let data = FileManager.default.contents(atPath: responsePath) else {
            return .failure("failed: the lesson process wrote no response", notes: stderr)
        }
        do {
            return .response(try JSONDecoder().decode(LessonResponse.self, from: data))
        } catch {
            return .failure("failed: the lesson process wrote an unreadable response (\(error))", notes: stderr)
        }
    }

    /// Unsandboxed, a run with resources gets a folder of its own holding the binary (a hard link,
    /// or a copy) and its resources, the layout `Bundle.main` reads on Linux. Without resources,
    /// the binary runs where it is.
    static func bundle(binary: String, resources: [ExampleResource], in directory: String) throws -> String {
        guard !resources.isEmpty else { return binary }
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let executable = directory + "/lesson"
        if link(binary, executable) != 0 { try fm.copyItem(atPath: binary, toPath: executable) }
        for resource in resources {
            let copy = directory + "/" + resource.name
            try fm.copyItem(atPath: resource.path, toPath: copy)
            chmod(copy, 0o444)  // read-only, as an installed app's bundle is
        }
        return executable
    }
}
