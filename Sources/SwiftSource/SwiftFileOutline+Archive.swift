/// An outline as bytes and back, so a caller can keep outlines between runs and not parse an
/// unchanged file again. The bytes hold every field of the outline; `init(archive:)` gives back
/// exactly the outline that was archived, or nil for bytes it cannot read whole.
extension SwiftFileOutline {
    public var archive: [UInt8] {
        var writer = OutlineArchiveWriter()
        switch braceProblem {
        case nil: writer.put(0)
        case .closesNothing(let position):
            writer.put(1)
            writer.put(position)
        case .neverClosed(let position, let openCount):
            writer.put(2)
            writer.put(position)
            writer.put(openCount)
        }
        writer.put(items.count)
        for item in items { item.archive(into: &writer) }
        return writer.bytes
    }

    public init?(archive: [UInt8]) {
        var reader = OutlineArchiveReader(bytes: archive)
        guard let outline = Self.read(&reader), reader.isAtEnd else { return nil }
        self = outline
    }

    private init(items: [TopLevelItem], braceProblem: BraceProblem?) {
        self.items = items
        self.braceProblem = braceProblem
    }

    private static func read(_ reader: inout OutlineArchiveReader) -> SwiftFileOutline? {
        let problem: BraceProblem?
        switch reader.int() {
        case 0: problem = nil
        case 1:
            guard let position = reader.position() else { return nil }
            problem = .closesNothing(position)
        case 2:
            guard let position = reader.position(), let count = reader.int() else { return nil }
            problem = .neverClosed(position, openCount: count)
        default: return nil
        }
        guard let count = reader.int(), count >= 0 else { return nil }
        var items: [TopLevelItem] = []
        for _ in 0..<count {
            guard let item = TopLevelItem(from: &reader) else { return nil }
            items.append(item)
        }
        return SwiftFileOutline(items: items, braceProblem: problem)
    }
}

extension TopLevelItem {
    private static let kinds: [Kind] = [
        .importDecl, .type, .extensionDecl, .operatorDecl, .member, .preview, .conditional, .directive, .statement,
    ]

    fileprivate func archive(into writer: inout OutlineArchiveWriter) {
        writer.put(Self.kinds.firstIndex(of: kind)!)
        writer.put(name)
        writer.put(firstLine)
        writer.put(lastLine)
        writer.put(inheritedTypes)
        writer.put(nestedTypes.count)
        for (name, inherited) in nestedTypes {
            writer.put(name)
            writer.put(inherited)
        }
        writer.put(mainAttributes)
        writer.put(objcAttributes)
        writer.put(selectorKeywords)
        if let (open, close) = previewBody {
            writer.put(1)
            writer.put(open)
            writer.put(close)
        } else {
            writer.put(0)
        }
        if let (lastLine, attributes) = previewableDeclarations {
            writer.put(1)
            writer.put(lastLine)
            writer.put(attributes)
        } else {
            writer.put(0)
        }
    }

    fileprivate init?(from reader: inout OutlineArchiveReader) {
        guard let kindIndex = reader.int(), Self.kinds.indices.contains(kindIndex), let name = reader.optionalString(),
            let firstLine = reader.int(), let lastLine = reader.int(), let inherited = reader.strings(),
            let nestedCount = reader.int(), nestedCount >= 0
        else { return nil }
        kind = Self.kinds[kindIndex]
        self.name = name
        self.firstLine = firstLine
        self.lastLine = lastLine
        inheritedTypes = inherited
        for _ in 0..<nestedCount {
            guard let nestedName = reader.string(), let nestedInherited = reader.strings() else { return nil }
            nestedTypes.append((nestedName, nestedInherited))
        }
        guard let main = reader.ranges(), let objc = reader.ranges(), let selectors = reader.ranges() else { return nil }
        mainAttributes = main
        objcAttributes = objc
        selectorKeywords = selectors
        switch reader.int() {
        case 0: break
        case 1:
            guard let open = reader.position(), let close = reader.position() else { return nil }
            previewBody = (open, close)
        default: return nil
        }
        switch reader.int() {
        case 0: break
        case 1:
            guard let last = reader.int(), let attributes = reader.ranges() else { return nil }
            previewableDeclarations = (last, attributes)
        default: return nil
        }
    }
}

/// Numbers as 8 little-endian bytes, text as its UTF-8 length and bytes.
private struct OutlineArchiveWriter {
    var bytes: [UInt8] = []

    mutating func put(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func put(_ text: String) {
        put(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func put(_ text: String?) {
        if let text {
            put(1)
            put(text)
        } else {
            put(0)
        }
    }

    mutating func put(_ texts: [String]) {
        put(texts.count)
        for text in texts { put(text) }
    }

    mutating func put(_ position: LinePosition) {
        put(position.line)
        put(position.column)
    }

    mutating func put(_ ranges: [(line: Int, columns: Range<Int>)]) {
        put(ranges.count)
        for (line, columns) in ranges {
            put(line)
            put(columns.lowerBound)
            put(columns.upperBound)
        }
    }
}

private struct OutlineArchiveReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int() -> Int? {
        guard offset + 8 <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        offset += 8
        return Int(Int64(bitPattern: value))
    }

    mutating func string() -> String? {
        guard let count = int(), count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    /// `.some(nil)` for an archived nil, nil for unreadable bytes.
    mutating func optionalString() -> String?? {
        switch int() {
        case 0: return .some(nil)
        case 1: return string().map { .some($0) }
        default: return nil
        }
    }

    mutating func strings() -> [String]? {
        guard let count = int(), count >= 0 else { return nil }
        var texts: [String] = []
        for _ in 0..<count {
            guard let text = string() else { return nil }
            texts.append(text)
        }
        return texts
    }

    mutating func position() -> LinePosition? {
        guard let line = int(), let column = int() else { return nil }
        return LinePosition(line: line, column: column)
    }

    mutating func ranges() -> [(line: Int, columns: Range<Int>)]? {
        guard let count = int(), count >= 0 else { return nil }
        var ranges: [(line: Int, columns: Range<Int>)] = []
        for _ in 0..<count {
            guard let line = int(), let lower = int(), let upper = int(), lower <= upper else { return nil }
            ranges.append((line, lower..<upper))
        }
        return ranges
    }
}
