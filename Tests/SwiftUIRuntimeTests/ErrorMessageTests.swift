import LessonProtocol
import XCTest

@testable import SwiftUI

final class ErrorMessageTests: XCTestCase {
    func testDisabledElementNamesItself() throws {
        let host = HeadlessHost(TicketCounterView())
        XCTAssertEqual(host.error(performing: .tap(.label("Remove one"))), "'Remove one' is disabled")
        XCTAssertEqual(host.error(performing: .tap(.identifier("removeTicket"))), "'Remove one' is disabled")
        XCTAssertTrue(host.screen.contains(text: "Quantity: 1"), "nothing happened")
    }

    func testMissingElementListsWhatTheScreenHolds() {
        let host = HeadlessHost(TicketCounterView())
        XCTAssertEqual(
            host.error(performing: .tap(.label("Add two"))),
            "No element matches \"Add two\" to be tapped. The screen holds: button \"Remove one\" #removeTicket, "
                + "button \"Add one\" #addTicket, button \"Reset\" #resetTickets.")
        XCTAssertEqual(
            host.error(performing: .tap(.identifier("buy"))),
            "No element matches #buy to be tapped. The screen holds: button \"Remove one\" #removeTicket, "
                + "button \"Add one\" #addTicket, button \"Reset\" #resetTickets.")
    }

    func testWrongKindOfElementSaysWhatItIs() {
        let host = HeadlessHost(TicketCounterView())
        XCTAssertEqual(host.error(performing: .toggle(.label("Reset"))), "'Reset' is a button and cannot be toggled")
        XCTAssertEqual(host.error(performing: .tap(.label("Tickets"))), "'Tickets' is a text and cannot be tapped")
    }

    func testUnknownPickerOptionListsTheOptions() {
        let host = HeadlessHost(TipSplitterView())
        XCTAssertEqual(
            host.error(performing: .pick(option: "30%", in: .label("Tip percentage"))),
            "'Tip percentage' has no option \"30%\"; its options are \"15%\", \"18%\", \"20%\", \"25%\"")
    }

    func testWildcardsMatchAnyRun() {
        XCTAssertTrue(LabelPattern.matches("Party of *", "Party of 3"))
        XCTAssertTrue(LabelPattern.matches("*of*", "Party of 3"))
        XCTAssertTrue(LabelPattern.matches("*", ""))
        XCTAssertFalse(LabelPattern.matches("Party of *", "Party 3"))
        XCTAssertFalse(LabelPattern.matches("Party", "Party of 3"))
        XCTAssertTrue(LabelPattern.matches("a*b*c", "a-b-c"))
        XCTAssertFalse(LabelPattern.matches("a*b*c", "a-c-b"))
    }

    func testSheetContentIsPreferredWhenPresented() throws {
        struct Twice: View {
            @State private var isShowing = false
            @State private var taps = "none"
            var body: some View {
                VStack {
                    Text("Tapped: \(taps)")
                    Button("OK") { taps = "screen" }
                    Button("Open") { isShowing = true }
                }
                .sheet(isPresented: $isShowing) {
                    Button("OK") {
                        taps = "sheet"
                        isShowing = false
                    }
                }
            }
        }
        let host = HeadlessHost(Twice())
        try host.perform(.tap(.label("Open")))
        try host.perform(.tap(.label("OK")))
        XCTAssertTrue(host.screen.contains(text: "Tapped: sheet"))
    }
}
