import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The wall clock of a lesson's process: the course's time, not the build machine's.
///
/// Lesson code reads the time with Foundation itself (`Date()`, `Date.now`, `.now` as a default
/// argument), and a page must not change with the day it was built. Redeclaring `Date.now` and
/// `Date.init()` in the runtime cannot do it: a file that imports Foundation as well as SwiftUI sees
/// both declarations, and `.now` is ambiguous. So the process answers the C calls Foundation reads
/// the time with (`clock_gettime(CLOCK_REALTIME)`, `gettimeofday`, `time`): the lesson binary's
/// `main.swift`, which the engine generates, defines those symbols and forwards them here. An
/// executable's own symbols come first when the dynamic linker resolves Foundation's calls, so
/// every reading of the wall clock in the process sees the course's time: 9:41 on the course's
/// day, plus the lesson time a checkpoint let pass (`wait 2 seconds`, `Task.sleep`). Nothing real
/// moves it, so two runs read the same instants and a cached result stays true.
///
/// Only the wall clock is pinned. Monotonic clocks (which Dispatch and the kernel's timed waits
/// use) stay real, so the process never waits forever; they are never shown to lesson code.
/// Until a host pins it (and in any process that is not a lesson's, such as the runtime's own
/// test runner, which has no such `main.swift`), the real clock answers.
public enum _LessonWallClock {
    /// The course's time at lesson time zero, in nanoseconds since 1970; `Int64.min` while unpinned.
    private static let start = Atomic<Int64>(.min)
    /// The lesson clock's time, mirrored here so that any thread can read it without a lock.
    private static let elapsed = Atomic<UInt64>(0)

    /// Makes the process's wall clock read `date` at lesson time zero.
    public static func pin(at date: Date) {
        start.store(Int64((date.timeIntervalSince1970 * 1_000_000_000).rounded()), ordering: .sequentiallyConsistent)
    }

    /// Gives the wall clock back to the machine.
    public static func unpin() { start.store(.min, ordering: .sequentiallyConsistent) }

    /// Called by `_LessonClock` whenever lesson time moves.
    static func lessonTimeMoved(to nanoseconds: UInt64) { elapsed.store(nanoseconds, ordering: .sequentiallyConsistent) }

    /// The course's "now" in nanoseconds since 1970, or nil while the real clock answers.
    public static var pinnedNanoseconds: Int64? {
        let start = start.load(ordering: .sequentiallyConsistent)
        guard start != .min else { return nil }
        return start &+ Int64(truncatingIfNeeded: elapsed.load(ordering: .sequentiallyConsistent))
    }

    // The C library's own functions, found in libc itself: a plain call would come back to the
    // lesson binary's replacement.
    private typealias ClockGettime = @convention(c) (clockid_t, UnsafeMutablePointer<timespec>?) -> Int32
    private typealias Gettimeofday = @convention(c) (UnsafeMutablePointer<timeval>?, UnsafeMutableRawPointer?) -> Int32
    private static let libc: UnsafeMutableRawPointer? =
        dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD) ?? UnsafeMutableRawPointer(bitPattern: -1)  // RTLD_NEXT
    private static let realClockGettime = dlsym(libc, "clock_gettime").map { unsafeBitCast($0, to: ClockGettime.self) }
    private static let realGettimeofday = dlsym(libc, "gettimeofday").map { unsafeBitCast($0, to: Gettimeofday.self) }

    /// The wall clocks `clock_gettime` is asked for (`CLOCK_REALTIME`, `CLOCK_REALTIME_COARSE`).
    private static func isWallClock(_ clock: clockid_t) -> Bool {
        clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE
    }

    /// `clock_gettime(2)` as the lesson process answers it.
    public static func clockGettime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {
        if isWallClock(clock), let nanoseconds = pinnedNanoseconds {
            guard let time else { return failure(EFAULT) }
            time.pointee = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
            return 0
        }
        guard let real = realClockGettime else { return failure(EFAULT) }
        return real(clock, time)
    }

    /// `gettimeofday(2)` as the lesson process answers it.
    public static func gettimeofday(_ time: UnsafeMutablePointer<timeval>?, _ zone: UnsafeMutableRawPointer?) -> Int32 {
        if let nanoseconds = pinnedNanoseconds {
            time?.pointee = timeval(
                tv_sec: Int(nanoseconds / 1_000_000_000), tv_usec: Int(nanoseconds % 1_000_000_000 / 1_000))
            return 0
        }
        guard let real = realGettimeofday else { return failure(EFAULT) }
        return real(time, zone)
    }

    /// `time(2)` as the lesson process answers it.
    public static func time(_ result: UnsafeMutablePointer<Int>?) -> Int {
        var now = timespec()
        guard clockGettime(CLOCK_REALTIME, &now) == 0 else { return -1 }
        result?.pointee = now.tv_sec
        return now.tv_sec
    }

    private static func failure(_ code: Int32) -> Int32 {
        errno = code
        return -1
    }
}
