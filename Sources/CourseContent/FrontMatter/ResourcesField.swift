import Diagnostics
import Foundation

/// `resources:` in a lesson's front matter: the files its app bundles (JSON, text, images), paths
/// relative to the page, as a list or a single path. Each is in the running app's `Bundle.main` by
/// its file name, as a file added to an Xcode target is, and in the downloaded project's resources.
extension Page {
    static let resourceKeys = ["resources"]

    /// The resources the page declares, each resolved inside the content folder, or the located
    /// error that refuses it (outside the folder, through a symbolic link that leaves it, missing,
    /// or a second file of the same name, which one bundle cannot hold).
    public func resourceFiles(in contentDirectory: URL) -> (files: [ContentFile], problems: [Diagnostic]) {
        var files: [ContentFile] = []
        var problems: [Diagnostic] = []
        var byName: [String: YAMLScalar] = [:]
        for declared in resources {
            // An asset catalog is a folder; any other resource is a file.
            let isCatalog = (declared.value as NSString).pathExtension == "xcassets"
            switch contentFile(declared.value, in: contentDirectory, what: "resource", at: declared.location, allowDirectory: isCatalog) {
            case .failure(let problem): problems.append(problem)
            case .success(let file):
                let name = file.url.lastPathComponent
                if let first = byName[name] {
                    problems.append(
                        .error(
                            "a second resource named '\(name)': an app's bundle holds one file of each name",
                            at: declared.location, notes: ["the first is declared at \(first.location.file):\(first.location.line)"]))
                    continue
                }
                byName[name] = declared
                files.append(file)
            }
        }
        return (files, problems)
    }
}

extension FieldReader {
    /// `resources: [a.json, b.txt]` or `resources: a.json`; paths are checked when the course's
    /// folder is known (`Page.resourceFiles`).
    mutating func resources() -> [YAMLScalar] {
        stringList("resources", allowSingle: true)?.filter { !$0.value.trimmingWhitespace().isEmpty } ?? []
    }
}
