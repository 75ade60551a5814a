import LessonProtocol
import XCTest

@testable import SwiftUI

/// The course's own examples, compiled as printed, driven the way their lessons describe.
final class SeedExampleTests: XCTestCase {
    func testTicketCounterCountsUpToFourThenResets() throws {
        let host = HeadlessHost(TicketCounterView())
        var screen = host.screen
        XCTAssertTrue(screen.contains(text: "Quantity: 1"))
        XCTAssertTrue(screen.contains(text: "Total: 12"))
        XCTAssertEqual(screen.first(id: "removeTicket")?.isEnabled, false)
        XCTAssertEqual(screen.first(id: "addTicket")?.isEnabled, true)

        try host.perform(.tap(.label("Add one")))
        screen = host.screen
        XCTAssertTrue(screen.contains(text: "Quantity: 2"))
        XCTAssertTrue(screen.contains(text: "Total: 24"))

        try host.perform(.tap(.label("Add one")))
        try host.perform(.tap(.identifier("addTicket")))
        screen = host.screen
        XCTAssertTrue(screen.contains(text: "Quantity: 4"))
        XCTAssertTrue(screen.contains(text: "Total: 48"))
        XCTAssertEqual(screen.first(id: "addTicket")?.isEnabled, false)
        XCTAssertEqual(screen.first(id: "removeTicket")?.isEnabled, true)

        try host.perform(.tap(.label("Reset")))
        screen = host.screen
        XCTAssertTrue(screen.contains(text: "Quantity: 1"))
        XCTAssertTrue(screen.contains(text: "Total: 12"))
        XCTAssertEqual(screen.first(id: "removeTicket")?.isEnabled, false)
        XCTAssertEqual(screen.first(id: "addTicket")?.isEnabled, true)
    }

    func testTicketCounterScreenFacts() {
        let screen = HeadlessHost(TicketCounterView()).screen
        let stack = screen.children.first
        XCTAssertEqual(stack?.role, .stack)
        XCTAssertEqual(stack?.style.axis, .vertical)
        XCTAssertEqual(stack?.style.spacing, 24)
        XCTAssertEqual(stack?.style.padding, "24")
        XCTAssertEqual(
            screen.first("Tickets")?.style,
            ScreenStyle {
                $0.font = "largeTitle"
                $0.weight = "bold"
            })
        XCTAssertEqual(screen.first("Quantity: 1")?.style.font, "title")
        XCTAssertEqual(screen.first("Choose between 1 and 4 tickets.")?.style.font, "caption")
        let add = screen.first(id: "addTicket")
        XCTAssertEqual(add?.role, .button)
        XCTAssertEqual(add?.label, "Add one")
        XCTAssertEqual(add?.style.buttonStyle, "bordered")
        XCTAssertNil(screen.first(id: "resetTickets")?.style.buttonStyle)
        XCTAssertEqual(
            screen.labels,
            [
                "Tickets", "Quantity: 1", "Total: 12", "Remove one", "Add one", "Reset",
                "Choose between 1 and 4 tickets.",
            ])
    }

    func testReadingButtonTogglesBothWays() throws {
        let host = HeadlessHost(ReadingButtonView())
        XCTAssertEqual(host.screen.first(id: "saveStatus")?.label, "Not saved")
        XCTAssertEqual(host.screen.first(id: "bookmarkAction")?.label, "Save article")
        XCTAssertEqual(host.screen.first(id: "bookmarkAction")?.style.systemImage, "bookmark")
        XCTAssertEqual(host.screen.first(id: "bookmarkAction")?.style.buttonStyle, "borderedProminent")

        try host.perform(.tap(.label("Save article")))
        XCTAssertEqual(host.screen.first(id: "saveStatus")?.label, "Saved to reading list")
        XCTAssertEqual(host.screen.first(id: "bookmarkAction")?.label, "Remove bookmark")
        XCTAssertEqual(host.screen.first(id: "bookmarkAction")?.style.systemImage, "bookmark.fill")

        try host.perform(.tap(.identifier("bookmarkAction")))
        XCTAssertEqual(host.screen.first(id: "saveStatus")?.label, "Not saved")
        XCTAssertEqual(host.screen.first(id: "bookmarkAction")?.label, "Save article")
        XCTAssertFalse(host.screen.contains(text: "Saved to reading list"))
    }

    func testTipSplitterStartsWithAnEmptyState() {
        let screen = HeadlessHost(TipSplitterView()).screen
        let empty = screen.first(role: .contentUnavailable)
        XCTAssertEqual(empty?.label, "Enter a bill")
        XCTAssertEqual(empty?.style.systemImage, "dollarsign.circle")
        XCTAssertEqual(empty?.style.description, "Type a subtotal to see the split.")
        XCTAssertFalse(screen.flattened.contains { ($0.value ?? "").contains("$0.00") || ($0.label ?? "").contains("$0.00") })
        let field = screen.first(role: .textField)
        XCTAssertEqual(field?.label, "Subtotal")
        XCTAssertEqual(field?.value, "")
        XCTAssertEqual(field?.style.placeholder, "Subtotal")
        XCTAssertEqual(field?.style.keyboardType, "decimalPad")
        let picker = screen.first(role: .picker)
        XCTAssertEqual(picker?.value, "20%")
        XCTAssertEqual(picker?.options, ["15%", "18%", "20%", "25%"])
        XCTAssertEqual(picker?.style.pickerStyle, .segmented)
        XCTAssertEqual(screen.first(role: .stepper)?.label, "Party of 1")
        XCTAssertEqual(screen.first(role: .stepper)?.value, "1")
        XCTAssertEqual(screen.children.first?.role, .form)
        XCTAssertEqual(screen.children.first?.children.map(\.label), ["Bill", "Tip", "Party", nil])
    }

    func testTipSplitterCanonicalCase() throws {
        let host = HeadlessHost(TipSplitterView())
        try host.perform(.type(text: "73.40", into: .label("Subtotal")))
        XCTAssertEqual(host.screen.first(role: .textField)?.value, "$73.40")
        XCTAssertNil(host.screen.first(role: .contentUnavailable))
        try host.perform(.pick(option: "20%", in: .label("Tip percentage")))
        try host.perform(.increment(.label("Party of *")))
        try host.perform(.increment(.label("Party of *")))
        let screen = host.screen
        XCTAssertEqual(screen.first(role: .stepper)?.label, "Party of 3")
        XCTAssertEqual(screen.first("Tip", role: .labeledContent)?.value, "$14.68")
        XCTAssertEqual(screen.first("Total", role: .labeledContent)?.value, "$88.08")
        XCTAssertEqual(screen.first("Per person", role: .labeledContent)?.value, "$29.36")
        XCTAssertEqual(screen.first("Per person", role: .labeledContent)?.style.font, "headline")
        XCTAssertEqual(screen.first("Result")?.role, .section)
    }

    func testTipSplitterPartyNeverBelowOne() throws {
        // At the bounds of 1...50 the stepper's − (then +) is disabled, as on a device: the step fails.
        let host = HeadlessHost(TipSplitterView())
        XCTAssertNotNil(host.error(performing: .decrement(.label("Party of *"))))
        XCTAssertEqual(host.screen.first(role: .stepper)?.value, "1")
        XCTAssertEqual(host.screen.first(role: .stepper)?.style.decrementDisabled, true)
        for _ in 0..<49 { try host.perform(.increment(.label("Party of *"))) }
        XCTAssertEqual(host.screen.first(role: .stepper)?.value, "50")
        XCTAssertNotNil(host.error(performing: .increment(.label("Party of *"))))
        XCTAssertEqual(host.screen.first(role: .stepper)?.value, "50")
    }

    func testTipSplitterFieldParsesLikeTheRealControl() throws {
        let host = HeadlessHost(TipSplitterView())
        try host.perform(.type(text: "$73.40", into: .label("Subtotal")))
        XCTAssertEqual(host.screen.first(role: .textField)?.value, "$73.40")
        try host.perform(.type(text: "lots", into: .label("Subtotal")))
        XCTAssertEqual(host.screen.first(role: .textField)?.value, "$73.40", "unparseable text keeps the old value")
        try host.perform(.pick(option: "15%", in: .label("Tip percentage")))
        XCTAssertEqual(host.screen.first("Tip", role: .labeledContent)?.value, "$11.01")
        try host.perform(.type(text: "", into: .label("Subtotal")))
        XCTAssertEqual(host.screen.first(role: .textField)?.value, "")
        XCTAssertNotNil(host.screen.first(role: .contentUnavailable), "an empty field is nil again")
    }

    func testStateCardCountButton() throws {
        let host = HeadlessHost(StateCardCountView())
        try host.perform(.tap(.label("Count: *")))
        try host.perform(.tap(.label("Count: *")))
        XCTAssertEqual(host.screen.first(role: .button)?.label, "Count: 2")
    }

    func testStateCardSheetIsShownAndDismissedThroughItsBinding() throws {
        let host = HeadlessHost(StateCardSheetView())
        XCTAssertNil(host.screen.first(role: .sheet))
        try host.perform(.tap(.label("Show details")))
        let sheet = try XCTUnwrap(host.screen.children.last)
        XCTAssertEqual(sheet.role, .sheet)
        XCTAssertEqual(sheet.style.detents, "medium")
        XCTAssertEqual(
            sheet.first("Order #1042")?.style,
            ScreenStyle {
                $0.font = "title2"
                $0.weight = "bold"
            })
        XCTAssertEqual(sheet.first("Arriving Thursday")?.style.foreground, "secondary")

        try host.perform(.dismissSheet)
        XCTAssertNil(host.screen.first(role: .sheet))
        // The binding went back to false: showing again works, and the Close button dismisses too.
        try host.perform(.tap(.label("Show details")))
        XCTAssertNotNil(host.screen.first(role: .sheet))
        try host.perform(.tap(.label("Close")))
        XCTAssertNil(host.screen.first(role: .sheet))
    }

    func testStateCardDraftStructFields() throws {
        let host = HeadlessHost(StateCardDraftView())
        try host.perform(.type(text: "Pay rent", into: .label("Title")))
        XCTAssertTrue(host.screen.contains(text: "Pay rent"))
        XCTAssertEqual(host.screen.first(role: .toggle)?.value, "off")
        try host.perform(.toggle(.label("Urgent")))
        XCTAssertEqual(host.screen.first(role: .toggle)?.value, "on")
        XCTAssertTrue(host.screen.contains(text: "🔥 Pay rent"))
        XCTAssertEqual(host.screen.first("🔥 Pay rent")?.style.font, "headline")
        XCTAssertEqual(host.screen.children.first?.style.frame, "maxWidth 280")
        XCTAssertEqual(host.screen.children.first?.style.alignment, "leading")
        XCTAssertEqual(host.screen.first(role: .textField)?.style.textFieldStyle, .roundedBorder)
    }

    func testStateCardGotchaChildIgnoresLaterInputs() throws {
        let host = HeadlessHost(Parent())
        try host.perform(.increment(.label("Parent: *")))
        XCTAssertEqual(host.screen.first(role: .stepper)?.label, "Parent: 1")
        XCTAssertTrue(host.screen.contains(text: "Child: 0"))
    }
}
