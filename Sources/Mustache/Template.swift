/// Supplies the templates that partial tags (`{{> name}}`) name.
public protocol PartialProvider {
    /// The template a `{{> name}}` tag expands to, or nil when there is none.
    func partial(named name: String) -> Template?
}

extension Dictionary: PartialProvider where Key == String, Value == Template {
    public func partial(named name: String) -> Template? {
        self[name]
    }
}

/// A Mustache template, parsed once and ready to render any number of times.
///
/// ```swift
/// let template = try Template(source: "<h1>{{title}}</h1>", name: "heading")
/// let html = try template.render(["title": "Closures & captures"])
/// // <h1>Closures &amp; captures</h1>
/// ```
public struct Template: Sendable {
    /// The name partial tags use to include this template.
    public let name: String
    /// Where errors say the template lives, usually its path relative to the working directory.
    public let file: String
    let nodes: [Node]
    /// Rendered size of the literal text, a cheap first guess for the output buffer.
    private let literalSize: Int

    /// Parses `source`, reporting the first syntax error with its line and column.
    ///
    /// - Parameters:
    ///   - name: The name partial tags use for this template.
    ///   - file: The path errors report; defaults to `name`.
    public init(source: String, name: String, file: String? = nil) throws(TemplateError) {
        let file = file ?? name
        self.name = name
        self.file = file
        self.nodes = try Parser.parse(Lexer.tokenize(source, file: file), file: file)
        self.literalSize = source.utf8.count
    }

    /// Renders the template against `context`, resolving partial tags through `partials`.
    ///
    /// Missing names render as nothing, as the spec requires; a partial that `partials` does not
    /// supply, or partials nested too deep, are errors located at the partial tag.
    public func render(_ context: MustacheValue, partials: some PartialProvider) throws(TemplateError) -> String {
        var renderer = Renderer(context: context, partials: partials, expectedSize: literalSize)
        return try renderer.render(self)
    }

    /// `render(_:partials:)` as UTF-8 bytes: a page written straight to a file need not become a
    /// `String` (checking its encoding again) first.
    public func renderUTF8(_ context: MustacheValue, partials: some PartialProvider) throws(TemplateError) -> [UInt8] {
        var renderer = Renderer(context: context, partials: partials, expectedSize: literalSize)
        return try renderer.renderUTF8(self)
    }

    /// Renders the template against `context`, with partials looked up by name in `partials`.
    public func render(_ context: MustacheValue, partials: [String: Template] = [:]) throws(TemplateError) -> String {
        var renderer = Renderer(context: context, partials: partials, expectedSize: literalSize)
        return try renderer.render(self)
    }

    /// Every partial tag in the template, so a library can check them all before rendering.
    var partialReferences: [(name: String, position: SourcePosition)] {
        var references: [(name: String, position: SourcePosition)] = []
        func collect(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let name, _, let position): references.append((name, position))
                case .section(_, _, let body): collect(body)
                case .text, .lineStart, .variable: break
                }
            }
        }
        collect(nodes)
        return references
    }
}
