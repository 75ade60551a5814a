/// A compiled template is a tree of these; rendering walks it without looking at source again.
indirect enum Node: Sendable {
    case text([UInt8])
    case lineStart
    case variable(TagName, escaped: Bool)
    case section(TagName, inverted: Bool, body: [Node])
    case partial(name: String, indentation: [UInt8]?, position: SourcePosition)
}

/// Builds the node tree from tokens, pairing each section with its closing tag.
enum Parser {
    private struct OpenSection {
        var name: TagName
        var inverted: Bool
        var position: SourcePosition
        var body: [Node] = []
    }

    static func parse(_ tokens: [Token], file: String) throws(TemplateError) -> [Node] {
        var root: [Node] = []
        var open: [OpenSection] = []

        func append(_ node: Node) {
            if open.isEmpty { appendMerging(node, to: &root) } else { appendMerging(node, to: &open[open.count - 1].body) }
        }

        for token in tokens {
            switch token.kind {
            case .text(let bytes):
                append(.text(bytes))
            case .lineStart:
                append(.lineStart)
            case .variable(let name, let escaped):
                append(.variable(name, escaped: escaped))
            case .partial(let name, let indentation):
                append(.partial(name: name, indentation: indentation, position: token.position))
            case .sectionStart(let name, let inverted):
                open.append(OpenSection(name: name, inverted: inverted, position: token.position))
            case .sectionEnd(let name):
                guard let section = open.popLast() else {
                    throw TemplateError("closing tag '/\(name.text)' has no matching section", file: file, at: token.position)
                }
                guard section.name.text == name.text else {
                    let opened = "\(section.position.line):\(section.position.column)"
                    throw TemplateError(
                        "mismatched closing tag '/\(name.text)': expected '/\(section.name.text)' to close the section opened at \(opened)",
                        file: file, at: token.position)
                }
                append(.section(section.name, inverted: section.inverted, body: section.body))
            }
        }
        // Report the innermost unclosed section: it is the one whose closing tag is missing.
        if let unclosed = open.last {
            throw TemplateError("unclosed section '\(unclosed.name.text)'", file: file, at: unclosed.position)
        }
        return root
    }

    /// Comments and delimiter changes leave adjacent text runs; joining them means fewer
    /// appends for every render.
    private static func appendMerging(_ node: Node, to nodes: inout [Node]) {
        if case .text(let next) = node, case .text(var previous)? = nodes.last {
            nodes.removeLast()
            previous.append(contentsOf: next)
            nodes.append(.text(previous))
        } else {
            nodes.append(node)
        }
    }
}
