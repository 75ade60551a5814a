import Foundation

/// A listing of the sample course, read from its markdown in `content/` so tests use the code the
/// course shows instead of a copy that can drift from it.
public enum LessonListing {
    /// The sample course's folder.
    public static let content = TemporaryCourse.repository.appendingPathComponent("content")

    public struct NotFound: Error, CustomStringConvertible {
        public var example: String
        public var description: String { "no ```swift example=\(example) block in \(LessonListing.content.path)" }
    }

    /// The code of the `swift example=NAME` block as written (hidden `# ` lines included, as the
    /// engine compiles them), or — `printed` — as the page prints it, hidden lines left out.
    public static func code(ofExample name: String, printed: Bool = false) throws -> String {
        for file in try markdownFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            guard let fence = lines.firstIndex(where: { opensExample(name, $0) }) else { continue }
            var code: [String] = []
            for line in lines[(fence + 1)...] {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { break }
                let hidden = line == "#" || line.hasPrefix("# ")
                if hidden && printed { continue }
                code.append(hidden ? String(line.dropFirst(2)) : line)
            }
            return code.map { $0 + "\n" }.joined()
        }
        throw NotFound(example: name)
    }

    private static func opensExample(_ name: String, _ line: String) -> Bool {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        return words.first == "```swift" && words.contains("example=\(name)")
    }

    private static func markdownFiles() throws -> [URL] {
        let fm = FileManager.default
        return try ["lessons", "reference"].flatMap { folder in
            try fm.contentsOfDirectory(at: content.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "md" }
                .sorted { $0.path < $1.path }
        }
    }
}
