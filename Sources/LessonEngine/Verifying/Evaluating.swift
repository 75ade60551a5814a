import Diagnostics
import Foundation
import LessonProtocol

extension LessonEngine {
    /// Compares each run's screens with its checkpoint's expectations, and keeps what the pages
    /// need: transcripts, each example's first screen, and an error for every run that failed.
    func evaluate(_ plan: RunPlan, results: [RunResult?], verification: inout Verification) {
        // Comparing a response with its checkpoint reads nothing else: every comparison on every core.
        let planned = verification.planned
        let prepared = verification.prepared
        let evaluations = parallelMap(Array(plan.runs.indices), jobs: max(1, configuration.jobs)) {
            index -> ExpectationMatcher.Evaluation? in
            let run = plan.runs[index]
            guard case .response(let response)? = results[index], let checkpointIndex = run.checkpoint else { return nil }
            return ExpectationMatcher.evaluate(
                planned[checkpointIndex].checkpoint, exampleName: prepared[run.exampleIndex].name, response: response)
        }
        for (index, run) in plan.runs.enumerated() {
            let example = verification.prepared[run.exampleIndex]
            switch results[index] {
            case .response(let response)?:
                if verification.launchScreens[run.exampleIndex] == nil {
                    verification.launchScreens[run.exampleIndex] = response.initial.screen
                }
                guard let checkpointIndex = run.checkpoint, let evaluation = evaluations[index] else { continue }
                verification.transcripts[checkpointIndex] = evaluation.transcript
                verification.evaluations.append(evaluation)
            case .failure(let message, let notes)?:
                let subject = run.checkpoint == nil ? "example '\(example.name)'" : "checkpoint"
                verification.diagnostics.append(.error("\(subject) \(message)", at: run.location, notes: notes))
                if let checkpointIndex = run.checkpoint {
                    verification.transcripts[checkpointIndex] = verification.planned[checkpointIndex].failedTranscript(message)
                }
            case nil:
                if let checkpointIndex = run.checkpoint {
                    verification.transcripts[checkpointIndex] = verification.planned[checkpointIndex]
                        .failedTranscript("example '\(example.name)' did not compile")
                }
            }
        }
    }

    /// The report: observations (each name declared once), diagnostics said once and sorted, and
    /// the slice's examples with their first screens.
    func report(_ verification: Verification) -> VerificationReport {
        var diagnostics = verification.diagnostics
        var observations: [String: Observation] = [:]
        var declaredAt: [String: SourceLocation] = [:]
        for plan in verification.planned {
            for case .expectation(let step) in plan.checkpoint.steps {
                guard let name = step.observationName else { continue }
                if let first = declaredAt[name] {
                    diagnostics.append(
                        .error(
                            "observation name '\(name)' is already used", at: step.location,
                            notes: ["first used at \(first.file):\(first.line)"]))
                } else {
                    declaredAt[name] = step.location
                }
            }
        }
        for evaluation in verification.evaluations {
            diagnostics += evaluation.diagnostics
            for observation in evaluation.observations where declaredAt[observation.name] == observation.location {
                observations[observation.name] = observation
            }
        }
        // The same compile error can come from a base example and its variant: say it once.
        var seen: Set<String> = []
        diagnostics = diagnostics.filter { seen.insert($0.description).inserted }
        var statistics = verification.statistics
        statistics.totalSeconds = Date().timeIntervalSince(verification.start)
        let examples = verification.prepared.enumerated().filter { index, _ in verification.inSlice.contains(index) }.map {
            index, example in
            ExampleResult(
                name: example.name, location: example.location, displayedCode: example.displayedCode,
                initialScreen: verification.launchScreens[index], compiled: verification.compiled[index] ?? false,
                hostedRoot: example.hostedRoot,
                compiledFile: example.isCompleteFile ? example.compiledFile : nil,
                declaredViews: example.declaredViews,
                files: example.files.map {
                    ExampleFileResult(name: $0.name, location: $0.location, displayedCode: $0.displayedCode, source: $0.source)
                },
                resources: example.resources,
                alsoShown: example.alsoShown.map {
                    ExampleFileResult(name: $0.name, location: $0.location, displayedCode: $0.displayedCode, source: "")
                })
        }
        var report = VerificationReport(
            examples: examples, transcripts: verification.transcripts.compactMap { $0 }, observations: observations,
            declaredObservationNames: Set(declaredAt.keys), diagnostics: diagnostics.sortedForReport,
            statistics: statistics)
        report.notices = verification.notices
        return report
    }
}
