import CArchive
import Foundation

/// Writes a zip through libarchive. Every entry gets the same fixed timestamp, owner and mode, and
/// entries are written in the order given, so the same files always make the same bytes: a rebuilt
/// site does not change its downloads unless their contents changed.
struct ZipArchive {
    struct Entry {
        /// A path inside the archive, `/`-separated; a folder ends with `/`.
        var path: String
        var contents: Data
        var isDirectory: Bool { path.hasSuffix("/") }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// 2001-01-01 00:00:00 UTC (Foundation's reference date): a valid DOS date, and obviously fixed.
    static let fixedTimestamp = 978_307_200

    var entries: [Entry] = []

    mutating func addFile(_ path: String, _ text: String) {
        entries.append(Entry(path: path, contents: Data(text.utf8)))
    }

    mutating func addFile(_ path: String, _ contents: Data) {
        entries.append(Entry(path: path, contents: contents))
    }

    mutating func addFolder(_ path: String) {
        entries.append(Entry(path: path.hasSuffix("/") ? path : path + "/", contents: Data()))
    }

    /// Writes the archive to `url`, replacing any file there.
    ///
    /// A zip stores each entry's time twice: as UTC seconds and as a DOS date and time, which
    /// libarchive computes with `localtime`. So that the bytes do not depend on the machine's time
    /// zone, the zone is UTC while the archive is written (one process-wide switch, serialised).
    func write(to url: URL) throws {
        Self.zoneLock.lock()
        defer { Self.zoneLock.unlock() }
        let previous = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", "UTC0", 1)
        tzset()
        defer {
            if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
            tzset()
        }
        try writeArchive(to: url)
    }

    private static let zoneLock = NSLock()

    private func writeArchive(to url: URL) throws {
        guard let archive = archive_write_new() else { throw Failure(description: "libarchive could not start an archive") }
        defer { archive_write_free(archive) }
        func check(_ status: Int32, _ what: String) throws {
            guard status == ARCHIVE_OK else {
                let message = archive_error_string(archive).map { String(cString: $0) } ?? "status \(status)"
                throw Failure(description: "\(what): \(message)")
            }
        }
        try check(archive_write_set_format_zip(archive), "zip format")
        try check(archive_write_zip_set_compression_deflate(archive), "deflate")
        try check(archive_write_open_filename(archive, url.path), "open \(url.path)")

        guard let entry = archive_entry_new() else { throw Failure(description: "libarchive could not make an entry") }
        defer { archive_entry_free(entry) }
        for item in entries {
            archive_entry_clear(entry)
            archive_entry_set_pathname_utf8(entry, item.path)
            // AE_IFDIR and AE_IFREG (casted macros Swift does not import).
            archive_entry_set_filetype(entry, item.isDirectory ? 0o040000 : 0o100000)
            archive_entry_set_perm(entry, item.isDirectory ? 0o755 : 0o644)
            archive_entry_set_size(entry, la_int64_t(item.isDirectory ? 0 : item.contents.count))
            archive_entry_set_mtime(entry, time_t(Self.fixedTimestamp), 0)
            archive_entry_set_uid(entry, 0)
            archive_entry_set_gid(entry, 0)
            try check(archive_write_header(archive, entry), "entry \(item.path)")
            if !item.isDirectory && !item.contents.isEmpty {
                let written = item.contents.withUnsafeBytes { buffer in
                    archive_write_data(archive, buffer.baseAddress, buffer.count)
                }
                guard written == item.contents.count else {
                    throw Failure(
                        description: "writing \(item.path): " + (archive_error_string(archive).map { String(cString: $0) } ?? "short write")
                    )
                }
            }
        }
        try check(archive_write_close(archive), "close \(url.path)")
    }

    /// Every entry of an archive, in order, with its contents and modification time (for checks).
    static func read(_ url: URL) throws -> [(path: String, contents: Data, mtime: Int)] {
        guard let archive = archive_read_new() else { throw Failure(description: "libarchive could not start reading") }
        defer { archive_read_free(archive) }
        archive_read_support_format_zip(archive)
        guard archive_read_open_filename(archive, url.path, 16_384) == ARCHIVE_OK else {
            throw Failure(description: archive_error_string(archive).map { String(cString: $0) } ?? "cannot open \(url.path)")
        }
        var entries: [(path: String, contents: Data, mtime: Int)] = []
        var entry: OpaquePointer?
        while archive_read_next_header(archive, &entry) == ARCHIVE_OK, let entry {
            let path = archive_entry_pathname(entry).map { String(cString: $0) } ?? ""
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = archive_read_data(archive, &buffer, buffer.count)
                if count <= 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            entries.append((path, data, Int(archive_entry_mtime(entry))))
        }
        return entries
    }
}
