import Foundation
import TestSupport
import XCTest

@testable import SiteBuilder

/// A small course written into a temporary folder (removed when the test is done), built with the
/// repository's own templates.
struct CourseFixture {
    let directory: TemporaryCourse
    var root: URL { directory.root }
    var content: URL { directory.content }
    var output: URL { directory.output }

    static var repository: URL { TemporaryCourse.repository }

    init(files: [String: String] = CourseFixture.basicCourse) throws {
        directory = try TemporaryCourse(copyingTemplates: true, files: files)
    }

    func write(_ path: String, _ text: String) throws { try directory.write(path, text) }
    func write(_ path: String, _ data: Data) throws { try directory.write(path, data) }
    func remove(_ path: String) throws { try directory.remove(path) }
    func page(_ path: String) throws -> String { try directory.page(path) }
    func snapshotOutput() throws -> [String: Data] { try directory.snapshotOutput() }
    func strayFolders() throws -> [String] { try directory.strayFolders() }

    var options: BuildOptions {
        var options = BuildOptions(root: root)
        options.cacheDirectory = CourseFixture.sharedCache
        return options
    }

    static var sharedCache: URL { TemporaryCourse.sharedCache }

    func build(update: Bool = false) -> BuildReport {
        var options = self.options
        options.update = update
        return SiteBuilder(options: options).build()
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
