import Foundation
import XCTest
@testable import SiteBuilder

/// A small course written into a temporary folder, built with the repository's own templates.
struct CourseFixture {
    let root: URL
    var content: URL { root.appendingPathComponent("content") }
    var output: URL { root.appendingPathComponent("output") }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init(files: [String: String] = CourseFixture.basicCourse) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("templates"),
                                         to: root.appendingPathComponent("templates"))
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: content.appendingPathComponent(path))
    }

    var options: BuildOptions {
        var options = BuildOptions(root: root)
        options.cacheDirectory = CourseFixture.sharedCache
        return options
    }

    /// One cache for every test that runs lesson code, so the runtime is compiled once per machine.
    static let sharedCache = repository.appendingPathComponent(".build/coursegen-test-cache")

    func build(update: Bool = false) -> BuildReport {
        var options = self.options
        options.update = update
        return SiteBuilder(options: options).build()
    }

    func page(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under output/, with its bytes, to prove a failed build changed nothing.
    func snapshotOutput() throws -> [String: Data] {
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

    /// Names in the course's parent folder other than the known ones: staging leftovers.
    func strayFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !["content", "templates", "output"].contains($0) }
    }

    static let basicCourse: [String: String] = [
        "course.yml": """
            title: Test Course
            description: A course for tests.
            parts:
              - title: Basics
                lessons: [first-steps, second-steps]
            reference: [state]
            """,
        "lessons/first-steps.md": """
            ---
            id: first-steps
            title: First Steps
            summary: Where it starts.
            ---

            # First Steps

            Read the [second lesson](second-steps.md) and the [state card](../reference/state.md#pitfalls).

            ## A section

            Some `code` and an [external link](https://www.swift.org).

            ```swift
            let x = 1
            ```
            """,
        "lessons/second-steps.md": """
            ---
            id: second-steps
            title: Second Steps
            ---

            Back to the [first](first-steps.md).

            ## Knowledge check

            **Q:** Which is derived?

            - [x] The total — it is computed from the inputs.
            - [ ] The quantity — it is stored state.
            """,
        "reference/state.md": """
            ---
            id: state
            title: "@State"
            availability: iOS 13.0+
            platforms: [iOS, iPadOS]
            docs: https://developer.apple.com/documentation/swiftui/state
            aliases: [useState, local state]
            ---

            Stores a value that one view owns.

            ## Pitfalls

            Mark it private.
            """,
    ]
}

extension BuildReport {
    var errorText: String { diagnostics.map(\.description).joined(separator: "\n") }
}
