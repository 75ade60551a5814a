import Foundation
import LessonProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// Results of earlier runs, in `<cache>/results/`. A run's key covers everything that can change what
/// it observes — the compiled example source, the actions, the runtime, the compiler and the locale —
/// so a hit is as good as running again. (Quarto's freeze hashes only the input and silently keeps
/// stale results across toolchain upgrades; the compiler version is in our key for that reason.)
///
/// Every entry is signed: its first line is an HMAC-SHA256, under a key kept in `<cache>/key`
/// (0600, out of the sandbox's reach), over the entry's name and content. An entry that was
/// edited, forged or moved to another name fails the check on read and is ignored — the example
/// runs again and the entry is rewritten — so a poisoned cache can never be published as verified.
struct ResultCache {
    var directory: String
    var keyPath: String

    init(cacheDirectory: String) {
        directory = cacheDirectory + "/results"
        keyPath = cacheDirectory + "/key"
    }

    static let signaturePrefix = "hmac-sha256 "

    private static let keyLock = NSLock()
    nonisolated(unsafe) private static var keys: [String: [UInt8]] = [:]

    /// The cache's signing key, made on first use: 32 random bytes, readable by this user only.
    /// Written under a private name and linked into place, so two builds never see half a key.
    func signingKey() -> [UInt8]? {
        Self.keyLock.lock()
        defer { Self.keyLock.unlock() }
        if let key = Self.keys[keyPath] { return key }
        let fm = FileManager.default
        if let data = fm.contents(atPath: keyPath), data.count == 32 {
            Self.keys[keyPath] = [UInt8](data)
            return [UInt8](data)
        }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let parent = (keyPath as NSString).deletingLastPathComponent
        try? fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let temporary = "\(keyPath).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard fm.createFile(atPath: temporary, contents: Data(key), attributes: [.posixPermissions: 0o600]) else { return nil }
        defer { unlink(temporary) }
        if link(temporary, keyPath) != 0 {
            // Another build made it first (or a broken key is in the way: replace it).
            if let data = fm.contents(atPath: keyPath), data.count == 32 {
                Self.keys[keyPath] = [UInt8](data)
                return [UInt8](data)
            }
            guard rename(temporary, keyPath) == 0 else { return nil }
        }
        Self.keys[keyPath] = key
        return key
    }

    /// The entry as stored: signature line, then content.
    func sign(_ data: Data, name: String) -> Data? {
        guard let key = signingKey() else { return nil }
        return Data((Self.signaturePrefix + Self.signature(key: key, name: name, content: data) + "\n").utf8) + data
    }

    /// The content of a stored entry whose signature holds; nil for anything else.
    func verified(_ stored: Data, name: String) -> Data? {
        guard let key = signingKey(), let newline = stored.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: stored[stored.startIndex..<newline], as: UTF8.self)
        guard header.hasPrefix(Self.signaturePrefix) else { return nil }
        let content = stored[stored.index(after: newline)...]
        let expected = Array(Self.signature(key: key, name: name, content: content).utf8)
        let given = Array(header.dropFirst(Self.signaturePrefix.count).utf8)
        return HMACSHA256.equalInConstantTime(expected, given) ? Data(content) : nil
    }

    /// The signature line's text: the hex SHA-256 of the HMAC of the name, a NUL and the content.
    /// (The MAC is hashed once more rather than written out in hex: entries have always been signed
    /// so, and changing it would make every existing cache miss.)
    static func signature<Content: Sequence>(key: [UInt8], name: String, content: Content) -> String where Content.Element == UInt8 {
        SHA256.hex(HMACSHA256.authenticationCode(key: key, message: Array(name.utf8) + [0] + Array(content)))
    }

    /// The fixtures and the phone's conditions count only when there are some, so the keys of
    /// lessons without any stay as they were.
    static func runKey(
        source: String, actions: [Action], runtimeHash: String, compilerVersion: String, locale: String,
        fixtures: [NetworkFixture] = [], conditions: DeviceConditions = DeviceConditions()
    ) -> String {
        var hasher = SHA256()
        hasher.updateField("run-1")
        hasher.updateField(source)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        hasher.updateField(String(decoding: (try? encoder.encode(actions)) ?? Data(), as: UTF8.self))
        hasher.updateField(runtimeHash)
        hasher.updateField(compilerVersion)
        hasher.updateField(locale)
        if !fixtures.isEmpty {
            // Every byte of every fixture: a changed body file is a different run.
            hasher.updateField(String(decoding: (try? encoder.encode(fixtures)) ?? Data(), as: UTF8.self))
        }
        if !conditions.isDefault {
            // Named, so conditions can never read as a fixture list.
            hasher.updateField("conditions")
            hasher.updateField(String(decoding: (try? encoder.encode(conditions)) ?? Data(), as: UTF8.self))
        }
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
        guard let stored = FileManager.default.contents(atPath: path(key, "run")),
            let data = verified(stored, name: "\(key).run")
        else { return nil }
        return try? JSONDecoder().decode(LessonResponse.self, from: data)
    }

    func storeRun(_ key: String, _ response: LessonResponse) {
        guard let data = try? JSONEncoder().encode(response), let signed = sign(data, name: "\(key).run") else { return }
        write(signed, to: path(key, "run"))
    }

    /// Only successful compiles are remembered: a broken example is recompiled until it is fixed,
    /// so its errors are always current.
    func hasCompiled(_ key: String) -> Bool { compileRecord(key).compiled }

    /// Whether the example of this compile key compiled, and what verifying it cost when that was
    /// recorded.
    func compileRecord(_ key: String) -> (compiled: Bool, cost: VerificationCost?) {
        guard let stored = FileManager.default.contents(atPath: path(key, "compiled")),
            let content = verified(stored, name: "\(key).compiled")
        else { return (false, nil) }
        return VerificationCost.parseCompileRecord(content)
    }

    func markCompiled(_ key: String, cost: VerificationCost? = nil) {
        guard let signed = sign(VerificationCost.compileRecord(cost), name: "\(key).compiled") else { return }
        write(signed, to: path(key, "compiled"))
    }

    func path(_ key: String, _ kind: String) -> String { "\(directory)/\(key).\(kind).json" }

    /// Write to a private name, then rename: a concurrent reader sees the old file or the new one.
    func writeEntry(_ data: Data, to path: String) { write(data, to: path) }

    /// Written to a private name and renamed into place, so a reader sees the old entry or the new
    /// one. Plain writes, without `FileManager.createFile`'s flush to disk: a cache entry need not
    /// survive a power cut (a torn one fails its signature and is run again), and a cold build
    /// stores hundreds of them.
    private func write(_ data: Data, to path: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = "\(directory)/.tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let complete = data.withUnsafeBytes { bytes -> Bool in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        close(descriptor)
        if !complete || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
