import Foundation

#if canImport(Glibc)
    import Glibc
#endif

public enum FileWatcherError: Error, Equatable, CustomStringConvertible {
    case cannotInitialize(String)
    case cannotWatch(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotInitialize(let reason): return "cannot watch files: \(reason)"
        case .cannotWatch(let path, let reason): return "cannot watch \(path): \(reason)"
        }
    }
}

/// Watches directory trees with inotify and reports changes in batches.
///
/// An editor's save is a burst: a swap file, a backup, a temporary file renamed over the
/// original, attribute changes. The watcher collects the paths of a burst and calls `onChange`
/// once, after `debounceInterval` without any further event, with every path that changed.
/// Editor artifacts are dropped by name; the real file still arrives through the rename.
///
/// `onChange` runs on the watcher's own thread, one call at a time; events that arrive while
/// it runs (a rebuild, say) are delivered in the next batch, so rebuilds never overlap.
public final class FileWatcher: @unchecked Sendable {
    public let directories: [URL]
    public let debounceInterval: TimeInterval
    private let onChange: @Sendable (Set<URL>) -> Void

    private let inotifyFD: Int32
    /// A pipe whose write end wakes the watcher thread out of poll() when it should stop.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    /// Touched only by the watcher thread once it runs (and by init before that).
    private var watchedPaths: [Int32: String] = [:]
    private let lock = NSLock()
    private var thread: Thread?
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    private static let mask: UInt32 =
        UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE
                | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR) | UInt32(IN_EXCL_UNLINK)

    /// Sets up watches on every directory under `directories` (which must exist); nothing is
    /// reported until `start()`.
    public init(
        directories: [URL], debounceInterval: TimeInterval = 0.1,
        onChange: @escaping @Sendable (Set<URL>) -> Void
    ) throws {
        self.directories = directories.map { $0.standardizedFileURL }
        self.debounceInterval = debounceInterval
        self.onChange = onChange
        inotifyFD = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard inotifyFD >= 0 else { throw FileWatcherError.cannotInitialize(String(cString: strerror(errno))) }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            close(inotifyFD)
            throw FileWatcherError.cannotInitialize(String(cString: strerror(errno)))
        }
        wakeRead = pipeFDs[0]
        wakeWrite = pipeFDs[1]
        for fd in pipeFDs {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        do {
            for directory in self.directories {
                if let failure = addWatches(under: directory.path).error {
                    throw FileWatcherError.cannotWatch(path: directory.path, reason: failure)
                }
            }
        } catch {
            close(inotifyFD)
            close(wakeRead)
            close(wakeWrite)
            throw error
        }
    }

    deinit {
        // A started watcher's thread holds the watcher, so this runs only once it has stopped
        // (or was never started).
        close(inotifyFD)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts the watcher thread. Calling it again does nothing.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard thread == nil, !stopping else { return }
        // The thread holds the watcher until it returns: call stop() to end both.
        let thread = Thread {
            self.run()
            self.finished.signal()
        }
        thread.name = "coursegen.file-watcher"
        self.thread = thread
        thread.start()
    }

    /// Stops watching; pending changes are dropped. Waits for the thread to finish unless
    /// called from `onChange` itself.
    public func stop() {
        lock.lock()
        let wasStopping = stopping
        stopping = true
        let running = thread
        lock.unlock()
        guard !wasStopping, let running else { return }
        var one: UInt8 = 1
        _ = write(wakeWrite, &one, 1)
        if Thread.current != running { finished.wait() }
    }

    /// Names editors write next to the file being saved: vim's swap files and its `4913` write
    /// probe, backups ending in `~`, emacs locks and autosaves, and the temporary files other
    /// editors rename over the original.
    public static func isIgnoredName(_ name: String) -> Bool {
        if name.isEmpty { return false }
        if name == "4913" || name == ".DS_Store" { return true }
        if name.hasSuffix("~") { return true }
        if name.hasPrefix(".#") || name.hasPrefix(".~lock.") || name.hasPrefix(".goutputstream-") { return true }
        if name.hasPrefix("#") && name.hasSuffix("#") { return true }
        let ignoredSuffixes = [
            ".swp", ".swo", ".swx", ".swn", ".tmp", ".kate-swp", ".crswap",
            "___jb_tmp___", "___jb_old___",
        ]
        return ignoredSuffixes.contains { name.hasSuffix($0) }
    }

    // MARK: The watcher thread

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func run() {
        var pending = Set<String>()
        var deadline: UInt64 = 0
        let debounceNanos = UInt64(max(0, debounceInterval) * 1_000_000_000)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        while !isStopping {
            var timeout: Int32 = -1
            if !pending.isEmpty {
                let now = DispatchTime.now().uptimeNanoseconds
                timeout = deadline > now ? Int32(min((deadline - now + 999_999) / 1_000_000, 60_000)) : 0
            }
            var fds = [
                pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno != EINTR { break }
            if fds[1].revents != 0 || isStopping { break }

            if fds[0].revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(inotifyFD, $0.baseAddress, $0.count) }
                if count > 0 {
                    // Only a relevant event restarts the quiet period: writes to a swap file
                    // must not postpone the batch.
                    if process(buffer, count: count, into: &pending) {
                        deadline = DispatchTime.now().uptimeNanoseconds + debounceNanos
                    }
                }
            }

            if !pending.isEmpty && DispatchTime.now().uptimeNanoseconds >= deadline {
                let batch = Set(pending.map { URL(fileURLWithPath: $0) })
                pending.removeAll()
                onChange(batch)
            }
        }
    }

    /// Decodes a buffer of `struct inotify_event` records.
    /// Returns whether any event was relevant (not an editor artifact).
    private func process(_ buffer: [UInt8], count: Int, into pending: inout Set<String>) -> Bool {
        var relevant = false
        let headerSize = 16  // int wd; uint32_t mask, cookie, len;
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset + headerSize <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let nameLength = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if nameLength > 0 {
                    let bytes = raw[(offset + headerSize)..<(offset + headerSize + nameLength)]
                    name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                offset += headerSize + nameLength
                if handle(wd: wd, mask: mask, name: name, into: &pending) { relevant = true }
            }
        }
        return relevant
    }

    private func handle(wd: Int32, mask: UInt32, name: String, into pending: inout Set<String>) -> Bool {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // The kernel dropped events: say every tree changed so the caller rebuilds it all.
            for directory in directories { pending.insert(directory.path) }
            return true
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            watchedPaths[wd] = nil
            return false
        }
        guard let directory = watchedPaths[wd] else { return false }
        if name.isEmpty {
            // The watched directory itself was deleted or moved.
            pending.insert(directory)
            return true
        }
        if Self.isIgnoredName(name) { return false }
        let path = directory + "/" + name
        let isDirectory = mask & UInt32(IN_ISDIR) != 0

        if isDirectory && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            // Files can land in a new directory before its watch exists (mkdir -p a/b && cp …),
            // so the new tree is scanned and its files reported now.
            pending.formUnion(addWatches(under: path).found)
        } else if isDirectory && mask & UInt32(IN_MOVED_FROM) != 0 {
            // A directory moved away keeps its watches but under a path that no longer exists.
            for (descriptor, watched) in watchedPaths where watched == path || watched.hasPrefix(path + "/") {
                inotify_rm_watch(inotifyFD, descriptor)
                watchedPaths[descriptor] = nil
            }
        }
        pending.insert(path)
        return true
    }

    /// Adds a watch on `root` and every directory under it (not following symlinks below the
    /// root). Returns the error for `root` itself, if any (errors deeper down are skipped: a
    /// directory may vanish while it is walked), and every path found under `root`.
    private func addWatches(under root: String) -> (error: String?, found: [String]) {
        let descriptor = inotify_add_watch(inotifyFD, root, Self.mask)
        guard descriptor >= 0 else { return (String(cString: strerror(errno)), []) }
        watchedPaths[descriptor] = root
        guard let stream = opendir(root) else { return (nil, []) }
        var found: [String] = []
        var subdirectories: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." || Self.isIgnoredName(name) { continue }
            let path = root + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                if lstat(path, &info) == 0 {
                    type = (info.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
            }
            if type == UInt8(DT_DIR) { subdirectories.append(path) }
            found.append(path)
        }
        closedir(stream)
        for subdirectory in subdirectories {
            found += addWatches(under: subdirectory).found
        }
        return (nil, found)
    }
}
