import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// The checkpoint language for navigation, tabs, alerts and dialogs: parsing with located errors,
/// and checking against reported screens.
final class NavigationCheckpointTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/navigation.md", line: 20)

    func parse(_ code: String) -> (Checkpoint, [Diagnostic]) { CheckpointParser.parse(code, at: start) }

    func expectation(_ code: String) -> Expectation? {
        let (checkpoint, problems) = parse(code)
        XCTAssertEqual(problems, [], code)
        if case .expectation(let step)? = checkpoint.steps.first { return step.expectation }
        return nil
    }

    func testStepsParse() {
        let (checkpoint, problems) = parse(
            """
            go back
            select tab "Settings"
            tap "Delete"
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(checkpoint.actions, [.goBack, .selectTab(.label("Settings")), .tap(.label("Delete"))])
    }

    func testExpectationsParse() {
        XCTAssertEqual(expectation("see alert"), .presented(.alert, title: nil, true))
        XCTAssertEqual(expectation("see no alert"), .presented(.alert, title: nil, false))
        XCTAssertEqual(expectation("see no dialog"), .presented(.dialog, title: nil, false))
        guard case .presented(.alert, let title?, true)? = expectation(#"see alert "Delete contact?""#) else { return XCTFail() }
        XCTAssertEqual(title.value, "Delete contact?")
        XCTAssertEqual(title.span.startColumn, 12)
        guard case .navigationTitle(let navigationTitle)? = expectation(#"see navigation title "Contacts""#) else { return XCTFail() }
        XCTAssertEqual(navigationTitle.value, "Contacts")
        XCTAssertEqual(expectation(#"see tab "Settings" selected"#), .selectedTab(.label("Settings")))
        guard case .backButton(let back)? = expectation(#"see back button "Contacts""#) else { return XCTFail() }
        XCTAssertEqual(back.value, "Contacts")
        // A quoted "alert" is still a text.
        guard case .text? = expectation(#"see "alert""#) else { return XCTFail() }
    }

    func testMistakesAreLocatedWithSuggestions() {
        var (_, problems) = parse("go bak")
        XCTAssertEqual(problems.first?.message, "expected 'back', found 'bak'; did you mean 'back'?")
        XCTAssertEqual(problems.first?.location?.column, 4)
        (_, problems) = parse(#"selct tab "Settings""#)
        XCTAssertEqual(problems.first?.message, "unknown step 'selct'; did you mean 'select'?")
        (_, problems) = parse(#"see tab "Settings" selcted"#)
        XCTAssertEqual(problems.first?.message, "expected 'selected', found 'selcted'; did you mean 'selected'?")
        (_, problems) = parse("see navigation \"Contacts\"")
        XCTAssertEqual(problems.first?.message, "expected 'title', found \"Contacts\"")
        (_, problems) = parse(#"see alret "Delete?""#)
        XCTAssertEqual(
            problems.first?.message,
            "expected a quoted text, a #identifier or an element kind (slider, toggle, …) after 'see', found 'alret'; did you mean 'alert'?"
        )
        (_, problems) = parse("see alert Delete")
        XCTAssertEqual(problems.first?.message, "expected the alert's title in quotes, found 'Delete'")
    }

    // MARK: Checking

    func screen(alert: String?, title: String, tabs: [(String, Bool)] = []) -> ScreenNode {
        var children = [
            ScreenNode(
                role: .group, label: title, style: ScreenStyle(kind: .navigationStack),
                children: [
                    ScreenNode(role: .navigationBar, label: title),
                    ScreenNode(role: .button, label: "Delete Contact"),
                ])
        ]
        if !tabs.isEmpty {
            children.append(ScreenNode(role: .tabBar, children: tabs.map { ScreenNode(role: .tab, label: $0.0, isSelected: $0.1) }))
        }
        if let alert {
            children.append(
                ScreenNode(
                    role: .alert, label: alert, value: "This cannot be undone.",
                    children: [
                        ScreenNode(role: .button, label: "Cancel"), ScreenNode(role: .button, label: "Delete"),
                    ]))
        }
        return ScreenNode(role: .screen, children: children)
    }

    func evaluate(_ code: String, _ screens: [ScreenNode]) -> ExpectationMatcher.Evaluation {
        let (checkpoint, problems) = parse(code)
        XCTAssertEqual(problems, [])
        let response = LessonResponse(
            initial: StepReport(screen: screens[0], bodyEvaluations: 1),
            steps: screens.dropFirst().map { StepReport(screen: $0, bodyEvaluations: 1) })
        return ExpectationMatcher.evaluate(checkpoint, exampleName: "contacts", response: response)
    }

    func testPresentedTitlesAndTabsAreChecked() {
        let passing = evaluate(
            """
            see no alert
            see navigation title "Contacts"
            see tab "Contacts" selected
            tap "Delete Contact"
            see alert "Delete contact?"
            see "This cannot be undone."
            see no dialog
            """,
            [
                screen(alert: nil, title: "Contacts", tabs: [("Contacts", true), ("Settings", false)]),
                screen(alert: "Delete contact?", title: "Contacts"),
            ])
        XCTAssertEqual(passing.diagnostics, [])

        let drifting = evaluate(
            """
            see alert
            see navigation title "Contact"
            see tab "Settings" selected
            see alert "Remove contact?"
            """, [screen(alert: "Delete contact?", title: "Contacts", tabs: [("Contacts", true), ("Settings", false)])])
        XCTAssertEqual(drifting.diagnostics.count, 3)
        XCTAssertEqual(drifting.diagnostics.map { $0.location?.line }, [21, 22, 23])
        XCTAssertTrue(drifting.diagnostics[1].notes.contains("observed: tab \"Contacts\" selected"), "\(drifting.diagnostics[1].notes)")
        XCTAssertTrue(drifting.diagnostics[2].notes.contains("observed: alert \"Delete contact?\""))
        // The title drifts are rewritable; which tab is selected is not a literal to rewrite.
        XCTAssertEqual(
            drifting.edits.map(\.replacement), ["\"Contacts\"", "\"Delete contact?\""].map { String($0.dropFirst().dropLast()) })
    }
}
