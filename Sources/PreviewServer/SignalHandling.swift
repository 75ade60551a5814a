import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Runs a closure when the process receives one of the given signals, instead of dying.
///
/// The signal's default action is switched off (SIG_IGN) and the signal is delivered through a
/// dispatch source, so the closure runs as ordinary code on `queue` — free to stop the server
/// and the watcher, print, and exit — rather than inside a signal handler where almost nothing
/// is safe. `cancel()` restores the default action.
public final class SignalHandler: @unchecked Sendable {
    public let signals: [Int32]
    private var sources: [DispatchSourceSignal] = []

    public init(signals: [Int32], queue: DispatchQueue = .main, handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Ctrl-C and `kill`: what `coursegen serve` must handle to stop cleanly. The closure is
    /// called on every delivery; a CLI that wants a second Ctrl-C to force quit can count them.
    public static func onTermination(queue: DispatchQueue = .main,
                                     _ handler: @escaping @Sendable (Int32) -> Void) -> SignalHandler {
        SignalHandler(signals: [SIGINT, SIGTERM], queue: queue, handler: handler)
    }

    public func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in signals { signal(number, SIG_DFL) }
    }
}
