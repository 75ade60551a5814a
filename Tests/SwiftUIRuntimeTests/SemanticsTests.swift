import LessonProtocol
import XCTest

@testable import SwiftUI

// MARK: - Views used by the semantics tests

private struct CounterRow: View {
    let title: String
    @State private var count = 0
    var body: some View {
        Button("\(title): \(count)") { count += 1 }
    }
}

/// Re-evaluates its body on every tap of "Bump" without touching the counter's state.
private struct IdentityHost: View {
    @State private var bumps = 0
    var body: some View {
        VStack {
            Text("Bumps: \(bumps)")
            Button("Bump") { bumps += 1 }
            CounterRow(title: "Row")
        }
    }
}

private struct ConditionalHost: View {
    @State private var showsRow = true
    var body: some View {
        VStack {
            Toggle("Show row", isOn: $showsRow)
            if showsRow {
                CounterRow(title: "Row")
            } else {
                Text("Hidden")
            }
        }
    }
}

private struct BindingEditor: View {
    @Binding var value: Int
    var body: some View {
        Button("Increase") { value += 1 }
    }
}

private struct BindingReader: View {
    let value: Int
    var body: some View { Text("Reader: \(value)") }
}

private struct BindingOwner: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("Owner: \(value)")
            BindingEditor(value: $value)
            BindingReader(value: value)
        }
    }
}

@Observable
private final class Scoreboard {
    var home = 0
    var away = 0
}

private struct HomeScore: View {
    let board: Scoreboard
    var body: some View { Text("Home: \(board.home)") }
}

private struct AwayScore: View {
    let board: Scoreboard
    var body: some View { Text("Away: \(board.away)") }
}

private struct ScoreboardView: View {
    @State private var board = Scoreboard()
    var body: some View {
        VStack {
            HomeScore(board: board)
            AwayScore(board: board)
            Button("Home scores") { board.home += 1 }
            Button("Away scores") { board.away += 1 }
        }
    }
}

private struct DisabledForm: View {
    @State private var isLocked = true
    @State private var name = ""
    @State private var agrees = false
    var body: some View {
        VStack {
            Toggle("Locked", isOn: $isLocked)
            Form {
                Section("Details") {
                    TextField("Name", text: $name)
                    Toggle("Agree", isOn: $agrees)
                    HStack { Button("Save") {} }
                }
            }
            .disabled(isLocked)
        }
    }
}

private struct SheetWithDismiss: View {
    @State private var isShowing = false
    var body: some View {
        VStack {
            Text(isShowing ? "Presented" : "Not presented")
            Button("Open") { isShowing = true }
                .sheet(isPresented: $isShowing) { DismissingContent() }
        }
    }
}

private struct DismissingContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

private struct ChangeWatcher: View {
    @State private var value = 0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Change") { value += 1 }
            Text("Log: \(log.joined(separator: ","))")
        }
        .onChange(of: value) { old, new in log.append("\(old)->\(new)") }
        .onAppear { log.append("appeared") }
    }
}

// MARK: - Tests

final class SemanticsTests: XCTestCase {
    func testStateBelongsToStructuralIdentityAndSurvivesBodyReevaluation() throws {
        let host = HeadlessHost(IdentityHost())
        try host.perform(.tap(.label("Row: *")))
        try host.perform(.tap(.label("Row: *")))
        XCTAssertTrue(host.screen.contains(text: "Row: 2"))
        let before = host.bodyEvaluations(of: IdentityHost.self)
        try host.perform(.tap(.label("Bump")))
        try host.perform(.tap(.label("Bump")))
        XCTAssertEqual(host.bodyEvaluations(of: IdentityHost.self), before + 2)
        XCTAssertTrue(host.screen.contains(text: "Bumps: 2"))
        XCTAssertTrue(host.screen.contains(text: "Row: 2"), "the row's state survived its parent's re-evaluations")
    }

    func testStateTakesItsInitialValueOnce() throws {
        let host = HeadlessHost(Parent())
        XCTAssertTrue(host.screen.contains(text: "Child: 0"))
        try host.perform(.increment(.label("Parent: *")))
        try host.perform(.increment(.label("Parent: *")))
        XCTAssertEqual(host.screen.first(role: .stepper)?.label, "Parent: 2")
        XCTAssertEqual(host.screen.first(role: .stepper)?.value, "2")
        XCTAssertTrue(host.screen.contains(text: "Child: 0"), "the child's @State ignores later inputs")
    }

    func testStateIsDiscardedWhenItsViewLeavesTheHierarchy() throws {
        let host = HeadlessHost(ConditionalHost())
        try host.perform(.tap(.label("Row: *")))
        try host.perform(.tap(.label("Row: *")))
        XCTAssertTrue(host.screen.contains(text: "Row: 2"))
        try host.perform(.toggle(.label("Show row")))
        XCTAssertTrue(host.screen.contains(text: "Hidden"))
        XCTAssertFalse(host.screen.contains(text: "Row: 2"))
        try host.perform(.toggle(.label("Show row")))
        XCTAssertTrue(host.screen.contains(text: "Row: 0"), "the row came back with fresh state")
    }

    func testBindingWriteReachesItsOwnerAndEveryReaderUpdates() throws {
        let host = HeadlessHost(BindingOwner())
        try host.perform(.tap(.label("Increase")))
        try host.perform(.tap(.label("Increase")))
        XCTAssertTrue(host.screen.contains(text: "Owner: 2"))
        XCTAssertTrue(host.screen.contains(text: "Reader: 2"))
    }

    func testObservableModelInStateUpdatesExactlyTheViewsThatReadIt() throws {
        let host = HeadlessHost(ScoreboardView())
        XCTAssertEqual(host.bodyEvaluations(of: ScoreboardView.self), 1)
        XCTAssertEqual(host.bodyEvaluations(of: HomeScore.self), 1)
        XCTAssertEqual(host.bodyEvaluations(of: AwayScore.self), 1)

        try host.perform(.tap(.label("Home scores")))
        XCTAssertTrue(host.screen.contains(text: "Home: 1"))
        XCTAssertEqual(host.bodyEvaluations(of: HomeScore.self), 2)
        XCTAssertEqual(host.bodyEvaluations(of: AwayScore.self), 1, "AwayScore does not read home")
        XCTAssertEqual(host.bodyEvaluations(of: ScoreboardView.self), 1, "the owner reads no score")

        try host.perform(.tap(.label("Away scores")))
        try host.perform(.tap(.label("Away scores")))
        XCTAssertTrue(host.screen.contains(text: "Away: 2"))
        XCTAssertEqual(host.bodyEvaluations(of: HomeScore.self), 2)
        XCTAssertEqual(host.bodyEvaluations(of: AwayScore.self), 3)
        XCTAssertEqual(host.bodyEvaluations(of: ScoreboardView.self), 1)
    }

    func testDisabledAppliesToEveryControlInside() throws {
        let host = HeadlessHost(DisabledForm())
        for label in ["Name", "Agree", "Save"] {
            XCTAssertEqual(host.screen.flattened.first { $0.label == label && $0.role != .text }?.isEnabled, false, label)
        }
        XCTAssertEqual(host.screen.first("Locked")?.isEnabled, true)
        XCTAssertEqual(
            host.error(performing: .tap(.label("Save"))),
            "'Save' is disabled by .disabled(true) on the enclosing Form")
        try host.perform(.toggle(.label("Locked")))
        for label in ["Name", "Agree", "Save"] {
            XCTAssertEqual(host.screen.flattened.first { $0.label == label && $0.role != .text }?.isEnabled, true, label)
        }
        try host.perform(.toggle(.label("Agree")))
        XCTAssertEqual(host.screen.first("Agree")?.value, "on")
    }

    func testDismissingASheetSetsItsBindingBackToFalse() throws {
        let host = HeadlessHost(SheetWithDismiss())
        try host.perform(.tap(.label("Open")))
        XCTAssertTrue(host.screen.contains(text: "Presented"))
        XCTAssertEqual(host.screen.children.last?.role, .sheet)
        try host.perform(.dismissSheet)
        XCTAssertTrue(host.screen.contains(text: "Not presented"))
        XCTAssertNil(host.screen.first(role: .sheet))

        // dismiss() from inside the sheet goes through the same binding.
        try host.perform(.tap(.label("Open")))
        try host.perform(.tap(.label("Done")))
        XCTAssertTrue(host.screen.contains(text: "Not presented"))
        XCTAssertNil(host.screen.first(role: .sheet))
        XCTAssertEqual(host.error(performing: .dismissSheet), "No sheet is presented, so there is nothing to dismiss.")
    }

    func testBodyIsEvaluatedAgainAfterEachChange() throws {
        let host = HeadlessHost(StateCardCountView())
        XCTAssertEqual(host.bodyEvaluations, 1)
        try host.perform(.tap(.label("Count: 0")))
        XCTAssertEqual(host.bodyEvaluations, 2)
        try host.perform(.tap(.label("Count: 1")))
        XCTAssertEqual(host.bodyEvaluations, 3)
        // Writing the same value again is not a change.
        let ticket = HeadlessHost(TicketCounterView())
        try ticket.perform(.tap(.label("Reset")))
        XCTAssertEqual(ticket.bodyEvaluations, 1)
    }

    func testOnChangeAndOnAppearRunAfterUpdates() throws {
        let host = HeadlessHost(ChangeWatcher())
        XCTAssertTrue(host.screen.contains(text: "Log: appeared"))
        try host.perform(.tap(.label("Change")))
        XCTAssertTrue(host.screen.contains(text: "Log: appeared,0->1"))
    }

    func testTextInterpolationFollowsTheLocale() {
        struct Numbers: View {
            var body: some View {
                VStack {
                    Text("Year \(2024)")
                    Text("\(3.5)")
                    Text("\(3.14159, specifier: "%.2f")")
                    Text(Decimal(string: "1234.5")!, format: .currency(code: "EUR"))
                    Text(verbatim: "\(2024)")
                }
            }
        }
        XCTAssertEqual(
            HeadlessHost(Numbers()).screen.children.first?.children.map(\.label),
            ["Year 2,024", "3.500000", "3.14", "€1,234.50", "2024"])
        let german = HeadlessHost(Numbers(), locale: Locale(identifier: "de_DE")).screen
        XCTAssertEqual(german.children.first?.children[3].label, "1.234,50\u{00A0}€")
    }
}
