import Diagnostics
import LessonProtocol

/// Checks a checkpoint's expectations against the screens a lesson process reported, and says what
/// drifted, how, and how to update it.
enum ExpectationMatcher {
    struct Evaluation: Sendable {
        var transcript: CheckpointTranscript
        /// Drift diagnostics carry the edit that would update the expectation as their fix.
        var diagnostics: [Diagnostic] = []
        /// What `--update` writes for this checkpoint: its diagnostics' fixes, in order.
        var edits: [SourceEdit] { diagnostics.flatMap(\.fixes) }
        var observations: [Observation] = []
    }

    static func evaluate(_ checkpoint: Checkpoint, exampleName: String, response: LessonResponse) -> Evaluation {
        var evaluation = Evaluation(
            transcript: CheckpointTranscript(
                exampleName: exampleName, checkpoint: checkpoint, location: checkpoint.location, initialScreen: response.initial.screen,
                initialBodyEvaluations: response.initial.bodyEvaluations, initialChecks: [], steps: [], error: nil))
        var current: StepReport? = response.initial
        var context = "the initial screen"
        var nextReport = 0
        var stopped = false

        for step in checkpoint.steps {
            switch step {
            case .action(let action):
                guard !stopped else {
                    evaluation.transcript.steps.append(
                        TranscriptStep(
                            action: action.text, location: action.location, screen: nil,
                            bodyEvaluations: nil, error: nil, checks: []))
                    continue
                }
                var failure: String?
                var last: StepReport?
                var failedAction: Action?
                // `see request` reads what the whole step sent, all its repetitions included.
                var requests: [RecordedRequest] = []
                defer { if last != nil { current?.requests = requests.isEmpty ? nil : requests } }
                for index in nextReport..<(nextReport + action.actions.count) {
                    guard index < response.steps.count else {
                        failure = failure ?? "the lesson process stopped before this step"
                        break
                    }
                    last = response.steps[index]
                    requests += response.steps[index].requests ?? []
                    if let error = response.steps[index].error {
                        failure = error
                        failedAction = action.actions[index - nextReport]
                        break
                    }
                }
                nextReport += action.actions.count
                if let failure {
                    var notes: [String] = []
                    if let screen = (last ?? current)?.screen {
                        notes.append("screen (\(context)):")
                        notes += render(screen).map { "  " + $0 }
                    }
                    var message = "cannot \(action.text): \(failure)"
                    if let failedAction, let screen = (last ?? current)?.screen,
                        let suggestion = MissingElementSuggestion.suggestion(for: failedAction, failure: failure, screen: screen)
                    {
                        message += " \(suggestion)"
                    }
                    evaluation.diagnostics.append(.error(message, at: action.location, notes: notes))
                    evaluation.transcript.steps.append(
                        TranscriptStep(
                            action: action.text, location: action.location,
                            screen: last?.screen, bodyEvaluations: last?.bodyEvaluations,
                            error: failure, checks: []))
                    stopped = true
                    current = nil
                } else {
                    current = last
                    context = "after \(action.text)"
                    evaluation.transcript.steps.append(
                        TranscriptStep(
                            action: action.text, location: action.location,
                            screen: last?.screen, bodyEvaluations: last?.bodyEvaluations,
                            error: nil, checks: []))
                }
            case .expectation(let expectation):
                var result: CheckResult
                if let report = current {
                    let outcome = check(expectation, against: report, context: context)
                    result = outcome.result
                    if let diagnostic = outcome.diagnostic { evaluation.diagnostics.append(diagnostic) }
                    if let observation = outcome.observation(exampleName) { evaluation.observations.append(observation) }
                } else {
                    result = CheckResult(
                        text: expectation.text, location: expectation.location, passed: nil,
                        expected: describeExpected(expectation.expectation), observed: nil,
                        observationName: expectation.observationName)
                }
                if evaluation.transcript.steps.isEmpty {
                    evaluation.transcript.initialChecks.append(result)
                } else {
                    evaluation.transcript.steps[evaluation.transcript.steps.count - 1].checks.append(result)
                }
            }
        }
        if !evaluation.diagnostics.isEmpty {
            let notes = unansweredRequestNotes(response)
            for index in evaluation.diagnostics.indices { evaluation.diagnostics[index].notes += notes }
        }
        return evaluation
    }

    struct Outcome {
        var result: CheckResult
        var diagnostic: Diagnostic?
        var expectedValue: String
        var observedValue: String?
        var location: SourceLocation

        func observation(_ exampleName: String) -> Observation? {
            guard let name = result.observationName else { return nil }
            return Observation(
                name: name, exampleName: exampleName, expected: expectedValue, observed: observedValue,
                location: location)
        }
    }

    static func describeExpected(_ expectation: Expectation) -> String {
        switch expectation {
        case .text(let literal): return quote(literal.value)
        case .absent(let locator): return "no \(locator)"
        case .exists(let locator): return "\(locator)"
        case .enabled(let locator, let enabled, _): return "\(locator) \(enabled ? "enabled" : "disabled")"
        case .value(let locator, let literal): return "\(locator) value \(quote(literal.value))"
        case .reads(let id, let literal): return "#\(id) \(quote(literal.value))"
        case .sheet(let presented): return presented ? "a sheet" : "no sheet"
        case .sheetDetent(let detent, _): return "a sheet at \(detent)"
        case .bodyEvaluations(let count, _): return "body evaluated \(count) times"
        case .presented, .navigationTitle, .selectedTab, .backButton: return describeNavigationExpected(expectation)
        case .rows(let rows, let section):
            return "rows " + rows.map { quote($0.value) }.joined(separator: ", ") + (section.map { " in \(quote($0))" } ?? "")
        case .focused(let locator): return "\(locator) focused"
        case .position(let locator, let axis, let points, _, _): return "\(locator) at \(axis.rawValue) \(ScreenAxis.points(points))"
        case .request: return describeRequestExpected(expectation)
        }
    }

    /// Checks one expectation against one screen.
    static func check(_ step: ExpectationStep, against report: StepReport, context: String) -> Outcome {
        let nodes = report.screen.flattened
        let strings = report.screen.readableStrings
        var passed = false
        var expected = describeExpected(step.expectation)
        var observedDescription: String?  // for the note and the transcript
        var expectedValue = ""  // for observations
        var observedValue: String?
        var edit: SourceEdit?
        /// Further rewrites on the same line (`see rows` with several drifted names).
        var moreEdits: [SourceEdit] = []

        func literalEdit(_ literal: QuotedLiteral, _ observed: String) -> SourceEdit? {
            // `--update` writes only a text an element shows, never an empty one.
            guard !literal.value.contains("*"), !observed.isEmpty, strings.contains(observed) else { return nil }
            return SourceEdit(span: literal.span, original: literal.raw, replacement: SourceEdit.quoted(observed))
        }

        switch step.expectation {
        case .text(let literal):
            expectedValue = literal.value
            if let match = strings.first(where: { glob(literal.value, $0) }) {
                passed = true
                observedValue = match
            } else if let candidate = closest(to: literal.value, in: strings) {
                // A clear counterpart ("Total: 26" for "Total: 24") is what was observed instead;
                // anything less alike is no observation at all, and the note says so plainly.
                if isClearCounterpart(literal.value, candidate) {
                    observedDescription = quote(candidate)
                    observedValue = candidate
                    edit = literalEdit(literal, candidate)
                } else {
                    observedDescription = noElementReads(literal.value, strings)
                }
            } else {
                observedDescription = "no element reads \(quote(literal.value)); the screen shows no text"
            }
            if passed { observedDescription = quote(observedValue!) }
        case .absent(let locator):
            expectedValue = "no \(locator)"
            let match: String? = {
                switch locator {
                case .label(let label): return strings.first { glob(label, $0) }.map(quote)
                case .identifier(let id): return nodes.first { $0.identifier == id }.map { describe($0) }
                case .nth, .kind: return report.screen.elements(matching: locator).first.map { describe($0) }
                }
            }()
            passed = match == nil
            observedDescription = match ?? "nothing matching"
            observedValue = passed ? "absent" : "present"
        case .exists(let locator):
            expectedValue = "\(locator)"
            let node = find(locator, in: nodes)
            passed = node != nil
            observedDescription = node.map { describe($0) } ?? notFound(locator, strings, on: report.screen)
            observedValue = node.flatMap { $0.label ?? $0.value }
        case .enabled(let locator, let enabled, let word):
            expectedValue = enabled ? "enabled" : "disabled"
            if let node = find(locator, in: nodes) {
                let observed = node.isEnabled ? "enabled" : "disabled"
                passed = node.isEnabled == enabled
                observedValue = observed
                observedDescription = "\(locator) \(observed)"
                if !passed { edit = SourceEdit(span: word, original: expectedValue, replacement: observed) }
            } else {
                observedDescription = notFound(locator, strings, on: report.screen)
            }
        case .value(let locator, let literal):
            expectedValue = literal.value
            if let node = find(locator, in: nodes) {
                let observed = node.value ?? ""
                passed = glob(literal.value, observed)
                observedValue = observed
                observedDescription = "\(locator) value \(quote(observed))"
                if !passed { edit = literalEdit(literal, observed) }
            } else {
                observedDescription = notFound(locator, strings, on: report.screen)
            }
        case .reads(let id, let literal):
            expectedValue = literal.value
            if let node = nodes.first(where: { $0.identifier == id }) {
                let readings = [node.label, node.value].compactMap { $0 }
                let fallback = node.readableStrings.joined(separator: " ")
                if let match = readings.first(where: { glob(literal.value, $0) }) {
                    passed = true
                    observedValue = match
                } else {
                    observedValue = readings.first ?? fallback
                    edit = literalEdit(literal, observedValue!)
                }
                observedDescription = "#\(id) \(quote(observedValue!))"
            } else {
                observedDescription = notFound(.identifier(id), strings)
            }
        case .sheet(let presented):
            let shown = nodes.contains { $0.role == .sheet }
            passed = shown == presented
            expectedValue = presented ? "sheet" : "no sheet"
            observedValue = shown ? "sheet" : "no sheet"
            observedDescription = shown ? "a sheet" : "no sheet"
        case .sheetDetent(let detent, let written):
            expectedValue = detent
            if let sheet = report.screen.children.last(where: { $0.role == .sheet }) {
                // A full-screen cover has no detents: it is at none of them.
                let isCover = sheet.style.presentation == .fullScreenCover
                let resting = SheetDetents.resting(sheet.style)
                passed = !isCover && SheetDetents.same(resting, detent)
                observedValue = isCover ? nil : resting
                observedDescription = isCover ? "a full-screen cover" : "a sheet at \(resting)"
                if !passed, !isCover { edit = SourceEdit(span: written, original: detent, replacement: resting) }
            } else {
                observedDescription = "no sheet"
            }
        case .bodyEvaluations(let count, let number):
            expectedValue = String(count)
            observedValue = String(report.bodyEvaluations)
            passed = report.bodyEvaluations == count
            observedDescription = "body evaluated \(report.bodyEvaluations) times"
            if !passed { edit = SourceEdit(span: number, original: String(count), replacement: String(report.bodyEvaluations)) }
            expected = "body evaluated \(count) times"
        case .presented, .navigationTitle, .selectedTab, .backButton:
            let outcome = checkNavigation(step.expectation, report.screen)
            passed = outcome.passed
            observedDescription = outcome.observedDescription
            expectedValue = outcome.expectedValue
            observedValue = outcome.observedValue
            if let literal = outcome.editable, let observed = outcome.observedValue, !passed { edit = literalEdit(literal, observed) }
        case .request:
            let outcome = checkRequest(step.expectation, report.requests ?? [])
            (passed, expectedValue, observedValue, observedDescription) =
                (outcome.passed, outcome.expectedValue, outcome.observedValue, outcome.observedDescription)
        case .position:
            let outcome = checkPosition(step.expectation, report.screen)
            (passed, expectedValue, observedValue, observedDescription, edit) =
                (outcome.passed, outcome.expectedValue, outcome.observedValue, outcome.observedDescription, outcome.edit)
        case .rows, .focused:
            let outcome = checkListEditing(step.expectation, report: report)
            (passed, expectedValue, observedValue, observedDescription, edit) =
                (outcome.passed, outcome.expectedValue, outcome.observedValue, outcome.observedDescription, outcome.edits.first)
            moreEdits = Array(outcome.edits.dropFirst())
        }

        let result = CheckResult(
            text: step.text, location: step.location, passed: passed, expected: expected,
            observed: observedDescription, observationName: step.observationName)
        var diagnostic: Diagnostic?
        if !passed {
            var notes = ["expected: \(expected)", "observed: \(observedDescription ?? "nothing")", "screen (\(context)):"]
            notes += render(report.screen).map { "  " + $0 }
            diagnostic = .error("checkpoint drift", at: step.location, notes: notes, fixes: (edit.map { [$0] } ?? []) + moreEdits)
        }
        return Outcome(
            result: result, diagnostic: diagnostic, expectedValue: expectedValue,
            observedValue: observedValue, location: step.location)
    }

    /// "no element reads "Total: 25" (closest: "Total: 24", "Tip: 4")": a missing text said
    /// plainly, with the texts most like it.
    static func noElementReads(_ expected: String, _ strings: [String]) -> String {
        let candidates = closestCandidates(to: expected, in: strings, limit: 3)
        var text = "no element reads \(quote(expected))"
        if !candidates.isEmpty { text += " (closest: " + candidates.map(quote).joined(separator: ", ") + ")" }
        return text
    }

    /// The `limit` candidates most like `expected`, most alike first (as `closest` ranks them).
    static func closestCandidates(to expected: String, in candidates: [String], limit: Int) -> [String] {
        let ranked = candidates.map { (text: $0, prefix: commonPrefix(expected, $0), distance: Suggestions.editDistance(expected, $0)) }
            .sorted { a, b in a.prefix != b.prefix ? a.prefix > b.prefix : a.distance < b.distance }
        return Array(ranked.prefix(limit).map(\.text))
    }

    static func notFound(_ locator: Locator, _ strings: [String], on screen: ScreenNode? = nil) -> String {
        if case .kind(let kind) = locator.base, let screen {
            if let ambiguity = screen.ambiguity(of: locator) { return "no single \(locator): " + ambiguity }
            return "no element \(locator): " + kindCount(kind, on: screen)
        }
        var text = "no element \(locator) on the screen"
        if case .label(let label) = locator, let candidate = closest(to: label, in: strings), isClearCounterpart(label, candidate) {
            text += " (closest: \(quote(candidate)))"
        }
        return text
    }

    // MARK: - The screen

    // What the runtime reports is what a person can see: screens pushed away, unselected tabs and
    // dismissed presentations are never in the tree, so every node of it is visible.

    static let controlRoles: Set<ScreenNode.Role> = [.button, .toggle, .textField, .stepper, .picker, .slider, .labeledContent]

    /// The element a locator names; controls win over plain texts with the same label (a button's
    /// title may also appear as its label text).
    static func find(_ locator: Locator, in nodes: [ScreenNode]) -> ScreenNode? {
        // `2nd "Delete"` counts in the tree (the screen comes first in reading order).
        if case .nth = locator { return nodes.first?.elements(matching: locator).first }
        // A bare kind (`slider`) names the one element of that kind; with several, none.
        if case .kind = locator {
            guard let root = nodes.first, root.ambiguity(of: locator) == nil else { return nil }
            return root.elements(matching: locator).first
        }
        let matches = nodes.filter { $0.matches(locator) }
        return matches.first { controlRoles.contains($0.role) } ?? matches.first
    }

    /// "the screen has 2 sliders (1st = "50", 2nd = "20")", for a kind named beyond its count.
    static func kindCount(_ kind: ElementKind, on screen: ScreenNode) -> String {
        let all = screen.outermost(matching: .kind(kind))
        guard !all.isEmpty else { return "the screen has \(kind.counted(0))" }
        let readings = all.enumerated().prefix(6).map { index, node in
            Locator.ordinal(index + 1) + ((node.value ?? node.label).map { " = " + quote($0) } ?? "")
        }
        return "the screen has \(kind.counted(all.count)) (\(readings.joined(separator: ", ")))"
    }

    /// `*` matches any run of characters; everything else matches itself.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        LabelPattern.matches(pattern, text)
    }

    /// The candidate most like `expected`: the longest common prefix first (drift usually keeps the
    /// label and changes the number), then the smallest edit distance.
    static func closest(to expected: String, in candidates: [String]) -> String? {
        let target = expected
        return candidates.min { a, b in
            let (pa, pb) = (commonPrefix(target, a), commonPrefix(target, b))
            if pa != pb { return pa > pb }
            return Suggestions.editDistance(target, a) < Suggestions.editDistance(target, b)
        }
    }

    /// Close enough that `--update` may rewrite the expectation to it.
    static func isClearCounterpart(_ expected: String, _ candidate: String) -> Bool {
        guard !expected.contains("*") else { return false }
        let prefix = commonPrefix(expected, candidate)
        return prefix >= min(3, expected.count) || Suggestions.editDistance(expected, candidate) <= expected.count / 2
    }

    static func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    static func quote(_ s: String) -> String { "\"" + SourceEdit.quoted(s) + "\"" }

    // MARK: - Rendering

    /// A compact text screen for error notes: one element a line, plain stacks and groups elided.
    static func render(_ node: ScreenNode, depth: Int = 0) -> [String] {
        let elide = (node.role == .stack || node.role == .group || node.role == .screen) && node.label == nil && node.identifier == nil
        if elide { return node.children.flatMap { render($0, depth: depth) } }
        var lines = [String(repeating: "  ", count: depth) + describe(node)]
        lines += node.children.flatMap { render($0, depth: depth + 1) }
        return lines
    }

    static func describe(_ node: ScreenNode) -> String {
        var parts = [node.role.rawValue]
        if let label = node.label { parts.append(quote(label)) }
        // What VoiceOver reads when it is not the label: a symbol-only button reads "Add".
        if let spoken = node.spokenLabel, spoken != node.label { parts.append("(reads " + quote(spoken) + ")") }
        if let value = node.value { parts.append("= " + quote(value)) }
        if let id = node.identifier { parts.append("#" + id) }
        if !node.isEnabled { parts.append("(disabled)") }
        if node.isSelected == true { parts.append("(selected)") }
        return parts.joined(separator: " ")
    }
}
