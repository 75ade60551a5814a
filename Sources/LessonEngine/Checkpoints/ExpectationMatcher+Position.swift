import Diagnostics
import LessonProtocol

extension ExpectationMatcher {
    struct PositionOutcome {
        var passed = false
        var expectedValue = ""
        var observedValue: String?
        var observedDescription: String?
        var edit: SourceEdit?
    }

    /// `see "Row 5" at y 236`: the element's frame starts within a point of this, as a UI test
    /// compares frames a point apart (text widths are estimated; heights and positions follow the
    /// layout rules, see `PointLayout.swift`).
    static func checkPosition(_ expectation: Expectation, _ screen: ScreenNode) -> PositionOutcome {
        var outcome = PositionOutcome()
        guard case .position(let locator, let axis, let points, let written, let number) = expectation else { return outcome }
        outcome.expectedValue = ScreenAxis.points(points)
        guard let node = find(locator, in: screen.reachableScope.flattened) else {
            outcome.observedDescription = "no \(locator) on the screen"
            return outcome
        }
        guard let frame = node.frame else {
            outcome.observedDescription = "\(describe(node)) has no place on the screen"
            return outcome
        }
        let observed = axis == .x ? frame.x : frame.y
        let shown = ScreenAxis.points(observed)
        outcome.observedValue = shown
        outcome.observedDescription = "\(describe(node)) at \(axis.rawValue) \(shown)"
        outcome.passed = abs(observed - points) <= 1
        if !outcome.passed { outcome.edit = SourceEdit(span: number, original: written, replacement: shown) }
        return outcome
    }
}
