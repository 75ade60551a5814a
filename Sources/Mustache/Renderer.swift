/// Walks a compiled template against a context stack, writing UTF-8 into one growing buffer so
/// that rendering costs time proportional to the output, however many nested sections and
/// partials contribute to it.
struct Renderer {
    /// Deep enough for any recursive partial driven by real data (a nested table of contents),
    /// shallow enough to stop a partial that includes itself unconditionally long before the
    /// call stack runs out.
    static let maximumPartialDepth = 100

    private let partials: any PartialProvider
    private var output: [UInt8] = []
    private var stack: [MustacheValue]
    private var partialDepth = 0

    init(context: MustacheValue, partials: any PartialProvider, expectedSize: Int) {
        self.stack = [context]
        self.partials = partials
        output.reserveCapacity(expectedSize)
    }

    mutating func render(_ template: Template) throws(TemplateError) -> String {
        String(decoding: try renderUTF8(template), as: UTF8.self)
    }

    /// The output as UTF-8 bytes, for a caller that writes them out as they are.
    mutating func renderUTF8(_ template: Template) throws(TemplateError) -> [UInt8] {
        try render(template.nodes, file: template.file, indentation: [])
        return output
    }

    private mutating func render(_ nodes: [Node], file: String, indentation: [UInt8]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)

            case .lineStart:
                output.append(contentsOf: indentation)

            case .variable(let name, let escaped):
                guard let value = resolve(name) else { continue }
                if case .utf8(let bytes) = value {
                    if escaped { bytes.withUnsafeBufferPointer { appendEscaped($0) } } else { output.append(contentsOf: bytes) }
                    continue
                }
                guard let text = value.interpolatedText else { continue }
                if escaped { appendEscaped(text) } else { output.append(contentsOf: text.utf8) }

            case .section(let name, let inverted, let body):
                let value = resolve(name) ?? .null
                if inverted {
                    if !value.isTruthy { try render(body, file: file, indentation: indentation) }
                } else if case .array(let elements) = value {
                    for element in elements { try render(body, pushing: element, file: file, indentation: indentation) }
                } else if value.isTruthy {
                    try render(body, pushing: value, file: file, indentation: indentation)
                }

            case .partial(let name, let ownIndentation, let position):
                guard let partial = partials.partial(named: name) else {
                    throw TemplateError("unknown partial '\(name)'", file: file, at: position)
                }
                guard partialDepth < Self.maximumPartialDepth else {
                    throw TemplateError(
                        "partials nested more than \(Self.maximumPartialDepth) deep at '\(name)'; does a partial include itself unconditionally?",
                        file: file, at: position)
                }
                // A standalone partial is indented by its own leading whitespace on top of any
                // indentation already in effect; an inline one starts fresh, as the spec shows.
                let nested = ownIndentation.map { indentation + $0 } ?? []
                partialDepth += 1
                try render(partial.nodes, file: partial.file, indentation: nested)
                partialDepth -= 1
            }
        }
    }

    private mutating func render(_ nodes: [Node], pushing value: MustacheValue, file: String, indentation: [UInt8]) throws(TemplateError) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(nodes, file: file, indentation: indentation)
    }

    /// The spec's resolution: the first part of a dotted name is looked up from the top of the
    /// stack down; every later part only inside the value found so far, so `a.b` never picks
    /// up some outer `b` when `a` lacks one.
    private func resolve(_ name: TagName) -> MustacheValue? {
        guard let first = name.components.first else { return stack.last }
        var value: MustacheValue
        if name.isAnchoredToTop {
            guard let found = stack.last?[first] else { return nil }
            value = found
        } else {
            guard let found = stack.reversed().lazy.compactMap({ $0[first] }).first else { return nil }
            value = found
        }
        for component in name.components.dropFirst() {
            guard let member = value[component] else { return nil }
            value = member
        }
        return value
    }

    /// HTML-escapes `&`, `<`, `>`, `"` and `'`, copying unescaped runs in bulk.
    private mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for (offset, byte) in bytes.enumerated() {
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
            output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            runStart = offset + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
