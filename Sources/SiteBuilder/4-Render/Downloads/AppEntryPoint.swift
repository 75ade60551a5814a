import Foundation

/// A downloaded project needs exactly one `@main App`. The lesson engine blanks an example's own
/// `@main` (it hosts the example itself), so the file it compiled no longer says which type is the
/// app: these put the attribute back from the block as written, and find the app it marks, so the
/// project then ships the example's own entry point instead of declaring a second one.
enum AppEntryPoint {
    /// `compiled` with every `@main` the engine blanked restored from `original`, the block as
    /// written. Both have one line per source line; a hidden line's `# ` marker, which the compiled
    /// file lacks, sits before the code, so the attribute is the same distance from the line's end.
    static func restoringMain(in compiled: String, original: String) -> String {
        var compiledLines = compiled.components(separatedBy: "\n")
        let originalLines = original.components(separatedBy: "\n")
        for (index, written) in originalLines.enumerated() where index < compiledLines.count && written.contains("@main") {
            var line = Array(compiledLines[index])
            let source = Array(written)
            let shift = source.count - line.count
            guard shift >= 0 else { continue }
            var start = 0
            while let found = firstRange(of: Array("@main"), in: source, from: start) {
                let at = found - shift
                if at >= 0, at + 5 <= line.count, line[at..<(at + 5)].allSatisfy({ $0 == " " }) {
                    line.replaceSubrange(at..<(at + 5), with: Array("@main"))
                }
                start = found + 5
            }
            compiledLines[index] = String(line)
        }
        return compiledLines.joined(separator: "\n")
    }

    /// The name of the type the file marks `@main` as its `App`, if it does.
    static func declaredApp(in source: String) -> String? {
        let pattern =
            #"@main\s+(?:(?:public|internal|fileprivate|private|final)\s+)*struct\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:SwiftUI\.)?App\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
            let name = Range(match.range(at: 1), in: source)
        else { return nil }
        return String(source[name])
    }

    private static func firstRange(of needle: [Character], in haystack: [Character], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
