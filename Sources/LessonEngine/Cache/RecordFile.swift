import Foundation

/// A cache file of byte records, each a little-endian UInt32 length and its bytes. Written under a
/// private name and renamed into place, so a concurrent reader sees the old file or the new one; a
/// missing or unreadable file reads as no records, a truncated one as the records it holds whole
/// (the caller computes what is missing again).
public enum RecordFile {
    public static func read(_ path: String) -> [[UInt8]] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        // Copied as one block: Data's iterator goes byte by byte.
        return records(in: data.withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) }).records
    }

    public static func write(_ records: [[UInt8]], to path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = directory + "/." + (path as NSString).lastPathComponent + "-\(getpid())"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(pack(records)).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// Records as one record's bytes, for records inside records.
    public static func pack(_ records: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(records.reduce(0) { $0 + $1.count + 4 })
        for record in records {
            withUnsafeBytes(of: UInt32(record.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes += record
        }
        return bytes
    }

    /// The records `pack` made, or nil when the bytes do not end with a whole record.
    public static func unpack(_ bytes: [UInt8]) -> [[UInt8]]? {
        let (records, whole) = records(in: bytes)
        return whole ? records : nil
    }

    private static func records(in bytes: [UInt8]) -> (records: [[UInt8]], whole: Bool) {
        var records: [[UInt8]] = []
        var offset = 0
        while offset + 4 <= bytes.count {
            let count =
                Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
            offset += 4
            guard offset + count <= bytes.count else { return (records, false) }
            records.append(Array(bytes[offset..<(offset + count)]))
            offset += count
        }
        return (records, offset == bytes.count)
    }
}
