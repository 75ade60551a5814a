import Foundation

/// A throwaway project folder — `content/`, optionally a copy of the repository's `templates/`, and
/// where `output/` goes — removed when the last reference to it goes away. Every test that writes
/// a course uses this one fixture.
public final class TemporaryCourse: @unchecked Sendable {
    public let root: URL
    public var content: URL { root.appendingPathComponent("content") }
    public var templates: URL { root.appendingPathComponent("templates") }
    public var output: URL { root.appendingPathComponent("output") }

    /// The checkout these tests belong to.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One cache for every test that runs lesson code, so the runtime is compiled once per machine.
    public static let sharedCache = repository.appendingPathComponent(".build/coursegen-test-cache")

    /// - Parameters:
    ///   - copyingTemplates: copy the repository's `templates/` in, for tests that build a site.
    ///   - files: paths inside `content/` and their text.
    public init(copyingTemplates: Bool = false, files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        if copyingTemplates {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("templates"), to: templates)
        }
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    public func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    public func write(_ path: String, _ data: Data) throws {
        let url = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: content.appendingPathComponent(path))
    }

    /// A file of the built site, as text.
    public func page(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under output/, with its bytes, to prove a failed build changed nothing.
    public func snapshotOutput() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = output.path + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: output.path) else { return [:] }
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: base + relative)
            }
        }
        return files
    }

    /// Names in the project folder other than content, templates and output: staging leftovers.
    public func strayFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !["content", "templates", "output"].contains($0) }
    }
}
