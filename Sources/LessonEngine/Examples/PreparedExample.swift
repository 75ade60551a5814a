import Diagnostics
import Foundation
import LessonProtocol

/// One line of an example as the compiler sees it, with the markdown line it came from.
struct SourceLine: Equatable, Sendable {
    /// The text compiled (a hidden line without its `# `).
    var text: String
    /// The markdown file and line.
    var file: String
    var line: Int
    /// Added to a compiler column to get the markdown column (the block's indentation, a removed
    /// `# ` or diff `+`).
    var columnOffset: Int
}

/// An example ready to compile: what the page shows, and how to emit it as Swift, either inside its
/// own namespace (merged with the others) or alone.
struct PreparedExample: Sendable {
    var name: String
    /// The block's first content line.
    var location: SourceLocation
    /// The code as the page shows it: hidden lines removed, `## ` shown as `# `. A variant shows its diff.
    var displayedCode: String
    /// A complete file (declares a View type) or a fragment wrapped in `struct Example: View`.
    var isCompleteFile: Bool
    /// Why the example cannot share a binary with others (nil when it can).
    var standaloneReason: String?
    /// What the engine hosts: "#Preview", or the View type it instantiates.
    var hostedRoot: String
    /// The View types a complete file declares, in order.
    var declaredViews: [String] = []
    /// `hostedRoot` names the file's `App`: the engine shows its `WindowGroup`'s content, with the
    /// app's own state and modifiers (`ContentView().environment(model)`).
    var hostsApp = false
    /// The network fixtures its requests are answered with (its block's).
    var fixtures: [NetworkFixture] = []
    /// Its source files, in page order: one, or one per `file=` block.
    var files: [PreparedFile] = []
    /// Further blocks that show other regions of an included file (display only).
    var alsoShown: [PreparedFile] = []
    /// What the running app finds in `Bundle.main`.
    var resources: [ExampleResource] = []
    /// The symbols Xcode would generate for the asset catalogs among its resources (a file of its
    /// app, `AssetSymbols`); nil without a catalog with sets. Examples share a binary only with
    /// examples whose catalogs generate the same file.
    var assetSymbols: String?

    /// The file exactly as compiled: every line, hidden ones included, without the engine's wrapping.
    var compiledFile: String { lines.map(\.text).joined(separator: "\n") + "\n" }

    var lines: [SourceLine]
    var imports: [Item]
    var fileItems: [Item]
    var members: [Item]
    var statements: [Item]
    var preview: Item?
    /// A `#Preview`'s leading `@Previewable` declarations: the stored properties of the view
    /// (`__PreviewHost`) whose body is the rest of the preview, as Xcode's preview macro makes it.
    var previewables: Item?

    var isMergeable: Bool { standaloneReason == nil }

    struct Item: Sendable {
        enum Kind: Sendable { case importDecl, type, extensionDecl, operatorDecl, member, statement, preview }
        var kind: Kind
        var lines: Range<Int>
        /// Replaced text for some lines (a `#Preview {` opener blanked out), columns preserved.
        var overrides: [Int: String] = [:]
        /// A file-level `func`/`let`/`var` becomes `static` inside the namespace.
        var needsStatic = false
        var name: String?
    }

    /// Virtual line numbers start here so that a generated line can always sit just above one.
    static let virtualLineBase = 10

    /// The example as one Swift file. Original lines are tagged with `#sourceLocation` pointing at
    /// `virtualFile`, numbered by their index, which `mapLocation` turns back into markdown lines.
    /// (Pointing straight at the markdown would be nicer, but `#sourceLocation` may only sit between
    /// statements, and a variant's replaced line can sit in the middle of a modifier chain.)
    func swiftSource(namespace: String, virtualFile: String, standalone: Bool) -> String {
        var out: [String] = []
        var tagged = false
        func emit(_ item: Item, isStatic: Bool = false) {
            let first = item.lines.lowerBound
            if isStatic {
                out.append("#sourceLocation(file: \(swiftStringLiteral(virtualFile)), line: \(first + Self.virtualLineBase - 1))")
                out.append("static")
            } else {
                out.append("#sourceLocation(file: \(swiftStringLiteral(virtualFile)), line: \(first + Self.virtualLineBase))")
            }
            for index in item.lines { out.append(item.overrides[index] ?? lines[index].text) }
            tagged = true
        }
        func generated(_ text: String) {
            if tagged {
                out.append("#sourceLocation()")
                tagged = false
            }
            out.append(text)
        }
        var importsSwiftUI = false
        for var item in imports {
            // SwiftUI re-exports Foundation (as on Apple platforms) and shadows the parts that read
            // the device (`Date.now`, `Locale.current`, `.formatted()`); importing Foundation
            // beside it would make those ambiguous, so the line imports SwiftUI instead.
            for index in item.lines where (item.overrides[index] ?? lines[index].text).trimmed == "import Foundation" {
                item.overrides[index] = (item.overrides[index] ?? lines[index].text).replacingOccurrences(
                    of: "import Foundation", with: "import SwiftUI")
            }
            if (item.overrides[item.lines.lowerBound] ?? lines[item.lines.lowerBound].text).contains("SwiftUI") { importsSwiftUI = true }
            emit(item)
        }
        if !importsSwiftUI { generated("import SwiftUI") }
        if !standalone { generated("enum \(namespace) {") }
        for item in fileItems { emit(item, isStatic: !standalone && item.needsStatic) }
        if !isCompleteFile {
            generated("struct Example: View {")
            for item in members { emit(item) }
            if !statements.isEmpty {
                generated("@ViewBuilder var body: some View {")
                for item in statements { emit(item) }
                generated("}")
            }
            generated("}")
        }
        if standalone { generated("enum \(namespace) {") }
        // The author's `#Preview` body is a view builder, as the macro's is. A preview of one view
        // made here is one expression and needs none: the builder's transform of it costs the
        // type checker as much as a small view's body (6% of a merged compile), for the same type.
        let previewFunction = "@MainActor static func __preview() -> some View {"
        if let previewables, let preview {
            generated("struct __PreviewHost: View {")
            emit(previewables)
            generated("@ViewBuilder var body: some View {")
            emit(preview)
            generated("}")
            generated("}")
            generated(previewFunction)
            generated("__PreviewHost()")
        } else if let preview {
            generated("@MainActor @ViewBuilder static func __preview() -> some View {")
            emit(preview)
        } else {
            generated(previewFunction)
            generated(hostsApp ? "_AppScreen<\(hostedRoot)>()" : hostedRoot + "()")
        }
        generated("}")
        generated("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// A compiler location in `virtualFile` back to the markdown.
    func mapLocation(line virtualLine: Int, column: Int?) -> SourceLocation {
        guard !lines.isEmpty else { return location }
        let index = min(max(virtualLine - Self.virtualLineBase, 0), lines.count - 1)
        let source = lines[index]
        return SourceLocation(file: source.file, line: source.line, column: column.map { $0 + source.columnOffset })
    }

    /// The markdown lines this example compiles, for attributing compiler errors.
    func covers(_ location: SourceLocation) -> Bool {
        lines.contains { $0.file == location.file && $0.line == location.line }
    }
}
