import Foundation
import SwiftSource

/// The outlines of example files kept between builds, in `<cache>/outlines-v1`: reading an example
/// with SwiftParser was a fifth of a build with nothing to do. An outline depends only on the file's
/// text and on the code that reads it, so an entry holds the whole text beside its outline and the
/// store is only read when it was written by this very program (`ProgramFingerprint`): a hit is
/// exactly what parsing again would give.
final class OutlineStore: @unchecked Sendable {
    private let file: String?
    /// Keyed by the text's bytes: canonically equivalent texts are equal Strings, but their
    /// outlines' UTF-8 columns differ.
    private var entries: [[UInt8]: [UInt8]] = [:]
    private var used: Set<[UInt8]> = []
    private var added = 0

    /// Without a cache directory (`--no-cache`) every file is parsed and nothing is kept.
    init(cacheDirectory: String?) {
        file = cacheDirectory.map { $0 + "/outlines-v1" }
        guard let file else { return }
        let records = RecordFile.read(file)
        guard records.count % 2 == 1, records[0] == Array(ProgramFingerprint.current.utf8) else { return }
        for index in stride(from: 1, to: records.count, by: 2) {
            entries[records[index]] = records[index + 1]
        }
    }

    /// Examples are prepared on every core: the entries are shared under this lock, and the
    /// parsing happens outside it.
    private let lock = NSLock()

    func outline(of text: String) -> SwiftFileOutline {
        guard file != nil else { return SwiftFileOutline(text) }
        let key = Array(text.utf8)
        lock.lock()
        used.insert(key)
        let archive = entries[key]
        lock.unlock()
        if let archive, let outline = SwiftFileOutline(archive: archive) { return outline }
        let outline = SwiftFileOutline(text)
        let made = outline.archive
        lock.lock()
        if entries.updateValue(made, forKey: key) == nil { added += 1 }
        lock.unlock()
        return outline
    }

    /// Writes the store when this build parsed something new or no longer needs an entry; it
    /// keeps this build's files only.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard let file, added > 0 || used.count < entries.count else { return }
        var records = [Array(ProgramFingerprint.current.utf8)]
        for (text, archive) in entries.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where used.contains(text) {
            records.append(text)
            records.append(archive)
        }
        RecordFile.write(records, to: file)
        entries = entries.filter { used.contains($0.key) }
        added = 0
    }
}
