import CourseContent
import Diagnostics
import Foundation
import LessonEngine
import LessonProtocol

/// A page's outputs kept between builds, so a build renders only the pages whose inputs changed: its
/// file, its share of the search index (`search/page-N.js` and its words) and its section of the
/// print edition. Rendering every page again was half of a build with nothing to do.
///
/// Each page is kept under a digest of everything its outputs are made from: this program's code
/// (`ProgramFingerprint`), every template file, the course's structure as any page shows it (the
/// manifest, the parts, every page's id, title, summary, aliases and headings, the downloadable
/// projects, every checkpoint's place and every observation), the page's own file and code, and what
/// its examples and checkpoints observed. A page whose render reported anything, or whose examples
/// bundle an asset catalog (its images are found on disk), is never kept.
struct PageReuse {
    /// What the page's render gave, as the site holds it.
    struct Outputs {
        var html: [UInt8]
        var searchScript: [UInt8]
        var postings: SearchIndex.PagePostings
        var printHTML: [UInt8]
        var answers: [String]
    }

    private let folder: String
    private let site: SHA256
    private let lessons: VerifiedLessons
    private let used = UsedKeys()

    /// Nil without a cache directory (`--no-cache`): every page is rendered.
    init?(
        cacheDirectory: URL?, course: Course, templateFiles: TemplateFiles, lessons: VerifiedLessons, downloads: ProjectDownloads
    ) {
        guard let cacheDirectory else { return nil }
        folder = cacheDirectory.appendingPathComponent("pages-v1").path
        self.lessons = lessons
        site = Self.siteDigest(course: course, templateFiles: templateFiles, lessons: lessons, downloads: downloads)
    }

    /// The digest a page's outputs are kept under, or nil when the page cannot be kept.
    func key(for page: Page, number: Int) -> String? {
        var hasher = site
        hasher.updateField("page \(number)")
        hasher.updateField(page.source)
        // The examples the page shows or checks, each hashed once, in the order first named.
        var examples: [String] = []
        for block in page.document.codeBlocks {
            hasher.updateField(block.language ?? "")
            hasher.updateField(block.code)
            hasher.updateField("\(block.contentLine)")
            if block.language == "checkpoint" {
                guard let (transcript, anchor) = lessons.transcript(for: block, in: page.sourcePath) else {
                    hasher.updateField("not run")
                    continue
                }
                hasher.updateField(anchor)
                Self.add(transcript, to: &hasher)
                if !examples.contains(transcript.exampleName) { examples.append(transcript.exampleName) }
            }
            if let name = block["example"], !examples.contains(name) { examples.append(name) }
        }
        for name in examples {
            hasher.updateField("example " + name)
            guard Self.add(lessons.example(named: name), to: &hasher) else { return nil }
        }
        return hasher.hexDigest()
    }

    func outputs(for key: String) -> Outputs? {
        used.insert(key)
        let records = RecordFile.read(folder + "/" + key)
        guard records.count == 5, let postings = Self.postings(from: records[2]), let answers = RecordFile.unpack(records[4])
        else { return nil }
        return Outputs(
            html: records[0], searchScript: records[1], postings: postings,
            printHTML: records[3], answers: answers.map { String(decoding: $0, as: UTF8.self) })
    }

    func keep(_ outputs: Outputs, for key: String) {
        used.insert(key)
        let records = [
            outputs.html, outputs.searchScript, Self.encode(outputs.postings), outputs.printHTML,
            RecordFile.pack(outputs.answers.map { Array($0.utf8) }),
        ]
        RecordFile.write(records, to: folder + "/" + key)
    }

    /// Writes a kept page's file and its search script into the site, as its render would have;
    /// returns its print section.
    func write(
        _ kept: Outputs, page: Page, path: String, number: Int, site: URL, _ diagnostics: inout [Diagnostic]
    ) -> PrintEdition.Section {
        HighlightStore.current?.keepUnused()
        do {
            try StagedFile.write(kept.html, to: site.appendingPathComponent(path))
        } catch {
            diagnostics.append(.error("could not write \(path): \(plainFileError(error))"))
        }
        do {
            try StagedFile.write(kept.searchScript, to: Self.searchScript(number, in: site))
        } catch {
            diagnostics.append(.error("could not write the search index: \(plainFileError(error))"))
        }
        let answers = AnswerKey(anchor: PrintEdition.anchor(of: page), pageTitle: page.title, answers: kept.answers)
        return PrintEdition.Section(html: kept.printHTML, answers: answers)
    }

    /// Keeps what a page's render gave; its search script is read back from the site it was written to.
    func keep(
        html: [UInt8], page: Page, number: Int, section: PrintEdition.Section, postings: SearchIndex.PagePostings, site: URL,
        for key: String
    ) {
        guard let script = FileManager.default.contents(atPath: Self.searchScript(number, in: site).path) else { return }
        keep(
            Outputs(
                html: html, searchScript: [UInt8](script), postings: postings, printHTML: section.html, answers: section.answers.answers),
            for: key)
    }

    private static func searchScript(_ number: Int, in site: URL) -> URL {
        SearchIndex.folder(in: site).appendingPathComponent("page-\(number).js")
    }

    /// Removes the pages this build did not show: the folder holds the current site's pages.
    func forgetUnused() {
        let keys = used.all
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !keys.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    // MARK: - Digests

    private static func siteDigest(
        course: Course, templateFiles: TemplateFiles, lessons: VerifiedLessons, downloads: ProjectDownloads
    ) -> SHA256 {
        var hasher = SHA256()
        hasher.updateField("coursegen pages v1")
        hasher.updateField(ProgramFingerprint.current)
        for (path, file) in templateFiles.files.sorted(by: { $0.key < $1.key }) {
            hasher.updateField(path)
            hasher.updateField("\(file.contents.count)")
            file.contents.withUnsafeBytes { hasher.update($0) }  // not byte by byte, as `Data`'s iterator goes
        }
        // A parsed manifest as the text it was parsed from: describing it field by field through
        // reflection cost more than the rest of the digest.
        let manifest = course.manifest
        hasher.updateField(manifest.source.isEmpty ? String(reflecting: manifest) : manifest.path + "\n" + manifest.source)
        hasher.updateField(course.title)
        hasher.updateField(course.description ?? "")
        hasher.updateField(course.locale)
        hasher.updateField("\(course.allowRawHTML)")
        hasher.updateField(course.contentDisplayPath)
        for path in course.unreadablePages.sorted() { hasher.updateField("unreadable " + path) }
        for part in course.parts {
            hasher.updateField("part " + part.title)
            for page in part.pages { hasher.updateField(page.id) }
        }
        for card in course.referenceCards { hasher.updateField("card " + card.id) }
        for page in course.pages {
            hasher.updateField("page " + page.id)
            hasher.updateField(page.kind == .lesson ? "lesson" : "card")
            for field in [page.title, page.sourcePath, page.contentPath, page.summaryText ?? "", page.project ?? ""] {
                hasher.updateField(field)
            }
            for alias in page.aliases { hasher.updateField("alias " + alias) }
            for heading in page.document.headings {
                hasher.updateField("heading \(heading.level)")
                hasher.updateField(heading.text)
                hasher.updateField(heading.anchor)
            }
        }
        // Every checkpoint's place decides every checkpoint's anchor, which observed links lead to.
        hasher.updateField("report \(lessons.report != nil) \(lessons.transcriptCount)")
        for transcript in lessons.report?.transcripts ?? [] {
            hasher.updateField(transcript.exampleName)
            add(transcript.location, to: &hasher)
        }
        for (name, observation) in (lessons.report?.observations ?? [:]).sorted(by: { $0.key < $1.key }) {
            add(observation.location, to: &hasher)
            for field in [name, observation.name, observation.exampleName, observation.expected] {
                hasher.updateField(field)
            }
            hasher.updateField(observation.observed.map { "observed " + $0 } ?? "none observed")
        }
        for name in (lessons.report?.declaredObservationNames ?? []).sorted() { hasher.updateField("declared " + name) }
        for page in course.pages {
            guard let project = downloads.project(forPage: page.id) else { continue }
            hasher.updateField("project \(page.id) \(project.name) \(project.exampleName)")
            if let tests = project.xcode.uiTests { hasher.updateField("tests \(tests.targetName) \(tests.methods.count)") }
        }
        return hasher
    }

    /// A transcript as the page and the search index show it. Its checkpoint is the block's code,
    /// already in the key; its screens are fed to the hash as they encode (`DigestEncoder`).
    /// `PageReuseTests` checks that these fields are all the transcript's.
    static func add(_ transcript: CheckpointTranscript, to hasher: inout SHA256) {
        hasher.updateField("transcript " + transcript.exampleName)
        add(transcript.location, to: &hasher)
        add(transcript.initialScreen, to: &hasher)
        hasher.updateField("\(transcript.initialBodyEvaluations ?? -1)")
        for check in transcript.initialChecks { add(check, to: &hasher) }
        for step in transcript.steps {
            hasher.updateField("step " + step.action)
            add(step.location, to: &hasher)
            add(step.screen, to: &hasher)
            hasher.updateField("\(step.bodyEvaluations ?? -1)")
            hasher.updateField(step.error.map { "error " + $0 } ?? "no error")
            for check in step.checks { add(check, to: &hasher) }
        }
        hasher.updateField(transcript.error.map { "error " + $0 } ?? "no error")
    }

    private static func add(_ check: CheckResult, to hasher: inout SHA256) {
        hasher.updateField("check " + check.text)
        add(check.location, to: &hasher)
        hasher.updateField(check.passed.map { "\($0)" } ?? "not checked")
        hasher.updateField(check.expected)
        hasher.updateField(check.observed.map { "observed " + $0 } ?? "none observed")
        hasher.updateField(check.observationName.map { "as " + $0 } ?? "unnamed")
    }

    /// False for an example whose images are found on disk (an asset catalog's sets).
    /// `PageReuseTests` checks that these fields are all the result's.
    static func add(_ example: ExampleResult?, to hasher: inout SHA256) -> Bool {
        guard let example else {
            hasher.updateField("no result")
            return true
        }
        if example.resources.contains(where: \.isAssetCatalog) { return false }
        hasher.updateField("example " + example.name)
        add(example.location, to: &hasher)
        hasher.updateField(example.displayedCode)
        add(example.initialScreen, to: &hasher)
        hasher.updateField("\(example.compiled) \(example.hostedRoot)")
        hasher.updateField(example.compiledFile.map { "file " + $0 } ?? "no file")
        for view in example.declaredViews { hasher.updateField("view " + view) }
        for (kind, files) in [("file", example.files), ("also", example.alsoShown)] {
            for file in files {
                hasher.updateField(kind + " " + (file.name ?? ""))
                add(file.location, to: &hasher)
                hasher.updateField(file.displayedCode)
                hasher.updateField(file.source)
            }
        }
        for resource in example.resources {
            hasher.updateField("resource " + resource.name)
            hasher.updateField(resource.path)
        }
        return true
    }

    private static func add(_ location: SourceLocation, to hasher: inout SHA256) {
        hasher.updateField("\(location.file):\(location.line):\(location.column ?? 0)")
    }

    private static func add(_ screen: ScreenNode?, to hasher: inout SHA256) {
        guard let screen else { return hasher.updateField("no screen") }
        hasher.updateField("screen")
        DigestEncoder.add(screen, to: &hasher)
    }

    // MARK: - Postings

    /// The packed entries (`SearchIndex.PagePostings`) as they are, then where each shard ends, as
    /// little-endian UInt32.
    private static func encode(_ postings: SearchIndex.PagePostings) -> [UInt8] {
        var ends: [UInt8] = []
        for end in postings.shardEnds { withUnsafeBytes(of: UInt32(end).littleEndian) { ends.append(contentsOf: $0) } }
        return RecordFile.pack([postings.bytes, ends])
    }

    private static func postings(from bytes: [UInt8]) -> SearchIndex.PagePostings? {
        guard let records = RecordFile.unpack(bytes), records.count == 2, records[1].count % 4 == 0 else { return nil }
        let ends = records[1].withUnsafeBytes { raw in
            stride(from: 0, to: raw.count, by: 4).map { Int(raw.loadUnaligned(fromByteOffset: $0, as: UInt32.self).littleEndian) }
        }
        let postings = SearchIndex.PagePostings(bytes: records[0], shardEnds: ends)
        return postings.isWellFormed ? postings : nil
    }
}

/// The keys a build looked up or kept, from every rendering thread.
private final class UsedKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<String> = []

    func insert(_ key: String) {
        lock.lock()
        keys.insert(key)
        lock.unlock()
    }

    var all: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return keys
    }
}
