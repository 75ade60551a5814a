import Foundation

/// The one way tests start a child process: arguments, environment additions, a time limit, and
/// both streams drained concurrently (a full pipe would otherwise block the child).
public struct ChildProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var timedOut: Bool
}

public func runChildProcess(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    directory: URL? = nil, timeout: TimeInterval = 60
) throws -> ChildProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isOut) in [(out, true), (err, false)] {
        group.enter()
        DispatchQueue.global().async {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.set(data, isOut: isOut)
            group.leave()
        }
    }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            timedOut = true
            process.terminate()
            break
        }
        Thread.sleep(forTimeInterval: 0.02)
    }
    process.waitUntilExit()
    group.wait()
    return ChildProcessResult(
        status: process.terminationStatus, stdout: collected.text(isOut: true),
        stderr: collected.text(isOut: false), timedOut: timedOut)
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data(), err = Data()
    func set(_ data: Data, isOut: Bool) {
        lock.lock()
        if isOut { out = data } else { err = data }
        lock.unlock()
    }
    func text(isOut: Bool) -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: isOut ? out : err, as: UTF8.self)
    }
}
