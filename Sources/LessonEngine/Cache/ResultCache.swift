import Foundation
import LessonProtocol

/// Results of earlier runs, in `<cache>/results/`. A run's key covers everything that can change what
/// it observes — the compiled example source, the actions, the runtime, the compiler and the locale —
/// so a hit is as good as running again. (Quarto's freeze hashes only the input and silently keeps
/// stale results across toolchain upgrades; the compiler version is in our key for that reason.)
struct ResultCache {
    var directory: String

    init(cacheDirectory: String) {
        directory = cacheDirectory + "/results"
    }

    static func runKey(source: String, actions: [Action], runtimeHash: String, compilerVersion: String, locale: String) -> String {
        var hasher = SHA256()
        hasher.updateField("run-1")
        hasher.updateField(source)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        hasher.updateField(String(decoding: (try? encoder.encode(actions)) ?? Data(), as: UTF8.self))
        hasher.updateField(runtimeHash)
        hasher.updateField(compilerVersion)
        hasher.updateField(locale)
        return hasher.hexDigest()
    }

    static func compileKey(source: String, runtimeHash: String, compilerVersion: String) -> String {
        var hasher = SHA256()
        hasher.updateField("compile-1")
        hasher.updateField(source)
        hasher.updateField(runtimeHash)
        hasher.updateField(compilerVersion)
        return hasher.hexDigest()
    }

    func loadRun(_ key: String) -> LessonResponse? {
        guard let data = FileManager.default.contents(atPath: path(key, "run")) else { return nil }
        return try? JSONDecoder().decode(LessonResponse.self, from: data)
    }

    func storeRun(_ key: String, _ response: LessonResponse) {
        guard let data = try? JSONEncoder().encode(response) else { return }
        write(data, to: path(key, "run"))
    }

    /// Only successful compiles are remembered: a broken example is recompiled until it is fixed,
    /// so its errors are always current.
    func hasCompiled(_ key: String) -> Bool {
        FileManager.default.fileExists(atPath: path(key, "compiled"))
    }

    func markCompiled(_ key: String) {
        write(Data("ok\n".utf8), to: path(key, "compiled"))
    }

    private func path(_ key: String, _ kind: String) -> String { "\(directory)/\(key).\(kind).json" }

    /// Write to a private name, then rename: a concurrent reader sees the old file or the new one.
    private func write(_ data: Data, to path: String) {
        let fm = FileManager.default
        try? fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = "\(directory)/.tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard fm.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? fm.removeItem(atPath: temporary) }
    }
}
