import Diagnostics
import Foundation

/// The blocks of a page that take part in checking, in the lesson-block vocabulary of
/// docs/authoring.md: ` ```swift example=NAME `, ` ```diff example=NAME base=BASE ` and
/// ` ```checkpoint [example=NAME] `. Everything about where their lines sit in the file is worked
/// out here, next to the markdown, so the engine receives exact positions and never re-reads files.
public struct LessonBlock: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A runnable example.
        case example(name: String)
        /// A proposed change to `base`, checked like an example (the engine reports a missing base).
        case variant(name: String, base: String?)
        /// What a person does to an example and what the screen then shows. Without a name, it
        /// belongs to the nearest example above it in the same file.
        case checkpoint(exampleName: String?)
    }

    public var kind: Kind
    /// The block's content as written.
    public var code: String
    /// The first content line; its column is the fence's (where an indented block's lines start).
    public var location: SourceLocation
    /// Where each content line starts in the file (UTF-8 column) when lines start at different
    /// columns; nil when every line starts at `location.column`.
    public var lineColumns: [Int]?
    /// The opening fence, where problems with the info string are reported.
    public var fenceLocation: SourceLocation
    /// `file=Mission.swift`: the example's source file this block is (an example may span several
    /// blocks, one per file, as an Xcode project does).
    public var fileName: String? = nil
    /// `include=path`: the block's code is this file (relative to the page, inside `content/`),
    /// or one `region=` of it (IncludedCode.swift).
    public var include: String? = nil
    public var region: String? = nil
    /// A checkpoint's `appearance=`, `dynamic-type=` and `layout-direction=`, as written.
    public var conditions: [String: String] = [:]
}

extension Page {
    /// The page's lesson blocks, and the blocks that look meant to be checked but would silently
    /// not be (a runnable example in another language, a misspelt attribute, a name that is not a slug).
    public func lessonBlocks() -> (blocks: [LessonBlock], problems: [Diagnostic]) {
        var blocks: [LessonBlock] = []
        var problems: [Diagnostic] = []
        guard !document.codeBlocks.isEmpty else { return ([], []) }
        let file = SourceFile(path: sourcePath, text: source)
        for block in document.codeBlocks {
            let fenceLocation = SourceLocation(file: sourcePath, line: block.fenceLine, column: block.location.column)
            if let problem = LessonBlock.unclosedFence(block, in: file, at: fenceLocation)
                ?? LessonBlock.problem(with: block, at: fenceLocation)
            {
                problems.append(problem)
                continue
            }
            let kind: LessonBlock.Kind
            if block.language == "checkpoint" {
                kind = .checkpoint(exampleName: block["example"])
            } else if let name = block["example"], block.language == "swift" {
                kind = .example(name: name)
            } else if let name = block["example"], block.language == "diff" {
                kind = .variant(name: name, base: block["base"])
            } else {
                continue
            }
            var lessonBlock = LessonBlock(
                kind: kind, code: block.code,
                location: SourceLocation(file: sourcePath, line: block.contentLine, column: block.location.column),
                lineColumns: LessonBlock.lineColumns(of: block, in: file), fenceLocation: fenceLocation)
            lessonBlock.fileName = block["file"]
            lessonBlock.include = block["include"]
            lessonBlock.region = block["region"]
            if case .checkpoint = kind {
                for key in LessonBlock.conditionAttributes { lessonBlock.conditions[key] = block[key] }
            }
            blocks.append(lessonBlock)
        }
        return (blocks, problems)
    }
}

extension LessonBlock {
    /// A fence that is never closed runs to the end of the file, swallowing the prose and the
    /// blocks after it; the compiler would then report errors in the swallowed text, or in the code
    /// the engine wraps around it. Said at the opening fence instead. A block counts as unclosed when
    /// it ends without a closing fence and either is an example or checkpoint, or holds a line that
    /// opens another fenced block (```swift example=…, ```checkpoint).
    static func unclosedFence(_ block: CodeBlock, in file: SourceFile, at location: SourceLocation) -> Diagnostic? {
        guard block.isFenced else { return nil }
        func line(_ number: Int) -> String {
            file.line(number).map { String(decoding: $0, as: UTF8.self).trimmingSpaces } ?? ""
        }
        func fenceRun(_ text: String) -> (character: Character, length: Int)? {
            guard let first = text.first, first == "`" || first == "~" else { return nil }
            let length = text.prefix { $0 == first }.count
            return length >= 3 ? (first, length) : nil
        }
        guard let opening = fenceRun(line(block.fenceLine)) else { return nil }
        // A line inside that opens another block with the same fence (```checkpoint): the author's
        // closing fence is missing above it. Most blocks hold no fence character at all.
        let fenceByte = UInt8(ascii: opening.character == "`" ? "`" : "~")
        let code = block.code.utf8.contains(fenceByte) ? block.code.split(separator: "\n", omittingEmptySubsequences: false) : []
        for (index, text) in code.enumerated() {
            let trimmed = text.trimmingSpaces
            guard let run = fenceRun(trimmed), run.character == opening.character, run.length >= opening.length,
                trimmed.count > run.length
            else { continue }
            return .error(
                "this ```\(block.language ?? "") block is not closed before line \(block.contentLine + index), where '\(trimmed)' starts another block",
                at: location, notes: ["close it with a line of three backticks (```) after its last line"])
        }
        let closed = fenceRun(line(block.endLine)).map { $0.character == opening.character && $0.length >= opening.length } ?? false
        let runnable = block["example"] != nil || block.language == "checkpoint"
        guard runnable, !closed || block.endLine == block.fenceLine else { return nil }
        return .error(
            "this ```\(block.language ?? "") block is never closed: it runs to the end of the file", at: location,
            notes: ["close it with a line of three backticks (```) after its last line"])
    }

    /// What each kind of block may say in its info string.
    static let knownAttributes: [String: [String]] = [
        "swift": ["example", "file", "include", "region"], "diff": ["example", "base", "file"],
        "checkpoint": ["example"] + conditionAttributes,
    ]

    /// The phone settings a checkpoint may run under; the engine checks their values.
    public static let conditionAttributes = ["appearance", "dynamic-type", "layout-direction"]

    static func problem(with block: CodeBlock, at location: SourceLocation) -> Diagnostic? {
        let language = block.language ?? ""
        guard let known = knownAttributes[language] else {
            guard block["example"] != nil else { return nil }
            return .error(
                "a runnable example is a ```swift block (a variant is ```diff); this one is ```\(language)",
                at: location)
        }
        for key in block.attributeOrder where !known.contains(key) {
            var message = "unknown attribute '\(key)' on a ```\(language) block"
            if let guess = Suggestions.closest(to: key, in: known) { message += "; did you mean '\(guess)'?" }
            return .error(message, at: location, notes: ["\(language) blocks take: " + known.map { "\($0)=…" }.joined(separator: ", ")])
        }
        for key in ["example", "base"] {
            if let name = block[key], !isSlug(name) {
                return .error("'\(name)' is not a usable example name: use lowercase letters, digits and hyphens", at: location)
            }
        }
        return fileProblem(with: block, at: location)
    }

    /// Where each of a block's lines starts in the file. The markdown parser strips a block's
    /// indentation line by line, only as far as each line is indented, so a line's start is what
    /// its raw file line has before the text the block holds. Nil when every line starts at the
    /// fence's column (the usual case) or a line cannot be matched.
    static func lineColumns(of block: CodeBlock, in file: SourceFile) -> [Int]? {
        let fenceColumn = block.location.column ?? 1
        guard fenceColumn > 1 else { return nil }
        var lines = block.code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }  // the block's final newline
        var columns: [Int] = []
        for (index, text) in lines.enumerated() {
            guard let raw = file.line(block.contentLine + index) else { break }
            if text.isEmpty {
                columns.append(fenceColumn)
                continue
            }
            guard raw.count >= text.count, raw.suffix(text.count).elementsEqual(text) else { return nil }
            columns.append(raw.count - text.count + 1)
        }
        return columns.allSatisfy { $0 == fenceColumn } ? nil : columns
    }
}
