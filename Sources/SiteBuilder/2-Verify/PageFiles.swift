import CourseContent
import Diagnostics
import Foundation
import LessonEngine

/// What a page's examples take from disk: the resources its front matter declares (in every
/// example's `Bundle.main`) and the code its blocks include. Found inside the course's
/// `content/` folder only; every refusal is an error at the line that names the file.
struct PageFiles {
    let page: Page
    let contentDirectory: URL?
    let resources: [ExampleResource]
    let problems: [Diagnostic]

    init(page: Page, contentDirectory: URL?) {
        self.page = page
        self.contentDirectory = contentDirectory
        guard let contentDirectory, !page.resources.isEmpty else {
            resources = []
            problems = []
            return
        }
        let (files, problems) = page.resourceFiles(in: contentDirectory)
        resources = files.map { ExampleResource(name: $0.url.lastPathComponent, path: $0.url.path) }
        self.problems = problems
    }

    /// Fills in the block's file name, resources and included code. False (with the problem added)
    /// when the example cannot be checked: its included file cannot be read.
    func complete(_ example: inout ExampleBlock, from block: LessonBlock, problems: inout [Diagnostic]) -> Bool {
        example.fileName = block.fileName
        example.resources = resources
        guard block.include != nil else { return true }
        guard let contentDirectory else {
            problems.append(.error("this block includes a file, but the course was not read from a folder", at: block.fenceLocation))
            return false
        }
        switch page.includedCode(block, in: contentDirectory) {
        case .failure(let problem):
            problems.append(problem)
            return false
        case .success(let code):
            example.included = IncludedSource(text: code.text, file: code.file.displayPath, shownLines: code.shownLines)
            return true
        }
    }
}
