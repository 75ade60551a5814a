import Diagnostics
import Foundation

/// A `UIViewRepresentable` or `UIViewControllerRepresentable` compiles, but the lesson runtime has
/// no UIKit drawing: its screen shows a placeholder labelled with the type's name. The build says
/// so at the line that declares it, so no page passes a UIKit view off as verified.
enum RepresentableNotice {
    static let protocols = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    private static let declaration = try! NSRegularExpression(
        pattern:
            #"\b(?:struct|class|final\s+class)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\b(UIViewRepresentable|UIViewControllerRepresentable)\b"#
    )

    static func warnings(for example: PreparedExample) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for line in example.lines {
            let text = line.text
            // Most lines name neither protocol: the regular expression only where one can match.
            guard text.contains("Representable") else { continue }
            guard let match = declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let name = Range(match.range(at: 1), in: text), let kind = Range(match.range(at: 2), in: text)
            else { continue }
            let column = text.utf8.distance(from: text.startIndex, to: name.lowerBound) + 1 + line.columnOffset
            result.append(
                .warning(
                    "'\(text[name])' is a \(text[kind]): it compiles, but the lesson runtime cannot draw UIKit views, so the page shows it as a placeholder labelled '\(text[name])'",
                    at: SourceLocation(file: line.file, line: line.line, column: column),
                    notes: ["on a device it shows the UIKit view its make function returns; checkpoints cannot reach inside it"]))
        }
        return result
    }
}
