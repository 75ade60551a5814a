import Diagnostics
import Foundation

/// An example as the blocks it is written in: one block, or one per source file
/// (` ```swift example=moonshot file=Mission.swift `), which compile together as one app.
struct ExampleSource {
    var name: String
    var blocks: [ExampleBlock]
    /// Blocks that show another region of a file already included (`include=` the same path):
    /// shown on the page, compiled once.
    var regionBlocks: [ExampleBlock] = []
    var first: ExampleBlock { blocks[0] }
    var isVariant: Bool { first.language == "diff" }
}

/// One source file of an example, as lines, after any variant's patch.
struct RawFile {
    var name: String?
    var lines: [RawLine]
    /// The block that shows it (a variant's patched file: the variant's block).
    var block: ExampleBlock
}

extension ExamplePreparer {
    /// The blocks by example, in page order. Blocks sharing a name are the files of one example
    /// when each names its file; anything else sharing a name is an error at the later block.
    static func group(_ blocks: [ExampleBlock]) -> ([ExampleSource], [Diagnostic]) {
        var sources: [ExampleSource] = []
        var indexByName: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for block in blocks {
            guard let index = indexByName[block.name] else {
                indexByName[block.name] = sources.count
                sources.append(ExampleSource(name: block.name, blocks: [block]))
                continue
            }
            let first = sources[index].first
            let firstAt = "\(first.location.file):\(first.location.line)"
            guard let fileName = block.fileName, first.fileName != nil else {
                diagnostics.append(
                    .error(
                        "duplicate example name '\(block.name)'", at: block.location,
                        notes: ["first defined at \(firstAt)"]
                            + (block.fileName != nil || first.fileName != nil
                                ? ["an example of several files names each of its blocks' files: file=Mission.swift"] : [])))
                continue
            }
            guard block.location.file == first.location.file else {
                diagnostics.append(
                    .error(
                        "the files of example '\(block.name)' must be on one page; its first file is in \(first.location.file)",
                        at: block.location, notes: ["first defined at \(firstAt)"]))
                continue
            }
            guard block.language == first.language else {
                let kind = first.language == "diff" ? "a variant (```diff)" : "an example (```swift)"
                diagnostics.append(
                    .error(
                        "example '\(block.name)' is \(kind) since \(firstAt); every file of it is written the same way", at: block.location)
                )
                continue
            }
            if let other = sources[index].blocks.first(where: { $0.fileName == fileName }), !first.isDiff {
                if let included = block.included, included.file == other.included?.file {
                    sources[index].regionBlocks.append(block)
                    continue
                }
                diagnostics.append(
                    .error(
                        "example '\(block.name)' already has a file named '\(fileName)'", at: block.location,
                        notes: ["first defined at \(other.location.file):\(other.location.line)"]))
                continue
            }
            sources[index].blocks.append(block)
        }
        return (sources, diagnostics)
    }

    /// A variant's blocks applied to its base's files: each block patches the file it names
    /// (`file=`), or the base's only file.
    static func patch(_ base: [RawFile], with variant: ExampleSource, baseName: String) -> Result<[RawFile], Diagnostic> {
        var files = base
        for block in variant.blocks {
            let target: Int
            if let name = block.fileName {
                guard let found = files.firstIndex(where: { $0.name == name }) else {
                    let names = files.compactMap(\.name)
                    var message = "the base example '\(baseName)' has no file '\(name)'"
                    if let guess = Suggestions.closest(to: name, in: names) { message += "; did you mean '\(guess)'?" }
                    return .failure(
                        .error(message, at: block.location, notes: names.isEmpty ? [] : ["its files: " + names.joined(separator: ", ")]))
                }
                target = found
            } else if files.count == 1 {
                target = 0
            } else {
                return .failure(
                    .error(
                        "the base example '\(baseName)' has several files; name the one this variant changes with file=",
                        at: block.location, notes: ["its files: " + files.compactMap(\.name).joined(separator: ", ")]))
            }
            switch VariantPatch.apply(RawLine.lines(of: block), to: files[target].lines, baseName: baseName) {
            case .success(let patched):
                files[target].lines = patched
                files[target].block = block
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(files)
    }

    /// Where each file sits among the example's lines, what the page shows of it, and its source
    /// as a project ships it.
    static func preparedFiles(_ raw: [RawFile], isVariant: Bool) -> [PreparedFile] {
        var files: [PreparedFile] = []
        var start = 0
        for file in raw {
            let compiled = file.lines.map(\.compiled.text)
            let displayed =
                isVariant
                ? file.block.code
                : RawLine.lines(of: file.block).compactMap(\.displayed).joined(separator: "\n") + "\n"
            files.append(
                PreparedFile(
                    name: file.name, location: file.block.location, lines: start..<(start + compiled.count),
                    displayedCode: displayed, source: compiled.joined(separator: "\n") + "\n"))
            start += compiled.count
        }
        return files
    }
}

extension ExampleBlock {
    var isDiff: Bool { language == "diff" }
}
