import Diagnostics
import LessonProtocol

extension ExpectationMatcher {
    struct ListEditingOutcome {
        var passed = false
        var expectedValue = ""
        var observedValue: String?
        var observedDescription: String?
        var edit: SourceEdit?
    }

    /// `see rows …` and `see … focused`.
    static func checkListEditing(_ expectation: Expectation, report: StepReport) -> ListEditingOutcome {
        var outcome = ListEditingOutcome()
        let scope = report.screen.reachableScope
        switch expectation {
        case .rows(let expected, let sectionName):
            outcome.expectedValue = expected.map(\.value).joined(separator: ", ")
            let container: ScreenNode?
            if let sectionName {
                container = scope.flattened.first { $0.role == .section && glob(sectionName, $0.label ?? "") }
                    .map { ScreenNode(role: .list, children: [$0]) }
                if container == nil {
                    outcome.observedDescription = "no section \(quote(sectionName)) on the screen"
                    return outcome
                }
            } else {
                container = scope
            }
            guard let rows = container?.listRows else {
                outcome.observedDescription = "no list on the screen"
                return outcome
            }
            let names = rows.map { $0.rowText ?? "" }
            outcome.observedValue = names.joined(separator: ", ")
            outcome.observedDescription = names.isEmpty ? "an empty list" : "rows " + names.map(quote).joined(separator: ", ")
            outcome.passed = names.count == expected.count && zip(expected, names).allSatisfy { glob($0.value, $1) }
            // `--update` rewrites the names when the count is the same and only the texts drifted.
            if !outcome.passed, names.count == expected.count, let firstWrong = zip(expected, names).first(where: { !glob($0.value, $1) }),
               !firstWrong.0.value.contains("*") {
                outcome.edit = SourceEdit(span: firstWrong.0.span, original: firstWrong.0.raw, replacement: SourceEdit.quoted(firstWrong.1))
            }
        case .focused(let locator):
            outcome.expectedValue = "focused"
            let focused = scope.flattened.first { $0.style.focused }
            if let node = find(locator, in: scope.flattened) {
                outcome.passed = node.style.focused
                outcome.observedValue = outcome.passed ? "focused" : "not focused"
            }
            outcome.observedDescription = focused.map { "focus in \(describe($0))" } ?? "no field has focus"
        default:
            break
        }
        return outcome
    }
}
