import Foundation

/// `coursegen init [DIR]`: a new course that builds green at once.
enum InitCommand {
    static let command = Coursegen.Command(
        name: "init",
        usage: "coursegen init [<dir>] [--title <text>] [--force]",
        overview:
            "Write a new course into <dir> (default: the current folder): content/course.yml, one lesson with an example, a checkpoint and an observed number, one reference card, a .gitignore and a CI workflow. Then run 'coursegen build' or 'coursegen serve' there. Refuses a folder that is not empty unless --force; never overwrites a file.",
        specs: [
            .value("title", "text", "The course's title.", default: "My SwiftUI Course"),
            .flag("force", "Write into a folder that is not empty (existing files are still never overwritten)."),
        ],
        positionals: 1,
        run: { options, output in
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let folder = URL(fileURLWithPath: options.positionals.first ?? ".", relativeTo: cwd).standardizedFileURL
            let written = try write(into: folder, title: options.value("title") ?? "My SwiftUI Course", force: options.has("force"))
            for path in written { output.out("created \(path)") }
            let shown = options.positionals.first.map { "cd \($0) && " } ?? ""
            output.out("\nNew course in \(folder.path). Build it with '\(shown)coursegen build', or preview it with 'coursegen serve'.")
            output.out("To add a lesson, see \(InstalledRuntime.authoringGuide()).")
            return .success
        })

    /// Writes the starter course and returns the paths written. Throws before writing anything
    /// when the folder has files (unless `force`) or when one of the starter files already exists.
    static func write(into folder: URL, title: String, force: Bool) throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("\(folder.path) is a file, not a folder") }
            let entries = try fm.contentsOfDirectory(atPath: folder.path)
            if !entries.isEmpty && !force {
                throw UsageError(
                    "\(folder.path) is not empty (\(entries.sorted().prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", …" : "")); choose an empty folder, or pass --force to add the course beside what is there"
                )
            }
        }
        let files = StarterCourse.files(title: title)
        // Never overwrite: check every file first, so a refusal leaves the folder as it was.
        let existing = files.map(\.path).filter { fm.fileExists(atPath: folder.appendingPathComponent($0).path) }
        if !existing.isEmpty {
            throw UsageError(
                "\(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""); init never overwrites a file")
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // `withoutOverwriting`: a file that appeared since the check is still not replaced.
            try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
        }
        return files.map(\.path)
    }
}
