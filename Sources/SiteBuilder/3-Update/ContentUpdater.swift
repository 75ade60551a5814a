import CourseContent
import Diagnostics
import Foundation

extension SiteBuilder {
    /// Stage 3 (`--update`): apply the fixes of the build's diagnostics — drifted expectations and
    /// observed numbers in prose — then load and verify the rewritten course again, so the published
    /// site shows it; results come from the cache, so nothing is compiled twice. False when the
    /// build must stop (the content could not be written or no longer loads).
    func update(_ inputs: inout SiteInputs, _ lessons: inout VerifiedLessons, _ report: inout BuildReport) -> Bool {
        let fixes = (lessons.diagnostics + observedLinkDiagnostics(inputs.course, lessons)).fixes
        guard !fixes.isEmpty else { return true }
        do {
            report.updatedFiles = try ContentUpdater(displayRoot: options.displayRoot).apply(fixes)
            report.appliedFixes = fixes.filter { report.updatedFiles.contains($0.file) }
        } catch {
            report.diagnostics.append(.error("could not update content: \(error is Diagnostic ? "\(error)" : plainFileError(error))"))
            return false
        }
        let (reloaded, diagnostics) = Course.load(contentDirectory: options.contentDirectory, displayRoot: options.displayRoot)
        guard let reloaded else {
            report.diagnostics += diagnostics
            return false
        }
        inputs.course = reloaded
        lessons = verifier.verify(reloaded)
        return true
    }

    /// What the observed-value links in prose say about the run; drifted ones carry their fix.
    private func observedLinkDiagnostics(_ course: Course, _ lessons: VerifiedLessons) -> [Diagnostic] {
        course.pages.flatMap { page in
            page.document.links.compactMap { link in lessons.checkObservedLink(link)?.diagnostic }
        }
    }
}

/// Writes `--update` edits into the content files, changing nothing else: a byte-order mark, the
/// line endings, the file's permissions and a symlink to it all stay as they were.
struct ContentUpdater {
    let displayRoot: URL

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Returns the files it rewrote, as diagnostics show them.
    func apply(_ edits: [SourceEdit]) throws -> [String] {
        var updated: [String] = []
        for (file, fileEdits) in Dictionary(grouping: edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            let shown = file.hasPrefix("/") ? URL(fileURLWithPath: file) : displayRoot.appendingPathComponent(file)
            let url = shown.resolvingSymlinksInPath()
            var bytes = [UInt8](try Data(contentsOf: url))
            let mark = bytes.starts(with: Self.byteOrderMark)
            if mark { bytes.removeFirst(Self.byteOrderMark.count) }
            let original = String(decoding: bytes, as: UTF8.self)
            let rewritten = try SourceEdit.apply(Array(Set(fileEdits)), to: original)
            guard rewritten != original else { continue }
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            try Data((mark ? Self.byteOrderMark : []) + Array(rewritten.utf8)).write(to: url, options: .atomic)
            if let permissions = attributes[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
            }
            updated.append(file)
        }
        return updated
    }
}
