import CourseContent
import Diagnostics
import Foundation

/// One page's markdown as HTML, with the builder's hooks: runnable examples shown as the code that
/// ran, checkpoints replaced by their verified transcripts, `.md` links rewritten to pages (and
/// checked), observed-value links checked against the run, knowledge checks made interactive.
struct PageBodyRenderer {
    let course: Course
    let lessons: VerifiedLessons
    let page: Page
    /// The course's downloadable projects (`project:` links, the example caption's download).
    var downloads: ProjectDownloads? = nil
    /// Every page's id and title by its href from this page (computed once per site when given).
    var pageTitles: [String: (id: String, title: String)]? = nil
    /// How knowledge checks are drawn, when not as the page's interactive question (the print edition).
    var knowledgeCheck: ((KnowledgeCheckBlock) -> String)? = nil

    static func pageTitles(of course: Course, root: String) -> [String: (id: String, title: String)] {
        var titles: [String: (id: String, title: String)] = [:]
        for target in course.pages { titles[root + SitePaths.path(of: target)] = (target.id, target.title) }
        return titles
    }

    private let highlighter = CodeHighlighting()

    func render(_ diagnostics: inout [Diagnostic]) -> String { String(decoding: renderBody(&diagnostics).html, as: UTF8.self) }

    /// The body as the page shows it, and the same body split at its knowledge checks: the print
    /// edition draws those its own way, and takes the rest of the body as the page rendered it.
    func renderBody(_ diagnostics: inout [Diagnostic]) -> RenderedBody {
        // Each knowledge check is left as a NUL byte (cmark turns any NUL of the source into U+FFFD,
        // so none comes from the markdown), then drawn into the rendered body.
        let marksChecks = knowledgeCheck == nil
        let marked = renderHTML(markingKnowledgeChecks: marksChecks, &diagnostics)
        guard marksChecks, !marked.checks.isEmpty else { return RenderedBody(html: marked.html, pieces: nil, checks: marked.checks) }
        let pieces = Self.splitAtNUL(marked.html)
        guard pieces.count == marked.checks.count + 1 else {
            // A NUL the page's own content brought (an observed screen's text, say): render it plainly.
            var ignored: [Diagnostic] = []  // reported by the marked render
            let plain = renderHTML(markingKnowledgeChecks: false, &ignored)
            return RenderedBody(html: plain.html, pieces: nil, checks: plain.checks)
        }
        let html = RenderedBody.joining(pieces, marked.checks, drawing: KnowledgeCheck.render)
        return RenderedBody(html: html, pieces: pieces, checks: marked.checks)
    }

    /// The bytes between NUL bytes (empty pieces kept), found with memchr.
    static func splitAtNUL(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.withUnsafeBufferPointer { buffer in
            var pieces: [ArraySlice<UInt8>] = []
            var start = 0
            while let nul = buffer.firstIndex(of: 0, from: start) {
                pieces.append(bytes[start..<nul])
                start = nul + 1
            }
            pieces.append(bytes[start...])
            return pieces
        }
    }

    /// A page's body rendered once, with what the print edition needs to draw its knowledge checks
    /// differently without rendering the markdown again.
    struct RenderedBody {
        /// The body as the page shows it, as UTF-8: it goes into the page and the print edition as
        /// bytes.
        let html: [UInt8]
        /// The body around its knowledge checks, one piece more than checks; nil when it could not be split.
        fileprivate let pieces: [ArraySlice<UInt8>]?
        let checks: [KnowledgeCheckBlock]

        /// The body with each knowledge check drawn by `draw`, in reading order; nil when the body
        /// could not be split at them (the caller renders the page again).
        func html(drawing draw: Drawing) -> [UInt8]? {
            if checks.isEmpty { return html }
            return pieces.map { Self.joining($0, checks, drawing: draw) }
        }

        /// How a knowledge check is drawn into a body.
        typealias Drawing = (KnowledgeCheckBlock) -> String

        fileprivate static func joining(
            _ pieces: [ArraySlice<UInt8>], _ checks: [KnowledgeCheckBlock], drawing draw: Drawing
        ) -> [UInt8] {
            var result = Array(pieces[0])
            for (check, piece) in zip(checks, pieces.dropFirst()) {
                // A knowledge check starts with `<div` and ends with `</div>`: no `<pre>` spans a seam.
                result += KeyboardScrollableCode.markingBlocks(in: draw(check)).utf8
                result += piece
            }
            return result
        }
    }

    /// The body's HTML and its knowledge checks in reading order.
    private func renderHTML(
        markingKnowledgeChecks: Bool, _ diagnostics: inout [Diagnostic]
    ) -> (html: [UInt8], checks: [KnowledgeCheckBlock]) {
        var problems: [Diagnostic] = []
        var checks: [KnowledgeCheckBlock] = []
        let root = SitePaths.root(from: SitePaths.path(of: page))
        var options = RenderOptions(
            allowRawHTML: course.allowRawHTML,
            codeBlock: { block in codeBlockHTML(block) },
            link: { link in
                if link.destination.hasPrefix(VerifiedLessons.ObservedLink.scheme) {
                    guard let result = lessons.checkObservedLink(link) else { return nil }
                    if let diagnostic = result.diagnostic { problems.append(diagnostic) }
                    return result.href
                }
                if link.destination.hasPrefix(ProjectDownloads.scheme), let downloads {
                    let resolved = downloads.resolve(link, root: root)
                    if let diagnostic = resolved.diagnostic { problems.append(diagnostic) }
                    return resolved.href
                }
                switch course.resolveLink(link.destination, from: page) {
                case .page(let target, let fragment):
                    return root + SitePaths.path(kind: course.pages[target].kind, id: course.pages[target].id)
                        + (fragment.map { "#" + $0 } ?? "")
                case .samePage(let fragment):
                    return "#" + fragment
                case .broken(let message):
                    problems.append(.error("broken link: \(message)", at: link.location))
                    return nil
                case .external, .asset, .unreadablePage:
                    return nil
                }
            })
        // A page may open with `# Title` so it reads well on any markdown viewer; the template
        // already shows the title. Knowledge checks become interactive questions.
        options.dropsLeadingTitle = true
        options.knowledgeCheck = { block in
            checks.append(block)
            problems += KnowledgeCheck.problems(in: block)
            if let knowledgeCheck { return knowledgeCheck(block) }
            return markingKnowledgeChecks ? "\u{0}" : KnowledgeCheck.render(block)
        }
        ReaderMarkup.install(in: &options, titlesByHref: pageTitles ?? Self.pageTitles(of: course, root: root))
        options.finalPass = KeyboardScrollableCode.markingBlocks(inUTF8:)
        let html = page.document.renderHTMLUTF8(options)
        diagnostics += problems
        return (html, checks)
    }

    private func codeBlockHTML(_ block: CodeBlock) -> String? {
        let language = block.language ?? ""
        if language == "checkpoint" {
            guard let (transcript, anchor) = lessons.transcript(for: block, in: page.sourcePath) else {
                return
                    "<div class=\"checkpoint-unverified\"><p class=\"code-caption\">Checkpoint (not run in this build)</p><pre><code>\(HTML.escape(block.code))</code></pre></div>"
            }
            var renderer = TranscriptRenderer()
            renderer.screens.images = BundleImages.hrefs(
                lessons.example(named: transcript.exampleName), root: SitePaths.root(from: SitePaths.path(of: page)))
            return renderer.render(transcript, anchor: anchor)
        }
        if let name = block["example"] {
            let result = lessons.example(named: name)
            let verified = result?.compiled ?? false
            // An example of several files shows each block under its file's name; the first one
            // carries the example's anchor.
            let isFirstBlock = page.document.codeBlocks.first { $0["example"] == name }?.contentLine == block.contentLine
            let fileName = block["file"].map { "<span class=\"file-name\">\(HTML.escape($0))</span> " } ?? ""
            let caption =
                "<div class=\"code-caption\"" + (isFirstBlock ? " id=\"example-\(HTML.escape(name))\"" : "") + ">"
                + fileName
                + (verified
                    ? "<span class=\"verified\">Verified</span> compiled and run when this site was built"
                    : "Example (not run in this build)")
                + (offersDownload(block, example: name, isFirstBlock: isFirstBlock) ? downloadLink(forExample: name) : "")
                + "</div>"
            if language == "diff" {
                return
                    "<div class=\"code-block diff\">\(caption)<pre><code class=\"language-diff\">\(diffHTML(block.code))</code></pre></div>"
            }
            let shown =
                result?.file(at: SourceLocation(file: page.sourcePath, line: block.contentLine))?.displayedCode
                ?? result?.displayedCode ?? block.code
            let macCheck = offersDownload(block, example: name, isFirstBlock: isFirstBlock) ? macCheckSection(forExample: name) : ""
            return "<div class=\"code-block\">\(caption)<pre><code class=\"language-swift\">\(highlighter.html(shown))</code></pre></div>"
                + macCheck
        }
        if language == "swift" {
            return "<pre><code class=\"language-swift\">\(highlighter.html(block.code))</code></pre>"
        }
        return nil
    }

    /// Which block of an example offers its download: the one showing `ContentView.swift` (the file
    /// a reader opens first in the project), else the example's first block.
    private func offersDownload(_ block: CodeBlock, example name: String, isFirstBlock: Bool) -> Bool {
        if block["file"] == "ContentView.swift" { return true }
        let hasContentViewBlock = page.document.codeBlocks.contains { $0["example"] == name && $0["file"] == "ContentView.swift" }
        return isFirstBlock && !hasContentViewBlock
    }

    /// The caption's "Download the Name Xcode project" for the example a lesson's project is made from.
    private func downloadLink(forExample name: String) -> String {
        guard let project = downloads?.project(forPage: page.id), project.exampleName == name else { return "" }
        let root = SitePaths.root(from: SitePaths.path(of: page))
        return " <a class=\"download\" href=\"\(HTML.escape(root + project.path))\" download>"
            + "Download the \(HTML.escape(project.name)) Xcode project</a>"
    }

    /// "Check this lesson on your Mac": how to run the project's UI tests, the lesson's checkpoints,
    /// against Apple's SwiftUI. Folded, so it costs the page one line.
    private func macCheckSection(forExample name: String) -> String {
        guard let project = downloads?.project(forPage: page.id), project.exampleName == name, let tests = project.xcode.uiTests
        else { return "" }
        let command =
            "xcodebuild test -project \(project.name).xcodeproj -scheme \(project.name) \\\n"
            + "    -destination 'platform=iOS Simulator,name=iPhone 16'"
        return "<details class=\"mac-check\"><summary>Check this lesson on your Mac</summary>"
            + "<p>The download holds this lesson's \(tests.methods.count) checkpoint\(tests.methods.count == 1 ? "" : "s") as UI tests "
            + "(<code>\(HTML.escape(tests.targetName))</code>), so Apple's SwiftUI can confirm what this page observed. "
            + "They were type-checked, not run, when the site was built. In Xcode press ⌘U, or in Terminal, in the unzipped folder:</p>"
            + "<pre><code>\(HTML.escape(command))</code></pre>"
            + "<p>A test that fails where this page shows a pass is a difference between the lesson engine and SwiftUI: "
            + "please report it with both observations.</p></details>"
    }

    /// A variant's diff, each side highlighted as the Swift it is (so a string or comment that spans
    /// lines stays one), with added and removed lines marked.
    private func diffHTML(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func isHeader(_ index: Int, _ line: String) -> Bool {
            line.hasPrefix("@@") || (index < 2 && (line.hasPrefix("--- ") || line.hasPrefix("+++ ")))
        }
        // The new side reads context and added lines, the old side context and removed lines.
        var newSide: [Int] = []
        var oldSide: [Int] = []
        for (index, line) in lines.enumerated() where !isHeader(index, line) {
            if !line.hasPrefix("-") { newSide.append(index) }
            if !line.hasPrefix("+") { oldSide.append(index) }
        }
        var highlighted: [Int: String] = [:]
        for side in [oldSide, newSide] {
            let html = highlighter.htmlLines(side.map { String(lines[$0].dropFirst()) }.joined(separator: "\n"))
            for (position, index) in side.enumerated() where position < html.count { highlighted[index] = html[position] }
        }
        return lines.enumerated().map { index, line -> String in
            guard !isHeader(index, line), let body = highlighted[index] else { return HTML.escape(line) }
            let marker = HTML.escape(String(line.prefix(1)))
            if line.hasPrefix("+") { return "<span class=\"add\">\(marker)\(body)</span>" }
            if line.hasPrefix("-") { return "<span class=\"del\">\(marker)\(body)</span>" }
            return marker + body
        }.joined(separator: "\n")
    }
}
