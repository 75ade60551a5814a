import Diagnostics
import Foundation

/// The attributes that make an example an app of several files (`file=`) and take its code from
/// disk (`include=`, `region=`), checked where they are written.
extension LessonBlock {
    static func fileProblem(with block: CodeBlock, at location: SourceLocation) -> Diagnostic? {
        let example = block["example"]
        for key in ["file", "include", "region"] where block[key] != nil && example == nil {
            return .error(
                "\(key)= belongs to a runnable example; add example=NAME (```swift example=NAME \(key)=…)", at: location)
        }
        if let name = block["file"], let problem = fileNameProblem(name) {
            return .error(
                "file=\(name): \(problem)", at: location,
                notes: ["name it as in Xcode: file=Mission.swift, or file=Views/MissionView.swift"])
        }
        if block["region"] != nil && block["include"] == nil {
            return .error("region= names a region of an included file; add include=PATH", at: location)
        }
        if let include = block["include"], include.isEmpty {
            return .error("include= needs a path, relative to this page", at: location)
        }
        if block["include"] != nil, !block.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return .error(
                "this block includes its code from \(block["include"]!), so it must be empty; remove its lines (or the include=)",
                at: location)
        }
        return nil
    }

    /// Why a `file=` value cannot name a Swift source file of an Xcode project, or nil.
    static func fileNameProblem(_ name: String) -> String? {
        guard name.hasSuffix(".swift"), name.count > 6 else { return "a source file's name ends in .swift" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "a path inside the project, without '..' or a leading '/'"
        }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-+. /"))
        if !name.unicodeScalars.allSatisfy({ allowed.contains($0) }) {
            return "use letters, digits, '_', '-', '+' and '.' in file names"
        }
        return nil
    }
}
