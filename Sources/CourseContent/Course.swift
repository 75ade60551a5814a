import Diagnostics
import Foundation

/// A whole course: the manifest's order filled in with parsed pages.
public struct Course: Sendable {
    public struct Part: Sendable {
        public var title: String
        public var pages: [Page]
    }

    public var title: String
    public var description: String?
    public var locale: String
    /// The course's time zone (`time_zone` in course.yml).
    public var timeZone: String { manifest.timeZone }
    public var allowRawHTML: Bool
    public var parts: [Part]
    public var referenceCards: [Page]
    /// Every page in reading order: the parts' lessons, then the reference cards.
    public var pages: [Page]
    public var manifest: Manifest
    /// How the content directory is shown in diagnostics, e.g. `content`.
    public var contentDisplayPath: String
    /// Pages that exist but could not be read (each already reported), as diagnostics show them.
    public internal(set) var unreadablePages: Set<String> = []
    /// The `content/` folder on disk, where files pages name (included code, resources) are found;
    /// nil for a course not loaded from a folder.
    public internal(set) var contentDirectory: URL?

    private var indexByID: [String: Int] = [:]
    /// Both the path diagnostics show and the path inside content, for `page(sourcePath:)` and links.
    var indexByPath: [String: Int] = [:]

    init(manifest: Manifest, parts: [Part], referenceCards: [Page], contentDisplayPath: String) {
        self.title = manifest.title
        self.description = manifest.description
        self.locale = manifest.locale
        self.allowRawHTML = manifest.allowRawHTML
        self.manifest = manifest
        self.parts = parts
        self.referenceCards = referenceCards
        self.pages = parts.flatMap(\.pages) + referenceCards
        self.contentDisplayPath = contentDisplayPath
        for (i, page) in pages.enumerated() {
            indexByID[page.id] = i
            indexByPath[page.sourcePath] = i
            indexByPath[page.contentPath] = i
        }
    }

    public func page(id: String) -> Page? {
        indexByID[id].map { pages[$0] }
    }

    /// By the path diagnostics show (`content/lessons/x.md`) or the path inside content (`lessons/x.md`).
    public func page(sourcePath: String) -> Page? {
        indexByPath[sourcePath].map { pages[$0] }
    }

    /// The page before this one in reading order.
    public func previous(_ page: Page) -> Page? {
        guard let i = indexByID[page.id], i > 0 else { return nil }
        return pages[i - 1]
    }

    /// The page after this one in reading order.
    public func next(_ page: Page) -> Page? {
        guard let i = indexByID[page.id], i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

extension Course {
    public static let manifestName = "course.yml"
    public static let lessonsDirectory = "lessons"
    public static let referenceDirectory = "reference"

    /// Reads the manifest and every `.md` under `lessons/` and `reference/`, and checks them against
    /// each other. Every problem in every file is reported in one pass.
    ///
    /// - Parameters:
    ///   - contentDirectory: the `content/` folder.
    ///   - displayRoot: paths in diagnostics are relative to this folder (the current directory when
    ///     nil), e.g. `content/lessons/x.md`; a content folder outside it is shown by its full path.
    /// - Returns: the course when there are no errors, and every diagnostic found.
    public static func load(contentDirectory: URL, displayRoot: URL? = nil) -> (Course?, [Diagnostic]) {
        let loaded = loadPartially(contentDirectory: contentDirectory, displayRoot: displayRoot)
        return (loaded.diagnostics.hasErrors ? nil : loaded.course, loaded.diagnostics)
    }

    /// Like `load`, but returns the course assembled from the pages that could be read even when
    /// others could not, so later checks (links, lessons) still run and every problem is reported
    /// in one pass. The course's `unreadablePages` are the pages that exist but could not be read: a
    /// link to one of them is not broken, the page is.
    public static func loadPartially(
        contentDirectory: URL, displayRoot: URL? = nil
    )
        -> (course: Course?, diagnostics: [Diagnostic])
    {
        var loader = CourseLoader(contentDirectory: contentDirectory, displayRoot: displayRoot)
        var course = loader.load()
        course?.unreadablePages = loader.failedPages
        return (course, loader.diagnostics)
    }
}

/// The steps of `Course.load`, sharing the diagnostics they collect.
struct CourseLoader {
    let contentDirectory: URL
    let displayPrefix: String
    var diagnostics: [Diagnostic] = []

    init(contentDirectory: URL, displayRoot: URL?) {
        self.contentDirectory = contentDirectory.standardizedFileURL
        let root = (displayRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        displayPrefix = Self.relativePath(of: self.contentDirectory.path, from: root.path)
    }

    static func relativePath(of path: String, from root: String) -> String {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    func display(_ contentPath: String) -> String {
        displayPrefix == "." ? contentPath : displayPrefix + "/" + contentPath
    }

    /// Pages that exist but could not be read, as diagnostics show them.
    var failedPages: Set<String> = []
    private var symbolicLinks: [String] = []

    mutating func load() -> Course? {
        let manifest = loadManifest()
        var pages: [Page] = []
        // Ids of pages that exist but failed to parse: the manifest may list them without a second error.
        var brokenIDs: Set<String> = []
        var foundDirectory = false
        var files: [(contentPath: String, kind: Page.Kind)] = []
        for (directory, kind) in [(Course.lessonsDirectory, Page.Kind.lesson), (Course.referenceDirectory, .referenceCard)] {
            guard let found = markdownFiles(in: directory) else { continue }
            foundDirectory = true
            files += found.map { ($0, kind) }
        }

        // Pages are independent: read and parse them on every core (cmark and libyaml keep no
        // shared state between documents), then merge in file order so reports stay stable.
        enum Outcome {
            case page(Page, problems: [Diagnostic])
            case failed([Diagnostic], declaredID: String?)
        }
        var outcomes = [Outcome?](repeating: nil, count: files.count)
        let lock = NSLock()
        let contentDirectory = self.contentDirectory
        let shownPaths = files.map { display($0.contentPath) }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let (contentPath, kind) = files[index]
            let shown = shownPaths[index]
            let outcome: Outcome
            do {
                let source = try SourceText.read(
                    contentDirectory.appendingPathComponent(contentPath), file: shown,
                    maximumBytes: MarkdownDocument.maximumBytes)
                do {
                    let parsed = try Page.parseRecovering(source: source, sourcePath: shown, kind: kind, contentPath: contentPath)
                    outcome = .page(parsed.page, problems: parsed.problems)
                } catch let error as DiagnosticsError {
                    outcome = .failed(error.diagnostics, declaredID: Page.declaredID(in: source, sourcePath: shown))
                }
            } catch let error as DiagnosticsError {
                outcome = .failed(error.diagnostics, declaredID: nil)
            } catch {
                outcome = .failed([.error("\(error)", at: SourceLocation(file: shown, line: 1))], declaredID: nil)
            }
            lock.lock()
            outcomes[index] = outcome
            lock.unlock()
        }
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .page(let page, let problems)?:
                // Reported, but the page is loaded: its checkpoints still run in this build.
                diagnostics += problems
                pages.append(page)
            case .failed(let problems, let declaredID)?:
                diagnostics += problems
                failedPages.insert(shownPaths[index])
                if let declaredID { brokenIDs.insert(declaredID) }
            case nil:
                break
            }
        }
        for link in symbolicLinks.sorted() {
            diagnostics.append(
                .error(
                    "\(display(link)) is a symbolic link; pages must be regular files inside \(displayPrefix)/ (copy the file in)",
                    at: SourceLocation(file: display(link), line: 1)))
            failedPages.insert(display(link))
        }
        if !foundDirectory {
            diagnostics.append(.error("no '\(Course.lessonsDirectory)/' or '\(Course.referenceDirectory)/' folder in \(displayPrefix)"))
        }

        let unique = rejectDuplicateIDs(pages)
        guard let manifest else { return nil }
        return assemble(manifest: manifest, pages: unique, brokenIDs: brokenIDs)
    }

    private mutating func loadManifest() -> Manifest? {
        let shown = display(Course.manifestName)
        let url = contentDirectory.appendingPathComponent(Course.manifestName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.append(.error("no course manifest: \(shown) does not exist"))
            return nil
        }
        do {
            let source = try SourceText.read(url, file: shown, maximumBytes: Manifest.maximumBytes)
            return try Manifest.parse(source: source, path: shown)
        } catch let error as DiagnosticsError {
            diagnostics += error.diagnostics
        } catch {
            diagnostics.append(.error("\(error)", at: SourceLocation(file: shown, line: 1)))
        }
        return nil
    }

    /// Content-relative paths of the `.md` files under `directory`, sorted so every run reports in the
    /// same order; nil when the folder does not exist. Symbolic links are collected in `symbolicLinks`.
    private mutating func markdownFiles(in directory: String) -> [String]? {
        let url = contentDirectory.appendingPathComponent(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let listing = MarkdownFileList(root: url.path)
        // Paths from the content folder: the listed folder's own relative path in front.
        let prefix = Self.relativePath(of: url.standardizedFileURL.path, from: contentDirectory.path)
        symbolicLinks += listing.symbolicLinks.map { prefix + "/" + $0 }
        return listing.files.map { prefix + "/" + $0 }.sorted()
    }

    /// Ids name output files, so two pages may not share one. The second page is the error.
    private mutating func rejectDuplicateIDs(_ pages: [Page]) -> [Page] {
        var firstByID: [String: Page] = [:]
        var unique: [Page] = []
        for page in pages {
            if let first = firstByID[page.id] {
                let at = first.idLocation
                diagnostics.append(
                    .error(
                        "duplicate id '\(page.id)': \(first.sourcePath) already uses it", at: page.idLocation,
                        notes: ["\(at.file):\(at.line):\(at.column ?? 1): note: '\(page.id)' first used here"]))
            } else {
                firstByID[page.id] = page
                unique.append(page)
            }
        }
        return unique
    }

    /// Puts pages in the manifest's order and reports ids listed twice, listed without a page, listed
    /// in the wrong list, and pages the manifest does not list.
    private mutating func assemble(manifest: Manifest, pages: [Page], brokenIDs: Set<String>) -> Course {
        let byID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var listed: [String: Manifest.Entry] = [:]
        let folders: [Page.Kind: String] = [
            .lesson: display(Course.lessonsDirectory),
            .referenceCard: display(Course.referenceDirectory),
        ]
        var problems: [Diagnostic] = []
        defer { diagnostics += problems }

        func take(_ entry: Manifest.Entry, as kind: Page.Kind, diagnostics: inout [Diagnostic]) -> Page? {
            if let first = listed[entry.id] {
                diagnostics.append(
                    .error(
                        "'\(entry.id)' is listed twice in the manifest", at: entry.location,
                        notes: ["\(first.location.file):\(first.location.line):\(first.location.column ?? 1): note: first listed here"]))
                return nil
            }
            listed[entry.id] = entry
            guard let page = byID[entry.id] else {
                if brokenIDs.contains(entry.id) { return nil }
                let folder = folders[kind] ?? ""
                var message = "no \(kind.displayName) with id '\(entry.id)' (no file in \(folder)/ has 'id: \(entry.id)')"
                let candidates = pages.filter { $0.kind == kind }.map(\.id)
                if let suggestion = Suggestions.closest(to: entry.id, in: candidates) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(.error(message, at: entry.location))
                return nil
            }
            guard page.kind == kind else {
                let list = page.kind == .lesson ? "a part's 'lessons'" : "'reference'"
                diagnostics.append(
                    .error(
                        "'\(entry.id)' is a \(page.kind.displayName) (\(page.sourcePath)); list it under \(list)",
                        at: entry.location))
                return nil
            }
            return page
        }

        var parts: [Course.Part] = []
        for part in manifest.parts {
            let lessons = part.lessons.compactMap { take($0, as: .lesson, diagnostics: &problems) }
            parts.append(Course.Part(title: part.title, pages: lessons))
        }
        let cards = manifest.reference.compactMap { take($0, as: .referenceCard, diagnostics: &problems) }

        for page in pages where listed[page.id] == nil {
            let list = page.kind == .lesson ? "a part's 'lessons'" : "'reference'"
            problems.append(
                .error(
                    "\(page.kind.displayName) '\(page.id)' is not listed in \(manifest.path); add it to \(list)",
                    at: page.idLocation))
        }
        var course = Course(manifest: manifest, parts: parts, referenceCards: cards, contentDisplayPath: displayPrefix)
        course.contentDirectory = contentDirectory
        return course
    }
}
