import LessonProtocol
import XCTest

@testable import SiteBuilder

/// The phone drawing against what an iPhone shows: a sheet at its resting detent with a grabber
/// only when it can be dragged, a stepper's disabled half, the caret after typed text, the keyboard
/// while a field has focus, symbols drawn and sized by their font.
final class DeviceDrawingTests: XCTestCase {
    private func draw(_ children: [ScreenNode]) -> String {
        ScreenRenderer().render(ScreenNode(role: .screen, children: children), caption: "screen")
    }

    private func sheet(_ style: ScreenStyle) -> String {
        draw([
            ScreenNode(role: .text, label: "Beneath"),
            ScreenNode(role: .sheet, style: style, children: [ScreenNode(role: .text, label: "Inside")]),
        ])
    }

    func testASheetIsDrawnAtTheDetentItRestsAtWithAGrabberOnlyWhenAsked() {
        let medium = sheet(ScreenStyle { $0.detents = "medium" })
        XCTAssertTrue(medium.contains("<div class=\"sheet partial\" style=\"height:50%\">"), medium)
        // Several detents: it rests at the smallest and shows its grabber.
        let resizable = sheet(
            ScreenStyle {
                $0.detents = "medium,large"
                $0.grabber = true
            })
        XCTAssertTrue(resizable.contains("<div class=\"sheet grabber partial\" style=\"height:50%\">"), resizable)
        let large = sheet(ScreenStyle { $0.presentation = .sheet })
        XCTAssertTrue(large.contains("<div class=\"sheet\">"), "the default detent, large, is the whole screen: \(large)")
        let fraction = sheet(ScreenStyle { $0.detents = "large,fraction 0.25" })
        XCTAssertTrue(fraction.contains("style=\"height:25%\""), fraction)
        let height = sheet(ScreenStyle { $0.detents = "height 426" })
        XCTAssertTrue(height.contains("style=\"height:50%\""), "426 of an iPhone's 852 points: \(height)")
    }

    func testAStepperAtItsBoundDrawsThatButtonDisabled() {
        let html = draw([
            ScreenNode(
                role: .stepper, label: "Guests: 1",
                style: ScreenStyle { $0.decrementDisabled = true })
        ])
        XCTAssertTrue(html.contains("<span class=\"stepper-buttons\"><span class=\"off\">−</span><span>+</span></span>"), html)
    }

    func testTheCaretFollowsTheTypedTextAndAFocusedFieldRaisesTheKeyboard() {
        let typed = draw([
            ScreenNode(
                role: .textField, label: "Name", value: "Ada",
                style: ScreenStyle {
                    $0.focused = true
                    $0.submitLabel = "done"
                })
        ])
        XCTAssertTrue(typed.contains("Ada<span class=\"caret\" aria-hidden=\"true\"></span>"), typed)
        XCTAssertTrue(typed.contains("<div class=\"keyboard\" aria-hidden=\"true\">"), typed)
        XCTAssertTrue(typed.contains("<span class=\"key wide\">done</span>"), "the return key reads the submit label")

        let empty = draw([
            ScreenNode(
                role: .textField, label: "Amount", value: "",
                style: ScreenStyle {
                    $0.focused = true
                    $0.keyboardType = "decimalPad"
                })
        ])
        XCTAssertTrue(empty.contains("<span class=\"caret\" aria-hidden=\"true\"></span><span class=\"placeholder\">Amount</span>"), empty)
        XCTAssertTrue(empty.contains("<div class=\"keyboard pad\""), "a decimal pad for .keyboardType(.decimalPad)")

        let unfocused = draw([ScreenNode(role: .textField, label: "Name", value: "Ada")])
        XCTAssertFalse(unfocused.contains("caret"))
        XCTAssertFalse(unfocused.contains("keyboard"), "no keyboard while no field has focus")
    }

    func testAFocusedFieldBeneathASheetRaisesNoKeyboard() {
        let html = draw([
            ScreenNode(role: .textField, label: "Name", value: "Ada", style: ScreenStyle { $0.focused = true }),
            ScreenNode(role: .sheet, children: [ScreenNode(role: .text, label: "Inside")]),
        ])
        XCTAssertFalse(html.contains("class=\"keyboard"), html)
    }

    func testCommonSymbolsAreDrawnAndTakeTheirFontsSize() {
        let html = draw([
            ScreenNode(
                role: .image,
                style: ScreenStyle {
                    $0.systemImage = "checklist"
                    $0.font = "largeTitle"
                })
        ])
        XCTAssertTrue(html.contains("<span class=\"icon font-largeTitle\"><span class=\"symbol drawn\" title=\"checklist\""), html)
        XCTAssertFalse(html.contains("●"), "checklist is drawn, not a dot")
        for name in ["lightbulb", "timer", "map", "cube", "list.number", "checklist.checked", "stopwatch"] {
            XCTAssertNotNil(SymbolDrawings.svg(name), name)
        }
    }
}
