import Foundation

/// What identifies the code of this process: the executable and every library whose code it has
/// mapped (path, size, modification time, inode), read from `/proc/self/maps`; data files mapped
/// for reading (a large cache file read with `Data(contentsOf:)`) are not code and change often. A cache of what this code
/// computes from its inputs alone (an outline, a rendered page) is keyed by it too, so a rebuilt
/// coursegen or an upgraded toolchain library never reuses what older code produced. Where the
/// libraries cannot be listed, the fingerprint is new every run and nothing is reused.
public enum ProgramFingerprint {
    public static let current: String = compute() ?? "unlisted-\(UUID().uuidString)"

    private static func compute() -> String? {
        guard let maps = readWhole("/proc/self/maps") else { return nil }
        var paths: Set<String> = []
        for line in maps.split(separator: "\n") {
            // address perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, fields[1].contains("x"), let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if !path.hasSuffix(" (deleted)") { paths.insert(path) }
        }
        guard !paths.isEmpty else { return nil }
        var hasher = SHA256()
        for path in paths.sorted() {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            hasher.updateField("\(path):\(info.st_size):\(info.st_ino):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
        return hasher.hexDigest()
    }

    /// A file read to its end. `/proc` files report no size, and Foundation's readers stop at their
    /// first page.
    private static func readWhole(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
