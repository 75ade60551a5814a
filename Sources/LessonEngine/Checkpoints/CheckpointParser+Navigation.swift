import Diagnostics
import LessonProtocol

/// Checkpoint steps and expectations for navigation, tabs and presented alerts and dialogs:
/// `go back`, `select tab "Settings"`, `see alert "Delete contact?"`, `see no dialog`,
/// `see navigation title "Contacts"`, `see tab "Settings" selected`.
extension CheckpointParser {
    static func navigationAction(_ verb: Verb, _ rest: inout Cursor) throws -> Action {
        if verb == .go {
            try rest.word("back")
            return .goBack
        }
        try rest.word("tab")
        return .selectTab(try rest.locator())
    }

    /// Nil when the expectation is none of these (the caller goes on with the others).
    static func navigationExpectation(_ rest: inout Cursor, negated: Bool) throws -> Expectation? {
        let context = rest.context
        if rest.peekWord("alert") || rest.peekWord("dialog") {
            let role: ScreenNode.Role = rest.peekWord("alert") ? .alert : .dialog
            rest.index += 1
            guard rest.index < rest.tokens.count else { return .presented(role, title: nil, !negated) }
            let title = try rest.string(what: "the \(role == .alert ? "alert" : "dialog")'s title")
            return .presented(role, title: literal(title, context), !negated)
        }
        guard !negated else { return nil }
        if rest.peekWord("navigation") {
            rest.index += 1
            try rest.word("title")
            let title = try rest.string(what: "the navigation title")
            return .navigationTitle(literal(title, context))
        }
        if rest.peekWord("back") {
            rest.index += 1
            try rest.word("button")
            let label = try rest.string(what: "the back button's label")
            return .backButton(literal(label, context))
        }
        if rest.peekWord("tab") {
            rest.index += 1
            let locator = try rest.locator()
            try rest.word("selected")
            return .selectedTab(locator)
        }
        return nil
    }
}
