/// What the terminal and the preview overlay show of a lesson's stderr: a lesson may print
/// megabytes, and the reader needs the start (what went wrong first) and the end (how it ended).
/// Lines beyond the head and tail are replaced by one line saying how many were cut, and a long
/// line keeps its start and says how many characters were cut.
enum StderrExcerpt {
    static let headLines = 4
    static let tailLines = 8
    static let maxLineLength = 240
    /// How a line that stands for cut lines starts.
    static let marker = "… "

    static func lines(_ lines: [String]) -> [String] {
        var kept: [String]
        if lines.count > headLines + tailLines + 1 {
            let cut = lines.count - headLines - tailLines
            let bytes = lines[headLines..<(lines.count - tailLines)].reduce(0) { $0 + $1.utf8.count + 1 }
            kept =
                Array(lines.prefix(headLines))
                + ["\(marker)\(cut) lines of stderr (\(bytes) bytes) cut …"]
                + Array(lines.suffix(tailLines))
        } else {
            kept = lines
        }
        return kept.map { line in
            guard line.count > maxLineLength else { return line }
            return String(line.prefix(maxLineLength)) + " … (\(line.count - maxLineLength) more characters cut)"
        }
    }
}
