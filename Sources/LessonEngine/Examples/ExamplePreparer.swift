import Diagnostics
import Foundation
import SwiftSource

/// Turns example blocks into compilable units: hidden lines, fragment wrapping, `#Preview`
/// extraction, variant patches.
enum ExamplePreparer {
    /// Examples are read and prepared `jobs` at a time.
    static func prepare(
        _ blocks: [ExampleBlock], outlines: OutlineStore = OutlineStore(cacheDirectory: nil),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> (examples: [PreparedExample], diagnostics: [Diagnostic]) {
        var (sources, diagnostics) = group(blocks)
        let byName = Dictionary(sources.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var resolved: [String: [RawFile]] = [:]
        var failed: Set<String> = []
        // Resolves an example's files, applying variants' patches to their base (recursively).
        func rawFiles(_ source: ExampleSource, chain: [String]) -> [RawFile]? {
            if let done = resolved[source.name] { return done }
            if failed.contains(source.name) { return nil }
            let block = source.first
            guard source.isVariant else {
                let files = source.blocks.map { RawFile(name: $0.fileName, lines: RawLine.lines(of: $0), block: $0) }
                resolved[source.name] = files
                return files
            }
            guard let baseName = block.base else {
                diagnostics.append(
                    .error("variant '\(block.name)' needs a base: ```diff example=\(block.name) base=NAME", at: block.location))
                failed.insert(block.name)
                return nil
            }
            guard let base = byName[baseName] else {
                var message = "variant '\(block.name)' names an unknown base example '\(baseName)'"
                if let suggestion = Suggestions.closest(to: baseName, in: Array(byName.keys).sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(.error(message, at: block.location))
                failed.insert(block.name)
                return nil
            }
            guard !chain.contains(baseName) else {
                diagnostics.append(.error("variants form a cycle: \((chain + [baseName]).joined(separator: " → "))", at: block.location))
                failed.insert(block.name)
                return nil
            }
            guard let baseFiles = rawFiles(base, chain: chain + [baseName]) else {
                failed.insert(block.name)
                return nil
            }
            switch patch(baseFiles, with: source, baseName: baseName) {
            case .success(let patched):
                resolved[source.name] = patched
                return patched
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                failed.insert(block.name)
                return nil
            }
        }
        // Variants are resolved in course order; then each example is parsed and prepared on every
        // core, each on its own. Diagnostics come out as if one after another: each example's
        // resolution problems, then its preparation's.
        var resolvedSources: [(source: ExampleSource, files: [RawFile]?, problems: [Diagnostic])] = []
        for source in sources {
            let before = diagnostics.count
            let files = rawFiles(source, chain: [source.name])
            resolvedSources.append((source, files, Array(diagnostics[before...])))
            diagnostics.removeSubrange(before...)
        }
        let results = parallelMap(resolvedSources, jobs: jobs) { resolved in
            resolved.files.map { prepare(resolved.source, files: $0, outlines: outlines) }
        }
        var examples: [PreparedExample] = []
        for (resolved, result) in zip(resolvedSources, results) {
            diagnostics += resolved.problems
            guard let (example, problems) = result else { continue }
            diagnostics += problems
            if let example { examples.append(example) }
        }
        return (examples, diagnostics)
    }

    /// An example whose braces do not pair up would break the code the engine wraps around it, and
    /// swiftc would blame that code ("type '__Example_5' has no member '__preview'"). Said here
    /// instead, at the brace, in the author's terms. Braces in strings and comments do not count.
    static func braceDiagnostic(_ problem: BraceProblem, _ lines: [SourceLine], example: String) -> Diagnostic {
        func location(_ position: LinePosition) -> SourceLocation {
            let line = lines[min(position.line, lines.count - 1)]
            return SourceLocation(file: line.file, line: line.line, column: position.column + line.columnOffset)
        }
        switch problem {
        case .closesNothing(let position):
            return .error(
                "this '}' closes nothing in example '\(example)': a '{' is missing above it, or there is one '}' too many",
                at: location(position))
        case .neverClosed(let position, let count):
            return .error(
                "this '{' is never closed in example '\(example)': \(count == 1 ? "a '}' is" : "\(count) '}' are") missing below it"
                    + " (or a string or comment is left open)", at: location(position))
        }
    }

    /// Prepares one example from its lines (a variant's lines are already patched). The lines are
    /// read as one Swift file by the compiler's own parser (`SwiftFileOutline`).
    static func prepare(
        _ source: ExampleSource, files raw: [RawFile], outlines: OutlineStore = OutlineStore(cacheDirectory: nil)
    ) -> (PreparedExample?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let block = source.first
        let lines = raw.flatMap { $0.lines.map(\.compiled) }
        let files = preparedFiles(raw, isVariant: source.isVariant)
        let displayed = files.count == 1 ? files[0].displayedCode : files.map(\.displayedCode).joined(separator: "\n")

        // Each file's braces pair up on their own, as each is compiled on its own in Xcode.
        if raw.count > 1 {
            for file in files {
                let fileLines = Array(lines[file.lines])
                if let problem = outlines.outline(of: fileLines.map(\.text).joined(separator: "\n") + "\n").braceProblem {
                    return (nil, [braceDiagnostic(problem, fileLines, example: block.name)])
                }
            }
        }
        let outline = outlines.outline(of: lines.map(\.text).joined(separator: "\n") + "\n")
        if let problem = outline.braceProblem {
            return (nil, [braceDiagnostic(problem, lines, example: block.name)])
        }
        var imports: [PreparedExample.Item] = []
        var fileItems: [PreparedExample.Item] = []
        var members: [PreparedExample.Item] = []
        var statements: [PreparedExample.Item] = []
        var preview: PreparedExample.Item?
        var previewables: PreparedExample.Item?
        var standaloneReason: String?
        var viewTypes: [String] = []
        var appTypes: [String] = []
        var previewCandidates: [(PreparedExample.Item, TopLevelItem)] = []
        var contentViewLine: Int?
        var declaresBody = false
        var mutableLines = lines

        for (item, declared) in items(of: outline, lineCount: lines.count) {
            // `@main` would fight the engine's own entry point; the engine hosts the example instead.
            for attribute in declared.mainAttributes + declared.objcAttributes where attribute.line < mutableLines.count {
                var bytes = Array(mutableLines[attribute.line].text.utf8)
                for offset in attribute.columns where offset < bytes.count { bytes[offset] = UInt8(ascii: " ") }
                mutableLines[attribute.line].text = String(decoding: bytes, as: UTF8.self)
            }
            // Swift on Linux has no Objective-C runtime: `@objc` is blanked (above) and
            // `#selector(Coordinator.update(_:))` is compiled as `Selector (…)`, the runtime's
            // value naming the method (columns kept).
            for keyword in declared.selectorKeywords where keyword.line < mutableLines.count {
                var bytes = Array(mutableLines[keyword.line].text.utf8)
                let written = keyword.columns.lowerBound..<(keyword.columns.lowerBound + 9)
                guard written.upperBound <= bytes.count, Array(bytes[written]) == Array("#selector".utf8) else { continue }
                bytes.replaceSubrange(written, with: Array("Selector ".utf8))
                mutableLines[keyword.line].text = String(decoding: bytes, as: UTF8.self)
            }
            switch item.kind {
            case .importDecl: imports.append(item)
            case .type:
                fileItems.append(item)
                let types =
                    declared.kind == .conditional ? declared.nestedTypes : declared.name.map { [($0, declared.inheritedTypes)] } ?? []
                for (name, inherited) in types {
                    let conforms = { (p: String) in inherited.contains { $0 == p || $0 == "SwiftUI." + p } }
                    if conforms("View") { viewTypes.append(name) }
                    if conforms("View"), name == "ContentView" { contentViewLine = item.lines.lowerBound }
                    if conforms("App") { appTypes.append(name) }
                }
            case .extensionDecl:
                fileItems.append(item)
                standaloneReason = standaloneReason ?? "declares an extension, which must be at file level"
            case .operatorDecl:
                fileItems.append(item)
                standaloneReason = standaloneReason ?? "declares an operator, which must be at file level"
            case .member:
                if item.name == "body" { declaresBody = true }
                members.append(item)
            case .statement: statements.append(item)
            case .preview: previewCandidates.append((item, declared))
            }
        }
        // One file: its first #Preview. Several (an app): what the app shows at launch — its `App`,
        // else the #Preview of the file declaring ContentView, else the first.
        let hosted: (PreparedExample.Item, TopLevelItem)?
        if files.count > 1, !appTypes.isEmpty {
            hosted = nil
        } else if files.count > 1, let contentViewLine, let file = files.first(where: { $0.lines.contains(contentViewLine) }) {
            hosted = previewCandidates.first { file.lines.contains($0.0.lines.lowerBound) } ?? previewCandidates.first
        } else {
            hosted = previewCandidates.first
        }
        if let (item, declared) = hosted {
            if var body = previewBody(item, declared, lines: lines) {
                if let hoisted = declared.previewableDeclarations, hoisted.lastLine + 1 < body.lines.upperBound {
                    // `@Previewable` is blanked (columns kept); the declarations become members.
                    var members = PreparedExample.Item(kind: .member, lines: body.lines.lowerBound..<(hoisted.lastLine + 1))
                    for index in members.lines { members.overrides[index] = body.overrides[index] ?? lines[index].text }
                    for attribute in hoisted.attributes where members.lines.contains(attribute.line) {
                        var bytes = Array((members.overrides[attribute.line] ?? lines[attribute.line].text).utf8)
                        for offset in attribute.columns where offset < bytes.count { bytes[offset] = UInt8(ascii: " ") }
                        members.overrides[attribute.line] = String(decoding: bytes, as: UTF8.self)
                    }
                    body.lines = (hoisted.lastLine + 1)..<body.lines.upperBound
                    body.overrides = body.overrides.filter { body.lines.contains($0.key) }
                    previewables = members
                }
                preview = body
            } else {
                diagnostics.append(.error("cannot find the '{ … }' body of this #Preview", at: location(lines[item.lines.lowerBound])))
            }
        }

        let isComplete = !viewTypes.isEmpty || !appTypes.isEmpty
        if viewTypes.isEmpty { viewTypes = appTypes }
        if isComplete {
            // A complete file is compiled as written: its loose declarations stay at file level,
            // which inside the namespace means `static`.
            for item in members {
                var m = item
                m.needsStatic = true
                fileItems.append(m)
            }
            fileItems.sort { $0.lines.lowerBound < $1.lines.lowerBound }
            members = []
            if !statements.isEmpty {
                let first = statements[0]
                diagnostics.append(
                    .error(
                        "a complete example (it declares \(viewTypes[0])) cannot also have top-level statements",
                        at: location(lines[first.lines.lowerBound]),
                        notes: ["move this code into a view's body, or remove the View type to make the block a fragment"]))
                return (nil, diagnostics)
            }
        } else if declaresBody {
            // The fragment writes its own body; loose statements would be a mistake either way, and
            // swiftc explains it well when they sit among the members.
            members += statements
            members.sort { $0.lines.lowerBound < $1.lines.lowerBound }
            statements = []
        } else if statements.isEmpty && preview == nil {
            diagnostics.append(
                .error(
                    "example '\(block.name)' shows nothing: it declares no View type, no body and no view expression",
                    at: block.location))
            return (nil, diagnostics)
        }
        let hostsApp = preview == nil && !appTypes.isEmpty
        let hostedRoot = preview != nil ? "#Preview" : hostsApp ? appTypes[0] : (isComplete ? hostedViewType(viewTypes) : "Example")
        var example = PreparedExample(
            name: block.name, location: block.location, displayedCode: displayed, isCompleteFile: isComplete,
            standaloneReason: standaloneReason, hostedRoot: hostedRoot, lines: mutableLines,
            imports: imports, fileItems: fileItems, members: members, statements: statements, preview: preview)
        example.previewables = previewables
        example.declaredViews = viewTypes.filter { !appTypes.contains($0) }
        example.hostsApp = hostsApp
        example.files = files
        example.alsoShown = source.regionBlocks.map {
            PreparedFile(
                name: $0.fileName, location: $0.location, lines: 0..<0,
                displayedCode: RawLine.lines(of: $0).compactMap(\.displayed).joined(separator: "\n") + "\n", source: "")
        }
        example.resources = block.resources
        example.assetSymbols = AssetSymbols.source(for: block.resources)
        return (example, diagnostics)
    }

    /// Which View type a complete file without `#Preview` (and without an `App`) shows, as an app
    /// built from it would: `ContentView` (the view every new Xcode project presents), else the first
    /// View type declared. Helper views declared above `ContentView` (a row, a card taking
    /// parameters) are not what the app shows.
    static func hostedViewType(_ viewTypes: [String]) -> String {
        viewTypes.contains("ContentView") ? "ContentView" : viewTypes[0]
    }

    static func location(_ line: SourceLine) -> SourceLocation {
        SourceLocation(file: line.file, line: line.line, column: nil)
    }

    // MARK: - Items

    /// The outline's top-level items as runs of whole lines that together cover the file: the
    /// comments and blank lines above an item belong to it, those at the end to the last item.
    /// Items that share a line (`struct A {}; struct B {}`) are one run.
    static func items(of outline: SwiftFileOutline, lineCount: Int) -> [(PreparedExample.Item, TopLevelItem)] {
        var runs: [(first: Int, last: Int, item: TopLevelItem)] = []
        for item in outline.items {
            let first = min(item.firstLine, lineCount - 1)
            let last = min(max(item.lastLine, first), lineCount - 1)
            if let previous = runs.last, first <= previous.last {
                runs[runs.count - 1].last = max(previous.last, last)
            } else {
                runs.append((first, last, item))
            }
        }
        var result: [(PreparedExample.Item, TopLevelItem)] = []
        for (index, run) in runs.enumerated() {
            let start = index == 0 ? 0 : runs[index - 1].last + 1
            let end = index == runs.count - 1 ? lineCount : run.last + 1
            result.append((PreparedExample.Item(kind: kind(of: run.item), lines: start..<end, name: run.item.name), run.item))
        }
        return result
    }

    static func kind(of item: TopLevelItem) -> PreparedExample.Item.Kind {
        switch item.kind {
        case .importDecl: return .importDecl
        case .type, .conditional, .directive: return .type
        case .extensionDecl: return .extensionDecl
        case .operatorDecl: return .operatorDecl
        case .member: return .member
        case .preview: return .preview
        case .statement: return .statement
        }
    }

    /// The body of `#Preview { … }` / `#Preview("name", traits: …) { … }`, with the opener and
    /// closer blanked out so that columns still match the markdown.
    static func previewBody(_ item: PreparedExample.Item, _ declared: TopLevelItem, lines: [SourceLine]) -> PreparedExample.Item? {
        guard let (open, close) = declared.previewBody, open.line < lines.count, close.line < lines.count else { return nil }
        let openOffset = open.column - 1
        let closeOffset = close.column - 1
        var overrides: [Int: String] = [:]
        func blank(_ bytes: ArraySlice<UInt8>) -> [UInt8] { bytes.map { $0 == 0x09 ? 0x09 : 0x20 } }
        let firstBytes = Array(lines[open.line].text.utf8)
        if open.line == close.line {
            let inner = Array(firstBytes[(openOffset + 1)..<closeOffset])
            overrides[open.line] = String(decoding: blank(firstBytes[...openOffset]) + inner, as: UTF8.self)
        } else {
            overrides[open.line] = String(decoding: blank(firstBytes[...openOffset]) + firstBytes[(openOffset + 1)...], as: UTF8.self)
            let lastBytes = Array(lines[close.line].text.utf8)
            overrides[close.line] = String(decoding: lastBytes[..<closeOffset], as: UTF8.self)
        }
        return .init(kind: .preview, lines: open.line..<(close.line + 1), overrides: overrides)
    }
}
