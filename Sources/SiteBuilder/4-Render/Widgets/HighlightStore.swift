import Foundation

/// Highlighted listings kept between builds, in `<cache>/highlights-v1`. The toolchain's SwiftParser
/// reads a few hundred kilobytes of Swift a second here, so a course pays for parsing each listing
/// once, not on every build. An entry holds the listing's text beside its HTML, and a lookup compares
/// the text, so a hit is exactly what highlighting again would give. A missing, unreadable or
/// truncated file only means listings are highlighted again.
final class HighlightStore: @unchecked Sendable {
    /// The store of the build running now (one build at a time takes the output's lock).
    nonisolated(unsafe) static var current: HighlightStore?

    private let file: URL?
    private let lock = NSLock()
    private var entries: [String: String] = [:]
    private var added = 0
    private var used: Set<String> = []
    private var keepsUnused = false

    init(cacheDirectory: URL?) {
        file = cacheDirectory?.appendingPathComponent("highlights-v1")
        if let file, let data = try? Data(contentsOf: file) { entries = Self.decode(data) }
    }

    func html(for code: String, _ make: (String) -> String) -> String {
        lock.lock()
        // Which listings were shown matters only to the file `save()` writes.
        if file != nil { used.insert(code) }
        if let hit = entries[code] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let html = make(code)
        lock.lock()
        if entries.updateValue(html, forKey: code) == nil { added += 1 }
        lock.unlock()
        return html
    }

    /// A page kept from an earlier build (`PageReuse`) looks up none of its listings: the listings
    /// not looked up are then kept, not taken for listings no page shows.
    func keepUnused() {
        lock.lock()
        keepsUnused = true
        lock.unlock()
    }

    /// Writes the store when this build highlighted something new (a private name renamed into
    /// place, so a concurrent reader sees the old store or the new one). Listings no page shows any
    /// more are dropped: the store holds this build's listings.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard let file, added > 0 || (used.count < entries.count && !keepsUnused) else { return }
        if !keepsUnused { entries = entries.filter { used.contains($0.key) } }
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".highlights-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.encode(entries).write(to: temporary)
            if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
        added = 0
        used = []
    }

    // Records: UInt32 length and UTF-8 bytes of the listing, the same for its HTML, little-endian.
    static func encode(_ entries: [String: String]) -> Data {
        var data = Data()
        func put(_ text: String) {
            let bytes = Array(text.utf8)
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { data.append(contentsOf: $0) }
            data.append(contentsOf: bytes)
        }
        for (code, html) in entries.sorted(by: { $0.key < $1.key }) {
            put(code)
            put(html)
        }
        return data
    }

    static func decode(_ data: Data) -> [String: String] {
        var entries: [String: String] = [:]
        let bytes = [UInt8](data)
        var offset = 0
        func take() -> String? {
            guard offset + 4 <= bytes.count else { return nil }
            let count = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
            offset += 4
            guard count >= 0, offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
        }
        while let code = take(), let html = take() { entries[code] = html }
        return entries
    }
}
