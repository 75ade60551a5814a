import Foundation
import TestSupport
import XCTest

/// A throwaway project folder with a `content/` directory, removed when the test ends.
final class CourseFixture {
    let directory: TemporaryCourse
    var root: URL { directory.root }
    var content: URL { directory.content }

    init() throws { directory = try TemporaryCourse() }

    func write(_ path: String, _ text: String) throws { try directory.write(path, text) }
    func write(_ path: String, _ data: Data) throws { try directory.write(path, data) }

    static func page(_ id: String, _ title: String = "A page", body: String = "Body.\n") -> String {
        "---\nid: \(id)\ntitle: \(title)\n---\n\(body)"
    }

    /// A small valid course: two lessons in two parts, two cards.
    func writeValidCourse() throws {
        try write(
            "course.yml",
            """
            title: SwiftUI Foundations
            locale: en_US
            parts:
              - title: Basics
                lessons: [buttons, state-values]
              - title: Project
                lessons: [tip-splitter]
            reference: [state, binding]
            """)
        try write(
            "lessons/buttons.md",
            Self.page(
                "buttons", "Buttons",
                body: "# Buttons\n\nSee [state values](state-values.md) and [@State](../reference/state.md#pitfalls).\n"))
        try write("lessons/state-values.md", Self.page("state-values", "State values"))
        try write("lessons/project/tip-splitter.md", Self.page("tip-splitter", "Tip splitter", body: "Back to [buttons](../buttons.md).\n"))
        try write("reference/state.md", Self.page("state", "@State", body: "# @State\n\n## Pitfalls\n\nUse [binding](binding.md).\n"))
        try write("reference/binding.md", Self.page("binding", "@Binding"))
    }
}
