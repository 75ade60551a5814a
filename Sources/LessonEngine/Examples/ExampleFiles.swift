import Diagnostics
import Foundation

/// A Swift file kept on disk that a block includes: its text, where diagnostics show it, and the
/// lines the page shows (the rest compile as hidden lines do).
public struct IncludedSource: Equatable, Sendable {
    public var text: String
    /// The path diagnostics show (`content/lessons/moonshot/Mission.swift`); compiler errors in
    /// the file point there.
    public var file: String
    /// 0-based indices of the lines the page shows.
    public var shownLines: [Int]

    public init(text: String, file: String, shownLines: [Int]) {
        self.text = text
        self.file = file
        self.shownLines = shownLines
    }
}

/// A file the running app finds in `Bundle.main`, by `name` (`astronauts.json`).
public struct ExampleResource: Equatable, Sendable {
    public var name: String
    /// Where it is on disk.
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    /// The file's bytes, read once for the cache key and the downloaded project.
    func contents() -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    /// An asset catalog (`Assets.xcassets`): Xcode compiles it into the app rather than copying
    /// it, so code finds its images by name (`Image("logo")`), never as a file in the bundle.
    public var isAssetCatalog: Bool { (name as NSString).pathExtension == "xcassets" }

    /// What a run finds in `Bundle.main`: every resource but asset catalogs.
    static func bundled(_ resources: [ExampleResource]) -> [ExampleResource] { resources.filter { !$0.isAssetCatalog } }
}

/// One source file of a prepared example, in the order the page shows them.
struct PreparedFile: Sendable {
    /// `Mission.swift`; nil for the one file of an example written as a single block.
    var name: String?
    /// The block's first content line (the page shows the file there).
    var location: SourceLocation
    /// Its lines in `PreparedExample.lines`.
    var lines: Range<Int>
    /// What the page shows of it.
    var displayedCode: String
    /// The file as compiled, `@main` kept: what a downloaded project ships.
    var source: String
}

/// A file of an example as a result: what the page shows for its block, and what a downloaded
/// project holds.
public struct ExampleFileResult: Equatable, Sendable {
    /// `Mission.swift`; nil for an example written as a single block.
    public var name: String?
    public var location: SourceLocation
    public var displayedCode: String
    /// The file exactly as compiled, hidden lines included and its `@main` kept.
    public var source: String
}

extension ExampleResource {
    /// What the resources add to a run's cache key: each name and the digest of its bytes. Empty
    /// without resources, so the keys of examples without any are what they always were.
    static func cacheText(_ resources: [ExampleResource]) -> String {
        guard !resources.isEmpty else { return "" }
        return "\n// resources\n"
            + resources.map { "// \($0.name) \(SHA256.hex([UInt8]($0.contents())))" }.joined(separator: "\n")
    }
}
