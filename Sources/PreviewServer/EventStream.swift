import Foundation

/// Formats one server-sent event. Multi-line data becomes several `data:` lines, as the
/// EventSource format requires (a bare newline would end the event early).
func serverSentEvent(_ name: String, data: String) -> String {
    var text = "event: \(name)\n"
    for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
        text += "data: \(line)\n"
    }
    return text + "\n"
}

/// One open `text/event-stream` response.
///
/// libmicrohttpd runs each connection on its own thread (thread-per-connection mode) and pulls
/// the body through `read`, so `read` may block waiting for the next event without holding up
/// any other request. It wakes at least every `keepAliveInterval` to send a comment line:
/// that keeps proxies from timing the stream out, and a write to a closed tab is how a dead
/// connection is noticed and cleaned up.
final class EventStreamClient: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var closed = false
    private let keepAliveInterval: TimeInterval
    /// Set by the hub; called once when libmicrohttpd releases the response.
    var onRelease: (() -> Void)?

    init(keepAliveInterval: TimeInterval, initial: [UInt8]) {
        self.keepAliveInterval = keepAliveInterval
        self.pending = initial
    }

    func enqueue(_ bytes: [UInt8]) {
        condition.lock()
        if !closed {
            pending.append(contentsOf: bytes)
            condition.signal()
        }
        condition.unlock()
    }

    /// Ends the stream: queued bytes are still delivered, then the response finishes.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Copies up to `capacity` bytes of the stream into `buffer`; returns the count, or nil when
    /// the stream has ended.
    func read(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: keepAliveInterval)
        while pending.isEmpty && !closed {
            if !condition.wait(until: deadline) {
                if pending.isEmpty && !closed { pending = Array(": keep-alive\n\n".utf8) }
                break
            }
        }
        if pending.isEmpty { return nil }  // closed and drained
        let count = min(capacity, pending.count)
        pending.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: count) }
        pending.removeFirst(count)
        return count
    }

    func release() {
        close()
        onRelease?()
        onRelease = nil
    }
}

/// The set of open event streams, and the fan-out of events to them.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [ObjectIdentifier: EventStreamClient] = [:]
    private var stopped = false
    let keepAliveInterval: TimeInterval

    init(keepAliveInterval: TimeInterval) {
        self.keepAliveInterval = keepAliveInterval
    }

    /// A new stream that starts with `initial` (the current state, so a page opened while the
    /// build is broken sees the errors at once). Nil once the hub is stopped.
    func open(initial: String) -> EventStreamClient? {
        let client = EventStreamClient(keepAliveInterval: keepAliveInterval, initial: Array(initial.utf8))
        let id = ObjectIdentifier(client)
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return nil }
        clients[id] = client
        client.onRelease = { [weak self] in self?.remove(id) }
        return client
    }

    func broadcast(_ name: String, data: String) {
        let bytes = Array(serverSentEvent(name, data: data).utf8)
        lock.lock()
        let targets = Array(clients.values)
        lock.unlock()
        for client in targets { client.enqueue(bytes) }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return clients.count
    }

    /// Ends every stream and refuses new ones, so the daemon's connection threads can finish.
    func stop() {
        lock.lock()
        stopped = true
        let targets = Array(clients.values)
        lock.unlock()
        for client in targets { client.close() }
    }

    /// Accepts streams again (the server was started after a stop).
    func resume() {
        lock.lock()
        stopped = false
        lock.unlock()
    }

    private func remove(_ id: ObjectIdentifier) {
        lock.lock()
        clients[id] = nil
        lock.unlock()
    }
}
