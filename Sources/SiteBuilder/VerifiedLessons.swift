import CourseContent
import Diagnostics
import Foundation

struct SourceEdit {}
struct LessonVerifier {
    let options: BuildOptions
    let locale: String
    func verify(_ course: Course) -> VerifiedLessons { VerifiedLessons() }
}
struct ContentUpdater {
    let displayRoot: URL
    func apply(_ edits: [SourceEdit]) throws -> [String] { [] }
}
enum ObservedLink { static let scheme = "observed:" }
struct VerifiedLessons {
    struct Statistics { var examplesCompiled = 0, processesRun = 0, cacheHits = 0 }
    var diagnostics: [Diagnostic] = []
    var edits: [SourceEdit] = []
    var statistics = Statistics()
    var transcriptCount = 0
    func checkObservedLink(_ link: Link) -> (diagnostic: Diagnostic?, edit: SourceEdit?, href: String)? { nil }
    func transcriptHTML(for block: CodeBlock) -> String? { nil }
    func isVerified(example: String) -> Bool { false }
    func displayedCode(example: String) -> String? { nil }
}
