import Diagnostics
import LessonProtocol

/// A fenced ` ```swift example=NAME ` or ` ```diff example=NAME base=BASE ` block, as the site builder
/// found it in a markdown file.
public struct ExampleBlock: Equatable, Sendable {
    public var name: String
    /// "swift" for a runnable example, "diff" for a variant of `base`.
    public var language: String
    public var base: String?
    /// The block's content as written, hidden lines included.
    public var code: String
    /// The first content line. Its column, when given, is where the block's lines start in the file
    /// (a block indented inside a list item); nil means column 1.
    public var location: SourceLocation
    /// Where each content line starts in the file (1-based UTF-8 column), when lines start at
    /// different columns (a fence indented by one to three spaces over less-indented lines); nil
    /// means every line starts at `location.column`.
    public var lineColumns: [Int]?
    /// What the example's network requests are answered with: its page's `fixtures:`.
    public var fixtures: [NetworkFixture]
    /// `file=Mission.swift`: which source file of a several-file example this block is.
    public var fileName: String? = nil
    /// The code comes from a file on disk (`include=`) instead of the block (`code` is empty).
    public var included: IncludedSource? = nil
    /// The files the app bundles (the lesson's `resources:`), in `Bundle.main` when it runs.
    public var resources: [ExampleResource] = []

    public init(
        name: String, language: String = "swift", base: String? = nil, code: String, location: SourceLocation,
        lineColumns: [Int]? = nil, fixtures: [NetworkFixture] = []
    ) {
        self.fixtures = fixtures
        self.name = name
        self.language = language
        self.base = base
        self.code = code
        self.location = location
        self.lineColumns = lineColumns
    }
}

/// A fenced ` ```checkpoint ` block. Without `example=`, it belongs to the nearest example above it
/// in the same file.
public struct CheckpointBlock: Equatable, Sendable {
    public var exampleName: String?
    public var code: String
    /// The first content line; the column means what it means for `ExampleBlock`.
    public var location: SourceLocation
    /// As for `ExampleBlock.lineColumns`.
    public var lineColumns: [Int]?
    /// The fence's `appearance=`, `dynamic-type=` and `layout-direction=`, as written.
    public var conditions: [String: String]
    /// The opening fence, where a problem with those is reported.
    public var fenceLocation: SourceLocation?

    public init(
        exampleName: String? = nil, code: String, location: SourceLocation, lineColumns: [Int]? = nil,
        conditions: [String: String] = [:], fenceLocation: SourceLocation? = nil
    ) {
        self.conditions = conditions
        self.fenceLocation = fenceLocation
        self.exampleName = exampleName
        self.code = code
        self.location = location
        self.lineColumns = lineColumns
    }
}
