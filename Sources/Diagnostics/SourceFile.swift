/// A file's text with one line index. Every position the project reports or edits is a line and a
/// column counted here: lines are 1-based and split on "\n" (a "\r" before it belongs to the line
/// ending), columns are 1-based **UTF-8 byte** offsets within the line — the unit cmark and
/// swiftc report, and the one an edit needs to touch exactly the bytes it means.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        // Line breaks found with memchr: every page of a course is read through one of these.
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            while let lineFeed = buffer.firstIndex(of: 0x0A, from: starts[starts.count - 1]) { starts.append(lineFeed + 1) }
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte offset just past line `line`'s content, before its "\n" or "\r\n".
    public func lineEnd(_ line: Int) -> Int {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The bytes of a 1-based line without its line ending; nil past the end of the file.
    public func line(_ line: Int) -> ArraySlice<UInt8>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return bytes[lineStarts[line - 1]..<lineEnd(line)]
    }

    /// The byte offset of a UTF-8 column on a line, when the line has that column (the column just
    /// past the last byte included).
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset <= lineEnd(line) ? offset : nil
    }

    /// The UTF-8 column of the `scalarColumn`-th Unicode scalar of a line (both 1-based), for tools
    /// that count in characters (libyaml).
    public func utf8Column(line: Int, scalarColumn: Int) -> Int {
        guard let text = self.line(line) else { return scalarColumn }
        var column = 1
        var scalars = 1
        for byte in text {
            if scalars == scalarColumn { break }
            column += 1
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        // Continuation bytes of the last scalar counted belong to it.
        var index = text.startIndex + column - 1
        while index < text.endIndex, text[index] & 0xC0 == 0x80 {
            column += 1
            index += 1
        }
        return column
    }

    /// The location of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text with the edits (all meant for this file) applied and no other byte changed. Lines
    /// keep their endings ("\n" or "\r\n"); identical duplicate edits are applied once.
    public func applying(_ edits: [SourceEdit]) throws -> String {
        var result = bytes
        var ranges: [(range: Range<Int>, edit: SourceEdit)] = []
        for edit in Set(edits) {
            guard edit.span.endColumn >= edit.span.startColumn,
                let start = offset(line: edit.span.line, column: edit.span.startColumn),
                let end = offset(line: edit.span.line, column: edit.span.endColumn)
            else {
                throw SourceEdit.ApplyError.lineOutOfRange(edit)
            }
            let found = String(decoding: bytes[start..<end], as: UTF8.self)
            guard found == edit.original else { throw SourceEdit.ApplyError.textChanged(edit, found: found) }
            ranges.append((start..<end, edit))
        }
        ranges.sort { $0.range.lowerBound > $1.range.lowerBound }
        for (a, b) in zip(ranges, ranges.dropFirst()) where b.range.upperBound > a.range.lowerBound {
            throw SourceEdit.ApplyError.overlapping(b.edit, a.edit)
        }
        for (range, edit) in ranges {
            result.replaceSubrange(range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
