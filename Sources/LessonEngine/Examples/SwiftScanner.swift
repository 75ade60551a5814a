/// Just enough of Swift's lexical structure to cut an example into top-level items: where each line
/// starts relative to braces, parentheses, strings and comments, and where the code braces are.
/// Lesson code is small and well-formed more often than not; when it is not, swiftc reports the
/// real error, so this scanner only has to avoid being fooled by braces inside strings and comments.
struct SwiftScanner {
    struct LineInfo {
        /// `{`, `(` and `[` open at the start of the line.
        var depth: Int
        /// The line starts inside a multi-line string or a block comment.
        var startsInsideLiteral: Bool
        /// UTF-8 offsets of code `{` and `}` on the line, with the depth before each.
        var braces: [(offset: Int, open: Bool, depth: Int)]
        /// The line holds nothing but whitespace and comments.
        var isTrivia: Bool
        /// The last code byte on the line (ignoring comments and whitespace), if any.
        var lastCodeByte: UInt8?
    }

    private enum Context {
        case code(parens: Int)          // parens counts `(` inside a string interpolation
        case string(multiline: Bool, hashes: Int)
        case blockComment
    }

    static func scan(_ lines: [String]) -> [LineInfo] {
        var stack: [Context] = [.code(parens: 0)]
        var depth = 0
        var infos: [LineInfo] = []
        for line in lines {
            let bytes = Array(line.utf8)
            let startsInside: Bool = {
                if case .code = stack.last! { return false }
                return true
            }()
            var info = LineInfo(depth: depth, startsInsideLiteral: startsInside, braces: [], isTrivia: true, lastCodeByte: nil)
            var i = 0
            scanning: while i < bytes.count {
                let b = bytes[i]
                switch stack.last! {
                case .blockComment:
                    if b == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                        stack.removeLast(); i += 2; continue
                    }
                    if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                        stack.append(.blockComment); i += 2; continue
                    }
                    i += 1
                case .string(let multiline, let hashes):
                    info.isTrivia = false
                    if b == UInt8(ascii: "\\") {
                        // An escape needs as many `#` as the raw string's delimiter.
                        var j = i + 1, count = 0
                        while j < bytes.count, bytes[j] == UInt8(ascii: "#"), count < hashes { j += 1; count += 1 }
                        if count == hashes {
                            if j < bytes.count, bytes[j] == UInt8(ascii: "(") {
                                stack.append(.code(parens: 0)); i = j + 1; continue
                            }
                            i = j + 1; continue
                        }
                        i += 1; continue
                    }
                    if b == UInt8(ascii: "\"") {
                        let quotes = multiline ? 3 : 1
                        var j = i, q = 0
                        while j < bytes.count, bytes[j] == UInt8(ascii: "\""), q < quotes { j += 1; q += 1 }
                        var h = 0
                        while j < bytes.count, bytes[j] == UInt8(ascii: "#"), h < hashes { j += 1; h += 1 }
                        if q == quotes, h == hashes { stack.removeLast(); i = j; info.lastCodeByte = UInt8(ascii: "\""); continue }
                    }
                    i += 1
                case .code(let parens):
                    if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == 0x0D { i += 1; continue }
                    if b == UInt8(ascii: "/"), i + 1 < bytes.count {
                        if bytes[i + 1] == UInt8(ascii: "/") { break scanning }
                        if bytes[i + 1] == UInt8(ascii: "*") { stack.append(.blockComment); i += 2; continue }
                    }
                    info.isTrivia = false
                    info.lastCodeByte = b
                    // Raw strings: #"…"# and #"""…"""#.
                    var hashes = 0
                    var j = i
                    while j < bytes.count, bytes[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                    if j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
                        let multiline = j + 2 < bytes.count && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")
                        stack.append(.string(multiline: multiline, hashes: hashes))
                        i = j + (multiline ? 3 : 1)
                        continue
                    }
                    switch b {
                    case UInt8(ascii: "{"):
                        info.braces.append((i, true, depth)); depth += 1
                    case UInt8(ascii: "}"):
                        depth -= 1; info.braces.append((i, false, depth))
                    case UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "]"):
                        depth -= 1
                    case UInt8(ascii: "("):
                        depth += 1
                        if stack.count > 1 { stack[stack.count - 1] = .code(parens: parens + 1) }
                    case UInt8(ascii: ")"):
                        if stack.count > 1, parens == 0 {
                            stack.removeLast() // end of an interpolation
                        } else {
                            depth -= 1
                            if stack.count > 1 { stack[stack.count - 1] = .code(parens: parens - 1) }
                        }
                    default: break
                    }
                    i += 1
                }
            }
            // A single-line string cannot continue past the end of its line.
            while case .string(false, _)? = stack.last { stack.removeLast() }
            while stack.count > 1, case .code = stack.last!, case .string(false, _)? = stack.dropLast().last {
                stack.removeLast(2)
            }
            infos.append(info)
        }
        return infos
    }
}
