import Foundation
import LessonEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Builds of the same output folder take turns: `coursegen build` and `coursegen serve` (or two
/// builds) on the same folders hold an exclusive `flock` on `<cache>/locks/<hash of the output
/// path>.lock` for a whole build. Without it, a build that started earlier can publish after one that started
/// later, and an edit made meanwhile disappears from the site. The kernel releases the lock when
/// the process ends, however it ends.
public final class BuildLock {
    private var fd: Int32 = -1
    public let path: String

    public static func path(for output: URL, cache: URL) -> String {
        let output = output.standardizedFileURL.resolvingSymlinksInPath().path
        return cache.appendingPathComponent("locks/\(SHA256.hex(output).prefix(24)).lock").path
    }

    /// Waits for the lock. `waiting` is called once if another process holds it.
    public init(output: URL, cache: URL, waiting: () -> Void = {}) {
        path = Self.path(for: output, cache: cache)
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }  // an unwritable parent: the build reports that itself
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
