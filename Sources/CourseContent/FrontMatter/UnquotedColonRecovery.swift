import Diagnostics
import Foundation

/// `title: Counting: a first screen` is the commonest front-matter slip: YAML reads the second
/// `: ` as a nested mapping and stops. What the author meant is plain, so the error says how to
/// quote the value, and the rest of the front matter is read as if it were quoted — its other
/// problems are reported in the same run, and its id is known, so the manifest's entry for the
/// page is not also reported as missing.
extension FrontMatter {
    /// The mapping, and the YAML errors that quoting values with an unquoted `: ` would fix (each
    /// with the quoted line as a hint). Throws the original error when quoting does not help.
    func parseMappingRecoveringColons() throws -> (mapping: YAMLValue, problems: [Diagnostic]) {
        do {
            return (try parseMapping(), [])
        } catch let error as DiagnosticsError {
            guard let yaml else { throw error }
            var lines = yaml.components(separatedBy: "\n")
            var hints: [String] = []
            for index in lines.indices {
                guard let quoted = Self.quotingValue(of: lines[index]) else { continue }
                hints.append("quote a value that contains ': ' — line \(yamlFirstLine + index): \(quoted)")
                lines[index] = quoted
            }
            guard !hints.isEmpty else { throw error }
            var repaired = self
            repaired.yaml = lines.joined(separator: "\n")
            guard let mapping = try? repaired.parseMapping() else { throw error }
            let problems = error.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.notes += hints
                return diagnostic
            }
            return (mapping, problems)
        }
    }

    /// `key: a: b` → `key: "a: b"`; nil for a line whose value is already quoted, a list, a block
    /// scalar, or has no `: ` in it.
    static func quotingValue(of line: String) -> String? {
        guard let first = line.range(of: ": "), !line.hasPrefix(" "), !line.hasPrefix("-"), !line.hasPrefix("#") else { return nil }
        let key = line[..<first.lowerBound]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        let value = line[first.upperBound...].trimmingCharacters(in: .whitespaces)
        guard value.contains(": "), let opening = value.first, !"\"'[{|>&*!%@`".contains(opening) else { return nil }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(key): \"\(escaped)\""
    }
}
