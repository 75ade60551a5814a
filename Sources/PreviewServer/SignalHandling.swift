import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// The write end of the pipe the C signal handler writes to. A signal handler cannot capture
/// context, so it reaches the pipe through this one global; it is set before any handler is
/// installed and only read afterwards.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The only work done inside the signal handler: one byte into a pipe (async-signal-safe).
private func forwardSignal(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
}

/// Runs a closure when the process receives one of the given signals, instead of dying.
///
/// A real `sigaction` handler writes the signal number into a pipe, and a dispatch source reading
/// the pipe runs the closure as ordinary code on `queue` — free to stop the server and the
/// watcher, print, and exit. (Dispatch's own signal sources rely on the signal being blocked in
/// every thread; a multi-threaded process such as a server cannot guarantee that, and a signal
/// taken by another thread is lost.) Only one handler is active at a time; `cancel()` restores
/// the default actions.
public final class SignalHandler: @unchecked Sendable {
    public let signals: [Int32]
    private var readSource: DispatchSourceRead?
    private var readEnd: Int32 = -1
    private var writeEnd: Int32 = -1

    public init(signals: [Int32], queue: DispatchQueue = .main, handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        signalPipeWriteEnd = writeEnd

        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue)
        let fd = readEnd
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            for index in 0..<max(count, 0) { handler(Int32(buffer[index])) }
        }
        source.resume()
        readSource = source

        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Ctrl-C and `kill`: what `coursegen serve` must handle to stop cleanly. The closure is
    /// called on every delivery; a CLI that wants a second Ctrl-C to force quit can count them.
    public static func onTermination(
        queue: DispatchQueue = .main,
        _ handler: @escaping @Sendable (Int32) -> Void
    ) -> SignalHandler {
        SignalHandler(signals: [SIGINT, SIGTERM], queue: queue, handler: handler)
    }

    public func cancel() {
        for number in signals { signal(number, SIG_DFL) }
        readSource?.cancel()
        readSource = nil
        if readEnd >= 0 {
            close(readEnd)
            readEnd = -1
        }
        if writeEnd >= 0 {
            if signalPipeWriteEnd == writeEnd { signalPipeWriteEnd = -1 }
            close(writeEnd)
            writeEnd = -1
        }
    }

    deinit { cancel() }
}
