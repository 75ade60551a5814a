import CourseContent
import Diagnostics
import Foundation
import LessonEngine
import Mustache

/// `coursegen build`: content and templates in, a complete site out — or, when anything is wrong,
/// every problem listed and the previous site left exactly as it was.
///
/// A build runs five stages, each in the folder of the same name:
/// 1. **Load** the templates and the course (`CourseContent`), collecting every problem of every file.
/// 2. **Verify** every lesson's examples and checkpoints (`LessonEngine`).
/// 3. **Update** (`--update` only): apply the fixes of drift diagnostics to the content, then load
///    and verify again — from the cache.
/// 4. **Render** every page into a staging folder beside the output.
/// 5. **Publish**: swap the staged site in, or discard it when anything went wrong.
public struct SiteBuilder {
    public let options: BuildOptions
    let verifier: LessonVerifier

    public init(options: BuildOptions) {
        self.options = options
        verifier = LessonVerifier(options: options)
    }

    public func build() -> BuildReport {
        let started = Date()
        // Reading this program's mapped files takes a few milliseconds the loading stage can hide.
        DispatchQueue.global().async { _ = ProgramFingerprint.current }
        let lock = BuildLock(output: options.outputDirectory, cache: options.cacheDirectory, waiting: options.waitingForLock)
        defer { lock.release() }
        var report = run()
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    private func run() -> BuildReport {
        var report = BuildReport()
        guard var inputs = load(&report) else { return report }
        var lessons = verifier.verify(inputs.course)
        if options.update && inputs.contentIsValid {
            guard update(&inputs, &lessons, &report) else { return report }
        }
        report.record(lessons)
        // A partition only fills the cache; the site is built once, from all of them.
        if let partition = options.lessons.partition {
            report.partition = partition
            report.verifiedExamples = lessons.verifiedExamples
            return report
        }
        guard let publisher = stagingArea(&report) else { return report }
        render(inputs, lessons, into: publisher.staging, &report)
        publish(publisher, &report)
        if options.endsProcess { LeftForExit.keep(inputs, lessons) }
        return report
    }
}

/// What a build that ends its process leaves for the exit to reclaim (`BuildOptions.endsProcess`).
private enum LeftForExit {
    nonisolated(unsafe) private static var kept: [Any] = []
    private static let lock = NSLock()

    static func keep(_ values: Any...) {
        lock.lock()
        kept += values
        lock.unlock()
    }
}

extension BuildReport {
    /// What verification did, for the summary line.
    mutating func record(_ lessons: VerifiedLessons) {
        diagnostics += lessons.diagnostics
        notices = lessons.report?.notices ?? []
        examplesCompiled = lessons.statistics.examplesCompiled
        lessonRuns = lessons.statistics.processesRun
        prestartedRuns = lessons.statistics.prestartedRuns
        cachedResults = lessons.statistics.cacheHits
        checkpointsVerified = lessons.transcriptCount
        remoteHits = lessons.statistics.remoteHits
        remoteStores = lessons.statistics.remoteStores
        sliceCostSeconds = lessons.statistics.sliceCostSeconds
        courseCostSeconds = lessons.statistics.courseCostSeconds
    }
}
