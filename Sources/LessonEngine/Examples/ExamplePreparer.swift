import Diagnostics
import Foundation

/// Turns example blocks into compilable units: hidden lines, fragment wrapping, `#Preview`
/// extraction, variant patches.
enum ExamplePreparer {
    static func prepare(_ blocks: [ExampleBlock]) -> (examples: [PreparedExample], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var byName: [String: ExampleBlock] = [:]
        var ordered: [ExampleBlock] = []
        for block in blocks {
            if let first = byName[block.name] {
                diagnostics.append(.error("duplicate example name '\(block.name)'", at: block.location,
                                          notes: ["first defined at \(first.location.file):\(first.location.line)"]))
                continue
            }
            byName[block.name] = block
            ordered.append(block)
        }
        var resolved: [String: [RawLine]] = [:]
        var failed: Set<String> = []
        // Resolves a block's raw lines, applying variants' patches to their base (recursively).
        func rawLines(_ block: ExampleBlock, chain: [String]) -> [RawLine]? {
            if let done = resolved[block.name] { return done }
            if failed.contains(block.name) { return nil }
            let own = RawLine.lines(of: block)
            guard block.language == "diff" else { resolved[block.name] = own; return own }
            guard let baseName = block.base else {
                diagnostics.append(.error("variant '\(block.name)' needs a base: ```diff example=\(block.name) base=NAME", at: block.location))
                failed.insert(block.name); return nil
            }
            guard let base = byName[baseName] else {
                var message = "variant '\(block.name)' names an unknown base example '\(baseName)'"
                if let suggestion = Suggestions.closest(to: baseName, in: Array(byName.keys).sorted()) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.error(message, at: block.location))
                failed.insert(block.name); return nil
            }
            guard !chain.contains(baseName) else {
                diagnostics.append(.error("variants form a cycle: \((chain + [baseName]).joined(separator: " → "))", at: block.location))
                failed.insert(block.name); return nil
            }
            guard let baseLines = rawLines(base, chain: chain + [baseName]) else { failed.insert(block.name); return nil }
            switch VariantPatch.apply(own, to: baseLines, baseName: baseName) {
            case .success(let patched):
                resolved[block.name] = patched
                return patched
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                failed.insert(block.name); return nil
            }
        }
        var examples: [PreparedExample] = []
        for block in ordered {
            guard let raw = rawLines(block, chain: [block.name]) else { continue }
            let (example, problems) = prepare(block, raw: raw)
            diagnostics += problems
            if let example { examples.append(example) }
        }
        return (examples, diagnostics)
    }

    /// Prepares one example from its lines (a variant's lines are already patched).
    /// An example whose braces do not pair up would break the code the engine wraps around it, and
    /// swiftc would blame that code ("type '__Example_5' has no member '__preview'"). Said here
    /// instead, at the brace, in the author's terms. Braces in strings and comments do not count.
    static func braceProblem(_ lines: [SourceLine], example: String) -> Diagnostic? {
        var open: [SourceLocation] = []
        for (line, info) in zip(lines, SwiftScanner.scan(lines.map(\.text))) {
            for brace in info.braces {
                let column = String(decoding: Array(line.text.utf8).prefix(brace.offset), as: UTF8.self).count + 1 + line.columnOffset
                let location = SourceLocation(file: line.file, line: line.line, column: column)
                if brace.open {
                    open.append(location)
                } else if open.popLast() == nil {
                    return .error("this '}' closes nothing in example '\(example)': a '{' is missing above it, or there is one '}' too many",
                                  at: location)
                }
            }
        }
        guard let unclosed = open.first else { return nil }
        let count = open.count
        return .error("this '{' is never closed in example '\(example)': \(count == 1 ? "a '}' is" : "\(count) '}' are") missing below it"
                      + " (or a string or comment is left open)", at: unclosed)
    }

    static func prepare(_ block: ExampleBlock, raw: [RawLine]) -> (PreparedExample?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let lines = raw.map(\.compiled)
        let displayed: String = block.language == "diff"
            ? block.code
            : RawLine.lines(of: block).compactMap(\.displayed).joined(separator: "\n") + "\n"

        if let unbalanced = braceProblem(lines, example: block.name) {
            return (nil, [unbalanced])
        }
        let items = splitItems(lines.map(\.text))
        var imports: [PreparedExample.Item] = [], fileItems: [PreparedExample.Item] = []
        var members: [PreparedExample.Item] = [], statements: [PreparedExample.Item] = []
        var preview: PreparedExample.Item?
        var standaloneReason: String?
        var viewTypes: [String] = []
        var appTypes: [String] = []
        var declaresBody = false
        var mutableLines = lines

        for item in items {
            let text = item.lines.map { lines[$0].text }
            // `@main` would fight the engine's own entry point; the engine hosts the example instead.
            for (offset, line) in text.enumerated() where line.contains("@main") {
                if let range = line.range(of: "@main"), !line[range.upperBound...].hasPrefix("Actor") {
                    mutableLines[item.lines.lowerBound + offset].text = line.replacingCharacters(in: range, with: "     ")
                }
            }
            switch item.kind {
            case .importDecl: imports.append(item)
            case .type:
                fileItems.append(item)
                if let name = viewTypeName(text.joined(separator: "\n")) { viewTypes.append(name) }
                if let name = viewTypeName(text.joined(separator: "\n"), conformingTo: "App") { appTypes.append(name) }
            case .extensionDecl:
                fileItems.append(item)
                standaloneReason = standaloneReason ?? "declares an extension, which must be at file level"
            case .operatorDecl:
                fileItems.append(item)
                standaloneReason = standaloneReason ?? "declares an operator, which must be at file level"
            case .member:
                if item.name == "body" { declaresBody = true }
                members.append(item)
            case .statement, .other: statements.append(item)
            case .preview:
                if preview == nil, let body = previewBody(item, lines: lines) {
                    preview = body
                } else if preview == nil {
                    diagnostics.append(.error("cannot find the '{ … }' body of this #Preview", at: location(lines[item.lines.lowerBound])))
                }
            }
        }

        let isComplete = !viewTypes.isEmpty || !appTypes.isEmpty
        if viewTypes.isEmpty { viewTypes = appTypes }
        if isComplete {
            // A complete file is compiled as written: its loose declarations stay at file level,
            // which inside the namespace means `static`.
            for item in members { var m = item; m.needsStatic = true; fileItems.append(m) }
            fileItems.sort { $0.lines.lowerBound < $1.lines.lowerBound }
            members = []
            if !statements.isEmpty {
                let first = statements[0]
                diagnostics.append(.error("a complete example (it declares \(viewTypes[0])) cannot also have top-level statements",
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
            diagnostics.append(.error("example '\(block.name)' shows nothing: it declares no View type, no body and no view expression",
                                      at: block.location))
            return (nil, diagnostics)
        }
        let hostsApp = preview == nil && !appTypes.isEmpty
        let hostedRoot = preview != nil ? "#Preview" : hostsApp ? appTypes[0] : (isComplete ? hostedViewType(viewTypes) : "Example")
        var example = PreparedExample(
            name: block.name, location: block.location, displayedCode: displayed, isCompleteFile: isComplete,
            standaloneReason: standaloneReason, hostedRoot: hostedRoot, lines: mutableLines,
            imports: imports, fileItems: fileItems, members: members, statements: statements, preview: preview)
        example.declaredViews = viewTypes.filter { !appTypes.contains($0) }
        example.hostsApp = hostsApp
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

    static let modifiers: Set<String> = ["private", "fileprivate", "public", "internal", "open", "package", "static", "final",
                                         "lazy", "nonisolated", "weak", "unowned", "mutating", "override", "required",
                                         "convenience", "indirect", "dynamic", "class"]

    /// Cuts the lines into top-level items. A line at depth 0 starts an item unless it continues
    /// the previous one (a `.modifier` chain, `else`, an operator at a line end, a lone attribute).
    static func splitItems(_ lines: [String]) -> [PreparedExample.Item] {
        let infos = SwiftScanner.scan(lines)
        var items: [PreparedExample.Item] = []
        var current: Range<Int>?
        var pendingTrivia: Int?
        var lastCodeLine: Int?
        func close() {
            guard let range = current else { return }
            items.append(classify(range, lines))
            current = nil
        }
        for (index, info) in infos.enumerated() {
            if info.isTrivia && !info.startsInsideLiteral {
                if current != nil, info.depth > 0 { current = current!.lowerBound..<(index + 1); continue }
                if pendingTrivia == nil { pendingTrivia = index }
                continue
            }
            let trimmedLine = lines[index].trimmed
            var continues = info.depth > 0 || info.startsInsideLiteral
            if !continues, let last = lastCodeLine, current != nil {
                let previous = lines[last].trimmed
                continues = trimmedLine.hasPrefix(".") || trimmedLine.hasPrefix("else") || trimmedLine.hasPrefix("&&")
                    || trimmedLine.hasPrefix("||") || trimmedLine.hasPrefix("??") || trimmedLine.hasPrefix("?")
                    || trimmedLine.hasPrefix(":") || trimmedLine.hasPrefix("->")
                    || previous.hasSuffix("=") || previous.hasSuffix(",") || previous.hasSuffix("&&")
                    || previous.hasSuffix("||") || previous.hasSuffix("->") || previous.hasSuffix("??")
                    || isAttributeOnly(previous)
            }
            if continues, let range = current {
                current = range.lowerBound..<(index + 1)
            } else {
                close()
                // Comments and blank lines just above an item belong to it.
                current = (pendingTrivia ?? index)..<(index + 1)
            }
            pendingTrivia = nil
            lastCodeLine = index
        }
        if let trivia = pendingTrivia, let range = current {
            current = range.lowerBound..<max(range.upperBound, trivia)
        }
        close()
        return items
    }

    static func isAttributeOnly(_ line: String) -> Bool {
        guard line.hasPrefix("@") else { return false }
        let words = words(line)
        return !words.isEmpty && words.allSatisfy { $0.hasPrefix("@") || modifiers.contains($0) }
    }

    /// Identifier-ish words of a line, with attributes kept as `@Name` and their arguments dropped.
    static func words(_ line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var parens = 0
        for c in line {
            if c == "(" { parens += 1 }
            if parens > 0 {
                if c == ")" { parens -= 1 }
                if !current.isEmpty { result.append(current); current = "" }
                continue
            }
            if c.isLetter || c.isNumber || c == "_" || c == "@" || c == "#" {
                current.append(c)
            } else {
                if !current.isEmpty { result.append(current); current = "" }
                if c == "/" || c == "=" || c == "{" || c == ":" || c == "<" { result.append(String(c)) }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func classify(_ range: Range<Int>, _ lines: [String]) -> PreparedExample.Item {
        var words: [String] = []
        for index in range {
            let trimmedLine = lines[index].trimmed
            if trimmedLine.isEmpty || trimmedLine.hasPrefix("//") || trimmedLine.hasPrefix("/*") || trimmedLine.hasPrefix("*") { continue }
            words += Self.words(trimmedLine)
            if words.contains(where: { !$0.hasPrefix("@") && !modifiers.contains($0) }) { break }
        }
        let significant = words.drop { $0.hasPrefix("@") || modifiers.contains($0) }
        guard let keyword = significant.first else { return .init(kind: .other, lines: range) }
        let name = significant.dropFirst().first
        switch keyword {
        case "import": return .init(kind: .importDecl, lines: range)
        case "struct", "enum", "protocol", "actor", "typealias":
            return .init(kind: .type, lines: range, name: name)
        case "extension": return .init(kind: .extensionDecl, lines: range, name: name)
        case "operator", "precedencegroup", "infix", "prefix", "postfix", "macro":
            return .init(kind: .operatorDecl, lines: range)
        case "func", "var", "let", "init", "subscript", "deinit":
            return .init(kind: .member, lines: range, name: name)
        case "#Preview": return .init(kind: .preview, lines: range)
        case "#if", "#warning", "#error": return .init(kind: .type, lines: range)
        default:
            // `class Foo` is a type; a modifier `class` was dropped above, so look at the raw words.
            if words.first(where: { !$0.hasPrefix("@") && $0 != "final" && !["private", "fileprivate", "public", "internal", "open"].contains($0) }) == "class" {
                let afterClass = words.drop { $0 != "class" }.dropFirst().first
                if afterClass != "func" && afterClass != "var" { return .init(kind: .type, lines: range, name: afterClass) }
            }
            return .init(kind: .statement, lines: range)
        }
    }

    /// `struct Name: …, View` (or `class`, `enum`) → Name.
    static func viewTypeName(_ text: String, conformingTo conformance: String = "View") -> String? {
        let words = Self.words(text.split(separator: "{", maxSplits: 1).first.map(String.init) ?? text)
        guard let keywordIndex = words.firstIndex(where: { ["struct", "class", "enum"].contains($0) }),
              keywordIndex + 1 < words.count else { return nil }
        let name = words[keywordIndex + 1]
        guard let colon = words[keywordIndex...].firstIndex(of: ":") else { return nil }
        let inherited = words[(colon + 1)...].prefix { $0 != "where" && $0 != "{" }
        return inherited.contains(conformance) ? name : nil
    }

    /// The body of `#Preview { … }` / `#Preview("name") { … }`, with the opener and closer blanked
    /// out so that columns still match the markdown.
    static func previewBody(_ item: PreparedExample.Item, lines: [SourceLine]) -> PreparedExample.Item? {
        let texts = item.lines.map { lines[$0].text }
        let infos = SwiftScanner.scan(texts)
        var open: (line: Int, offset: Int, depth: Int)?
        var close: (line: Int, offset: Int)?
        for (i, info) in infos.enumerated() {
            for brace in info.braces {
                if open == nil, brace.open, brace.depth == infos[0].depth {
                    open = (i, brace.offset, brace.depth)
                } else if let o = open, close == nil, !brace.open, brace.depth == o.depth {
                    close = (i, brace.offset)
                }
            }
        }
        guard let open, let close else { return nil }
        var overrides: [Int: String] = [:]
        let firstIndex = item.lines.lowerBound + open.line
        let lastIndex = item.lines.lowerBound + close.line
        func blank(_ bytes: ArraySlice<UInt8>) -> [UInt8] { bytes.map { $0 == 0x09 ? 0x09 : 0x20 } }
        let firstBytes = Array(lines[firstIndex].text.utf8)
        if firstIndex == lastIndex {
            let inner = Array(firstBytes[(open.offset + 1)..<close.offset])
            overrides[firstIndex] = String(decoding: blank(firstBytes[...open.offset]) + inner, as: UTF8.self)
        } else {
            overrides[firstIndex] = String(decoding: blank(firstBytes[...open.offset]) + firstBytes[(open.offset + 1)...], as: UTF8.self)
            let lastBytes = Array(lines[lastIndex].text.utf8)
            overrides[lastIndex] = String(decoding: lastBytes[..<close.offset], as: UTF8.self)
        }
        return .init(kind: .preview, lines: firstIndex..<(lastIndex + 1), overrides: overrides)
    }
}
