import Foundation

/// `swiftc --version` as the last build read it, in `<cache>/toolchain-versions.json`. Starting the
/// compiler only to ask its version took about 0.3 s of every build with nothing to do; the answer
/// is reused while the compiler's files are the ones that gave it. The fingerprint covers the
/// resolved `swiftc` and the `swift-frontend` beside it (path, size, modification time), so an
/// upgraded or replaced toolchain is asked again.
struct ToolchainVersions {
    let file: String

    init(cacheDirectory: String) {
        file = cacheDirectory + "/toolchain-versions.json"
    }

    static func fingerprint(_ swiftc: String) -> String? {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let frontend = resolved.deletingLastPathComponent().appendingPathComponent("swift-frontend")
        var parts: [String] = []
        for url in [URL(fileURLWithPath: swiftc), resolved, frontend] {
            var info = stat()
            guard stat(url.path, &info) == 0 else {
                if url == frontend { continue }
                return nil
            }
            parts.append("\(url.path):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
        return parts.joined(separator: "|")
    }

    func version(for fingerprint: String) -> String? {
        read()[fingerprint]
    }

    /// Written under a private name and renamed into place, so a concurrent build reads one whole file.
    func record(_ version: String, for fingerprint: String) {
        var versions = read()
        versions[fingerprint] = version
        guard let data = try? JSONEncoder().encode(versions) else { return }
        let directory = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = file + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    private func read() -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file),
            let versions = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return versions
    }
}
