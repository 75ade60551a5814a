import Diagnostics
import Foundation

/// Turns file bytes into text, refusing what the rest of the build must never see: files too large
/// to parse safely and bytes that are not UTF-8.
public enum SourceText {
    /// - Throws: `DiagnosticsError` naming the line and column of the first byte that is not UTF-8.
    public static func decode(_ data: Data, file: String) throws -> String {
        try decode([UInt8](data), file: file)
    }

    /// `decode` over bytes already read.
    public static func decode(_ bytes: [UInt8], file: String) throws -> String {
        var bytes = bytes
        // A byte-order mark is not content; editors on some systems add one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // The standard library validates in one fast pass; only a file that fails it is walked
        // scalar by scalar, to say where.
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if let offset = firstInvalidUTF8Offset(bytes) {
            var line = 1
            var lineStart = 0
            for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            let column = offset - lineStart + 1  // UTF-8 columns, as everywhere
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            throw DiagnosticsError([
                .error(
                    "file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); save it as UTF-8",
                    at: SourceLocation(file: file, line: line, column: column))
            ])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads a file, checking its size before loading it.
    public static func read(_ url: URL, file: String, maximumBytes: Int) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(url.path, maximumBytes: maximumBytes)
        } catch FileBytes.Failure.tooLarge(let size) {
            throw DiagnosticsError([
                .error(
                    "file is too large (\(size) bytes; the limit is \(maximumBytes) bytes)",
                    at: SourceLocation(file: file, line: 1))
            ])
        } catch {
            throw DiagnosticsError([.error("cannot read file: \(error)", at: SourceLocation(file: file, line: 1))])
        }
        return try decode(bytes, file: file)
    }

    /// Byte offset where the first invalid sequence starts, or nil when all of it is UTF-8.
    /// Swift's decoder is strict: overlong forms, surrogates and truncated sequences are errors.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
