import Diagnostics
import Foundation
import SwiftSource

/// An example that calls SwiftUI API the runtime lacks gets one error per missing name, all in the
/// same build, and none of the compiler's follow-on errors. swiftc stops checking a modifier chain
/// at the first name it cannot find ("`.symbolEffect` …"), so the next missing modifier in the same
/// chain would only surface after the author removed the first; and it adds errors that only follow
/// from the first ("cannot infer contextual base in reference to member 'bounce'").
enum MissingAPIReport {
    static let displayOnlyHint =
        "to show such code on the page without running it, put it in a plain ```swift block"
        + " (no example=): display-only blocks are highlighted but never compiled"

    /// The compiler's attributed diagnostics, with every missing SwiftUI name of a failing example
    /// reported (found in its syntax tree once the compiler has reported one) and the errors inside
    /// a missing call's own lines folded into it.
    static func complete(
        _ attributed: [(diagnostic: Diagnostic, example: String?)], examples: [PreparedExample],
        provided: Set<String>
    ) -> [(diagnostic: Diagnostic, example: String?)] {
        let boundaryExamples = Set(attributed.filter { isMissingAPI($0.diagnostic) }.compactMap(\.example))
        guard !boundaryExamples.isEmpty else { return attributed }
        var result = attributed
        for example in examples where boundaryExamples.contains(example.name) {
            let uses = missingUses(in: example, provided: provided)
            // Errors within the lines of a missing call only follow from it.
            let spans = uses.map { use in (example.lines[use.position.line], example.lines[min(use.lastLine, example.lines.count - 1)]) }
            result.removeAll { entry in
                guard entry.example == example.name, !isMissingAPI(entry.diagnostic), let location = entry.diagnostic.location else {
                    return false
                }
                return spans.contains { first, last in first.file == location.file && (first.line...last.line).contains(location.line) }
            }
            for use in uses {
                let line = example.lines[use.position.line]
                let location = SourceLocation(file: line.file, line: line.line, column: use.position.column + line.columnOffset)
                let reported = result.contains { entry in
                    entry.example == example.name && isMissingAPI(entry.diagnostic)
                        && entry.diagnostic.location?.line == location.line
                        && entry.diagnostic.message.contains("`\(use.isMember ? "." : "")\(use.name)`")
                }
                if !reported {
                    result.append(
                        (diagnostic(RuntimeSurface.unsupportedMessage(name: use.name, isMember: use.isMember), at: location), example.name))
                }
            }
        }
        return onePerName(result)
    }

    /// One error per missing name and example, at its first use; the other uses are listed in a
    /// note (`Path` used thirteen times is one thing to know, not thirteen).
    static func onePerName(_ entries: [(diagnostic: Diagnostic, example: String?)]) -> [(diagnostic: Diagnostic, example: String?)] {
        var first: [String: Int] = [:]
        var result = entries.filter { !isMissingAPI($0.diagnostic) || $0.diagnostic.location == nil }
        let ordered = entries.filter { isMissingAPI($0.diagnostic) && $0.diagnostic.location != nil }.sorted { a, b in
            let (x, y) = (a.diagnostic.location!, b.diagnostic.location!)
            return (x.file, x.line, x.column ?? 0) < (y.file, y.line, y.column ?? 0)
        }
        for entry in ordered {
            guard let location = entry.diagnostic.location else { continue }
            let key = "\(entry.example ?? "")\u{0}\(entry.diagnostic.message)"
            guard let index = first[key] else {
                first[key] = result.count
                result.append(entry)
                continue
            }
            let noteStart = "also used at line"
            var notes = result[index].diagnostic.notes
            if let existing = notes.firstIndex(where: { $0.hasPrefix(noteStart) }) {
                notes[existing] =
                    notes[existing].replacingOccurrences(of: "also used at line ", with: "also used at lines ") + ", \(location.line)"
            } else {
                notes.insert("\(noteStart) \(location.line)", at: 0)
            }
            result[index].diagnostic.notes = notes
        }
        return result
    }

    /// The SwiftUI names an example writes that the runtime does not provide and the example does
    /// not declare itself, in source order.
    static func missingUses(in example: PreparedExample, provided: Set<String>) -> [APIUse] {
        let source = example.compiledFile
        let declared = SwiftAPINames.declaredNames(in: source)
        var seen: Set<String> = []
        return SwiftAPINames.uses(in: source).filter { use in
            guard use.position.line < example.lines.count, RuntimeSurface.appleSwiftUINames.contains(use.name),
                !provided.contains(use.name), !declared.contains(use.name)
            else { return false }
            return seen.insert("\(use.name)@\(use.position)").inserted
        }
    }

    static func diagnostic(_ message: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            message, at: location,
            notes: [
                "the SwiftUI API the runtime provides is listed in \(RuntimeSurface.documentationPath)",
                displayOnlyHint,
            ])
    }

    static func isMissingAPI(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasSuffix(RuntimeSurface.unsupportedSuffix)
    }
}
