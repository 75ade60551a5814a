import Diagnostics

/// A variant's body: `-` lines name base lines to replace (whitespace-trimmed comparison), `+` lines
/// take their place; ` ` context lines anchor where a pure `+` insertion goes.
enum VariantPatch {
    enum Op { case remove(RawLine, String), add(RawLine), context(RawLine, String) }

    static func apply(_ diff: [RawLine], to base: [RawLine], baseName: String) -> Result<[RawLine], Diagnostic> {
        var ops: [Op] = []
        for (index, line) in diff.enumerated() {
            let text = line.text
            if index < 2, text.hasPrefix("--- ") || text.hasPrefix("+++ ") { continue }
            if text.hasPrefix("@@") || text.trimmed.isEmpty { continue }
            var shifted = line
            shifted.text = String(text.dropFirst())
            shifted.columnOffset += 1
            switch text.first {
            case "-": ops.append(.remove(line, String(text.dropFirst()).trimmed))
            case "+": ops.append(.add(shifted))
            case " ": ops.append(.context(line, String(text.dropFirst()).trimmed))
            default:
                return .failure(
                    .error(
                        "a variant line starts with '-', '+' or a space (context), not '\(text.first!)'",
                        at: SourceLocation(file: line.file, line: line.line, column: line.columnOffset + 1)))
            }
        }
        func matches(_ base: RawLine, _ wanted: String) -> Bool {
            base.text.trimmed == wanted || base.compiled.text.trimmed == wanted
        }
        var result: [RawLine] = []
        var position = 0
        var i = 0
        while i < ops.count {
            switch ops[i] {
            case .context(let line, let wanted):
                guard let found = (position..<base.count).first(where: { matches(base[$0], wanted) }) else {
                    return .failure(notFound(line, wanted, base, baseName))
                }
                result += base[position...found]
                position = found + 1
                i += 1
            case .add(let line):
                result.append(line)
                i += 1
            case .remove(let firstLine, _):
                var removals: [String] = []
                while i < ops.count, case .remove(_, let wanted) = ops[i] {
                    removals.append(wanted)
                    i += 1
                }
                let candidates = position..<max(position, base.count - removals.count + 1)
                guard
                    let found = candidates.first(where: { start in
                        removals.indices.allSatisfy { matches(base[start + $0], removals[$0]) }
                    })
                else {
                    // Point at the first `-` line that does not match where the others would.
                    return .failure(notFound(firstLine, removals[0], base, baseName))
                }
                result += base[position..<found]
                position = found + removals.count
            }
        }
        result += base[position...]
        return .success(result)
    }

    static func notFound(_ line: RawLine, _ wanted: String, _ base: [RawLine], _ baseName: String) -> Diagnostic {
        var notes: [String] = []
        let closest = base.min { Suggestions.editDistance($0.text.trimmed, wanted) < Suggestions.editDistance($1.text.trimmed, wanted) }
        if let closest, Suggestions.editDistance(closest.text.trimmed, wanted) <= max(3, wanted.count / 4) {
            notes.append("closest line of '\(baseName)' (\(closest.file):\(closest.line)): \(closest.text.trimmed)")
        }
        return .error(
            "this line is not in the base example '\(baseName)'",
            at: SourceLocation(file: line.file, line: line.line, column: line.columnOffset + 1), notes: notes)
    }
}
