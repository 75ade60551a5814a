import Diagnostics
import Foundation

/// The code of a ` ```swift example=NAME include=PATH [region=NAME] ` block: a Swift file kept in a
/// real folder under `content/`, so the page can never show a stale copy of it. The whole file is
/// compiled (it is one of the app's files); with `region=`, the page shows only the lines between
/// `// region: NAME` and its `// endregion`, as if the rest were hidden lines. Marker lines are
/// never shown.
public struct IncludedCode: Equatable, Sendable {
    public var file: ContentFile
    /// The file's text.
    public var text: String
    /// The 0-based indices of the lines the page shows, in order.
    public var shownLines: [Int]

    /// `// region: name`, `// endregion` (optionally `// endregion: name`).
    static func marker(_ line: Substring) -> (opens: Bool, name: String?)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let opens: Bool
        if rest.hasPrefix("endregion") {
            opens = false
            rest = rest.dropFirst("endregion".count)
        } else if rest.hasPrefix("region:") {
            opens = true
            rest = rest.dropFirst("region".count)
        } else {
            return nil
        }
        let trimmed = rest.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return opens ? nil : (false, nil) }
        guard trimmed.hasPrefix(":") else { return nil }
        let name = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.contains(" ") ? nil : (opens, name)
    }
}

extension Page {
    /// Reads the file a block includes and picks out its region. Every problem is an error at the
    /// block's fence: the path (outside `content/`, through a symbolic link that leaves it, missing),
    /// the file (too large, not UTF-8), a region the file does not mark, or one never closed.
    public func includedCode(_ block: LessonBlock, in contentDirectory: URL) -> Result<IncludedCode, Diagnostic> {
        guard let path = block.include else {
            return .failure(.error("this block includes no file", at: block.fenceLocation))
        }
        let file: ContentFile
        switch contentFile(path, in: contentDirectory, what: "included file", at: block.fenceLocation) {
        case .failure(let problem): return .failure(problem)
        case .success(let found): file = found
        }
        let text: String
        do {
            text = try SourceText.read(file.url, file: file.displayPath, maximumBytes: MarkdownDocument.maximumBytes)
        } catch let error as DiagnosticsError {
            return .failure(error.diagnostics.first ?? .error("cannot read \(file.displayPath)", at: block.fenceLocation))
        } catch {
            return .failure(.error("cannot read \(file.displayPath): \(error)", at: block.fenceLocation))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var open: [(name: String, line: Int)] = []
        var regions: [String: [Int]] = [:]
        var order: [String] = []
        var markers: Set<Int> = []
        for (index, line) in lines.enumerated() {
            guard let marker = IncludedCode.marker(line) else {
                for region in open { regions[region.name, default: []].append(index) }
                continue
            }
            markers.insert(index)
            if marker.opens, let name = marker.name {
                open.append((name, index))
                if regions[name] == nil { order.append(name) }
                regions[name, default: []] += []
            } else if let name = marker.name, let at = open.lastIndex(where: { $0.name == name }) {
                open.remove(at: at)
            } else if !open.isEmpty {
                open.removeLast()
            }
        }
        guard let wanted = block.region else {
            return .success(IncludedCode(file: file, text: text, shownLines: lines.indices.filter { !markers.contains($0) }))
        }
        if let unclosed = open.first(where: { $0.name == wanted }) {
            return .failure(
                .error(
                    "region '\(wanted)' of \(file.displayPath) is never closed", at: block.fenceLocation,
                    notes: ["it opens at \(file.displayPath):\(unclosed.line + 1); end it with a line '// endregion'"]))
        }
        guard let shown = regions[wanted] else {
            var message = "\(file.displayPath) has no region '\(wanted)'"
            if let guess = Suggestions.closest(to: wanted, in: order) { message += "; did you mean '\(guess)'?" }
            let notes =
                order.isEmpty
                ? ["mark one in the file with a line '// region: \(wanted)' above it and '// endregion' below it"]
                : ["its regions: " + order.joined(separator: ", ")]
            return .failure(.error(message, at: block.fenceLocation, notes: notes))
        }
        return .success(IncludedCode(file: file, text: text, shownLines: shown))
    }
}
