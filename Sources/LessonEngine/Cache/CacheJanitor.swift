import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the cache from growing without bound. A build that was killed leaves its scratch folder
/// (`work/<pid>-…`) behind, and every change to the runtime or the compiler leaves an old runtime
/// build; results are small and keyed by content, so they stay.
enum CacheJanitor {
    /// Old runtime builds are kept a while, so switching between two checkouts stays cheap.
    static let runtimeRetention: TimeInterval = 7 * 24 * 3600

    static func sweep(cacheDirectory: String, currentRuntimeHash: String) {
        let fm = FileManager.default
        let work = cacheDirectory + "/work"
        for name in (try? fm.contentsOfDirectory(atPath: work)) ?? [] {
            // Scratch folders are named after the process that made them; a live process keeps its own.
            guard let pid = pid_t(name.split(separator: "-").first ?? ""), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? fm.removeItem(atPath: work + "/" + name)
            }
        }
        let runtime = cacheDirectory + "/runtime"
        let cutoff = Date().addingTimeInterval(-runtimeRetention)
        for name in (try? fm.contentsOfDirectory(atPath: runtime)) ?? [] where name != currentRuntimeHash {
            let path = runtime + "/" + name
            if let modified = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < cutoff {
                try? fm.removeItem(atPath: path)
            }
        }
    }

    /// The compiler's module cache records its own absolute path, and refuses to be used from
    /// anywhere else ("was compiled with module cache path …"): a cache folder that was moved or
    /// copied would fail every compile. It is only a cache, so where it was made elsewhere it is
    /// emptied, and the path it is made at is written beside it.
    static func adoptModuleCache(cacheDirectory: String) {
        let fm = FileManager.default
        let moduleCache = cacheDirectory + "/module-cache"
        let here = URL(fileURLWithPath: moduleCache).standardizedFileURL.resolvingSymlinksInPath().path
        let record = moduleCache + "/.made-at"
        let recorded = fm.contents(atPath: record).map { String(decoding: $0, as: UTF8.self) }
        if recorded == here { return }
        if recorded != nil || !((try? fm.contentsOfDirectory(atPath: moduleCache)) ?? []).isEmpty {
            try? fm.removeItem(atPath: moduleCache)
        }
        try? fm.createDirectory(atPath: moduleCache, withIntermediateDirectories: true)
        _ = fm.createFile(atPath: record, contents: Data(here.utf8))
    }
}
