import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine
@testable import UITestExport

/// Checkpoints as the engine would have run them, built by hand: the parsed steps, and the screen
/// observed before each action — which says what kind of element a label names.
enum UITestFixtures {
    static let file = "content/lessons/export.md"

    static func checkpoint(_ code: String, line: Int = 10) -> Checkpoint {
        let (checkpoint, diagnostics) = CheckpointParser.parse(code, at: SourceLocation(file: file, line: line))
        precondition(diagnostics.isEmpty, "\(diagnostics)")
        return checkpoint
    }

    /// A transcript whose every screen is `screen` (or the given screens after each action).
    static func transcript(
        _ code: String, example: String = "app", screen: ScreenNode, after: [ScreenNode]? = nil, line: Int = 10
    ) -> CheckpointTranscript {
        let parsed = checkpoint(code, line: line)
        let actionCount = parsed.steps.filter { if case .action = $0 { true } else { false } }.count
        let screens = after ?? Array(repeating: screen, count: actionCount)
        let steps = parsed.steps.compactMap { step -> ActionStep? in
            if case .action(let action) = step { return action }
            return nil
        }.enumerated().map { index, action in
            TranscriptStep(
                action: action.text, location: action.location, screen: screens[min(index, screens.count - 1)],
                bodyEvaluations: 1, error: nil, checks: [])
        }
        return CheckpointTranscript(
            exampleName: example, checkpoint: parsed, location: parsed.location, initialScreen: screen,
            initialBodyEvaluations: 1, initialChecks: [], steps: steps, error: nil)
    }

    /// A form with one of each control, as the runtime reports them.
    static let form = ScreenNode(
        role: .screen,
        children: [
            ScreenNode(role: .text, label: "Quantity: 2", identifier: "quantity"),
            ScreenNode(role: .button, label: "Add one"),
            ScreenNode(role: .toggle, label: "Reminders", value: "off"),
            ScreenNode(role: .textField, label: "Name", value: ""),
            secure(ScreenNode(role: .textField, label: "Password", value: "")),
            ScreenNode(role: .stepper, label: "Guests", value: "2"),
            sliderNode,
            picker("Tip", .segmented), picker("Size", .wheel), picker("Flavour", .menu),
            ScreenNode(role: .datePicker, label: "Due", value: "Mar 14, 2025"),
            ScreenNode(role: .navigationBar, label: "Order"),
        ])

    static var sliderNode: ScreenNode {
        var style = ScreenStyle()
        style.minimum = 0
        style.maximum = 200
        return ScreenNode(role: .slider, label: "Volume", value: "50", style: style)
    }

    static func secure(_ node: ScreenNode) -> ScreenNode {
        var node = node
        node.style.secure = true
        return node
    }

    static func picker(_ label: String, _ style: ScreenStyle.PickerStyle) -> ScreenNode {
        var node = ScreenNode(role: .picker, label: label, value: "A", options: ["A", "B"])
        node.style.pickerStyle = style
        return node
    }

    static func suite(_ transcripts: [CheckpointTranscript], projectExample: String = "app") -> UITestSuite {
        UITestSuite(
            projectName: "Orders", lessonFile: file, projectExample: projectExample, transcripts: transcripts, locale: "en_US")
    }
}
