import LessonProtocol
import XCTest

@testable import SiteBuilder

/// What an action changed between two observed screens, in words and as marks on the drawing.
final class ScreenChangesTests: XCTestCase {
    func screen(_ children: [ScreenNode]) -> ScreenNode {
        ScreenNode(role: .screen, children: [ScreenNode(role: .stack, style: ScreenStyle { $0.axis = .vertical }, children: children)])
    }

    func text(_ label: String) -> ScreenNode { ScreenNode(role: .text, label: label) }
    func button(_ label: String, enabled: Bool = true) -> ScreenNode { ScreenNode(role: .button, label: label, isEnabled: enabled) }

    func testATextWhoseTextChangedReadsAsOneChangeAndIsMarked() {
        let before = screen([text("Tickets"), text("Total: $24.00"), button("Add one")])
        let after = screen([text("Tickets"), text("Total: $26.40"), button("Add one")])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(changes.changes, [.init(kind: .changed, words: "“Total: $24.00” → “Total: $26.40”")])
        XCTAssertEqual(changes.marks, [.init(node: text("Total: $26.40"), occurrence: 0, kind: .changed)])
        XCTAssertTrue(changes.html.contains("Changed:</span> “Total: $24.00” → “Total: $26.40”."), changes.html)
        let drawn = draw(after, changes)
        XCTAssertTrue(drawn.contains("<span data-change=\"changed\" class=\"text\">Total: $26.40</span>"), drawn)
        XCTAssertEqual(drawn.components(separatedBy: "data-change").count, 2, "only the changed text is marked")
    }

    /// A screen read mid-animation is drawn part of the way there: what turned or moved changed,
    /// whether it turned itself or inside a turned container.
    func testWhatTurnsOrMovesInTheDrawingIsAChange() {
        func needle(_ degrees: Double?) -> ScreenNode {
            ScreenNode(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .path
                    $0.rotation = degrees
                })
        }
        let turned = ScreenChanges(from: screen([needle(nil), text("N")]), to: screen([needle(45), text("N")]))
        XCTAssertEqual(turned.changes, [.init(kind: .changed, words: "a shape turned to 45°")])
        XCTAssertEqual(turned.marks.count, 1)

        func dial(_ offset: String?) -> ScreenNode {
            ScreenNode(role: .stack, style: ScreenStyle { $0.offset = offset }, children: [text("Dial")])
        }
        let moved = ScreenChanges(from: screen([dial(nil)]), to: screen([dial("120 0")]))
        XCTAssertEqual(moved.changes, [.init(kind: .changed, words: "“Dial” drawn differently")], "the text moved with its stack")
        XCTAssertTrue(ScreenChanges(from: screen([dial("120 0")]), to: screen([dial("120 0")])).isEmpty)
    }

    func testAnElementThatAppearedIsNamedAndMarkedAndTheRestIsNot() {
        let before = screen([text("Milk"), text("Eggs")])
        let after = screen([text("Bread"), text("Milk"), text("Eggs")])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(changes.changes, [.init(kind: .appeared, words: "“Bread”")], "a row added on top is one row, not three changes")
        XCTAssertEqual(changes.marks.map(\.kind), [.appeared])
        XCTAssertTrue(draw(after, changes).contains("<span data-change=\"appeared\" class=\"text\">Bread</span>"))
    }

    func testARemovedElementIsNamedInWordsOnly() {
        let before = screen([text("Milk"), text("Eggs"), button("Delete")])
        let after = screen([text("Milk"), button("Delete")])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(changes.changes, [.init(kind: .disappeared, words: "“Eggs”")])
        XCTAssertEqual(changes.marks, [], "what is gone cannot be marked on the screen after")
        XCTAssertTrue(changes.html.contains("Disappeared:</span> “Eggs”."), changes.html)
    }

    func testAControlBecomingDisabledOrEnabled() {
        let before = screen([text("Quantity: 9"), button("Add one")])
        let after = screen([text("Quantity: 10"), button("Add one", enabled: false)])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(
            changes.changes,
            [.init(kind: .changed, words: "“Quantity: 9” → “Quantity: 10”"), .init(kind: .dimmed, words: "button “Add one”")])
        XCTAssertTrue(changes.html.contains("Dimmed:</span> button “Add one”."), changes.html)
        let drawn = TranscriptRenderer.markingDimmedControls(draw(after, changes))
        XCTAssertTrue(drawn.contains("data-change=\"dimmed\" class=\"button automatic disabled\" aria-disabled=\"true\""), drawn)
        let back = ScreenChanges(from: after, to: before)
        XCTAssertEqual(back.changes.last, .init(kind: .enabled, words: "button “Add one”"))
    }

    func testASwitchTurnedOnAndATabSelected() {
        let tabs = { (selected: String) in
            ScreenNode(
                role: .tabBar,
                children: ["Home", "Settings"].map { ScreenNode(role: .tab, label: $0, isSelected: $0 == selected) })
        }
        let toggle = { (on: Bool) in ScreenNode(role: .toggle, label: "Wi-Fi", value: on ? "on" : "off") }
        let changes = ScreenChanges(from: screen([toggle(false), tabs("Home")]), to: screen([toggle(true), tabs("Settings")]))
        XCTAssertEqual(
            changes.changes,
            [
                .init(kind: .changed, words: "switch “Wi-Fi” off → on"), .init(kind: .deselected, words: "tab “Home”"),
                .init(kind: .selected, words: "tab “Settings”"),
            ])
        XCTAssertEqual(changes.marks.map(\.kind), [.changed, .selected], "the tab left is drawn as it always is")
    }

    func testAnAlertThatAppearsIsNamedOnceWithWhatItShows() {
        let alert = ScreenNode(
            role: .alert, label: "Delete the list?", children: [button("Delete"), ScreenNode(role: .button, label: "Cancel")])
        let changes = ScreenChanges(from: screen([text("Groceries")]), to: screen([text("Groceries"), alert]))
        XCTAssertEqual(changes.changes, [.init(kind: .appeared, words: "alert “Delete the list?” with button “Delete”, button “Cancel”")])
        let drawn = draw(screen([text("Groceries"), alert]), changes)
        XCTAssertTrue(drawn.contains("<div class=\"alert-backdrop\"></div><div data-change=\"appeared\" class=\"alert\""), drawn)
    }

    func testOfTwoEqualRowsOnlyTheOneThatAppearedIsMarked() {
        let changes = ScreenChanges(from: screen([text("Milk")]), to: screen([text("Milk"), text("Milk")]))
        XCTAssertEqual(changes.marks, [.init(node: text("Milk"), occurrence: 1, kind: .appeared)])
        let drawn = draw(screen([text("Milk"), text("Milk")]), changes)
        XCTAssertTrue(drawn.contains("<span class=\"text\">Milk</span><span data-change=\"appeared\" class=\"text\">Milk</span>"), drawn)
    }

    func testARowDraggedAboveAnotherMovedAndAStepperReadsItsValueOnce() {
        let stepper = { (count: Int) in ScreenNode(role: .stepper, label: "Quantity: \(count)", value: "\(count)") }
        let before = screen([stepper(1), text("Call Mum"), text("Book dentist"), text("Water plants")])
        let after = screen([stepper(3), text("Water plants"), text("Call Mum"), text("Book dentist")])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(
            changes.changes,
            [.init(kind: .changed, words: "stepper “Quantity: 1” → “Quantity: 3”"), .init(kind: .moved, words: "“Water plants”")])
        XCTAssertEqual(changes.marks.map(\.kind), [.changed, .moved])
    }

    func testAShapeThatAppearsAndAStepperValueThatIsNotDrawn() {
        let square = ScreenNode(
            role: .group,
            style: ScreenStyle {
                $0.kind = .rectangle
                $0.fill = "red"
                $0.accessibilityLabel = "Red square"
            })
        let stepper = { (value: String) in ScreenNode(role: .stepper, label: "Daily share", value: value) }
        let changes = ScreenChanges(from: screen([stepper("25%")]), to: screen([stepper("35%"), square]))
        XCTAssertEqual(changes.changes, [.init(kind: .appeared, words: "a rectangle “Red square”")], "a stepper shows only its label")
        XCTAssertTrue(draw(screen([stepper("35%"), square]), changes).contains("<span data-change=\"appeared\" class=\"shape rectangle\""))
    }

    func testNothingChanged() {
        let same = screen([text("Total: $24.00"), button("Add one")])
        let changes = ScreenChanges(from: same, to: same)
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(changes.marks, [])
        XCTAssertEqual(changes.html, "Nothing on the screen changed.")
        XCTAssertFalse(draw(same, changes).contains("data-change"))
    }

    func draw(_ screen: ScreenNode, _ changes: ScreenChanges) -> String {
        var renderer = ScreenRenderer()
        renderer.changeMarker = ChangeMarker(changes.marks)
        return renderer.render(screen, caption: "")
    }
}
