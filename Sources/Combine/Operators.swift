import Foundation

/// Operators course code chains onto publishers. Each is a publisher built from its upstream.
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func _subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe(receiveValue: { receiveValue(transform($0)) }, receiveCompletion: receiveCompletion)
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func _subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let isIncluded = self.isIncluded
            return upstream._subscribe(receiveValue: { if isIncluded($0) { receiveValue($0) } }, receiveCompletion: receiveCompletion)
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func _subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe(receiveValue: { if let v = transform($0) { receiveValue(v) } }, receiveCompletion: receiveCompletion)
        }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public func _subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let predicate = self.predicate
            var last: Output?
            return upstream._subscribe(
                receiveValue: { value in
                    if let previous = last, predicate(previous, value) { return }
                    last = value
                    receiveValue(value)
                }, receiveCompletion: receiveCompletion)
        }
    }

    /// Publishes a value only after `dueTime` has passed without a newer one (on the lesson's clock).
    public struct Debounce<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let nanoseconds: UInt64
        public func _subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let clock = _LessonClock.shared
            let delay = nanoseconds
            var pending: Int?
            let inner = upstream._subscribe(
                receiveValue: { value in
                    if let pending { clock.cancelTimer(pending) }
                    pending = clock.schedule(after: delay) {
                        pending = nil
                        receiveValue(value)
                    }
                }, receiveCompletion: receiveCompletion)
            return AnyCancellable {
                if let pending { clock.cancelTimer(pending) }
                inner.cancel()
            }
        }
    }

    /// Starts a connectable publisher (a timer) on the first subscription.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func _subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let inner = upstream._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            let connection = upstream.connect()
            // The subscription keeps the timer alive, as Combine's does.
            let upstream = self.upstream
            return AnyCancellable {
                _ = upstream
                connection.cancel()
                inner.cancel()
            }
        }
    }
}

public protocol ConnectablePublisher: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    /// `dueTime` in seconds; the scheduler only says where values are delivered, and every
    /// delivery happens on the lesson's one thread.
    public func debounce<S>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self>
    where S: Scheduler {
        Publishers.Debounce(upstream: self, nanoseconds: UInt64(max(0, dueTime._seconds) * 1_000_000_000))
    }
    /// Values are already delivered on the lesson's one thread; `receive(on:)` keeps them as they are.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

/// Where values are delivered: `DispatchQueue.main`, `RunLoop.main`. Only the stride matters here.
public protocol Scheduler {
    associatedtype SchedulerTimeType: _SchedulerTime
    associatedtype SchedulerOptions
}

public protocol _SchedulerTime {
    associatedtype Stride: _SchedulerStride
}

public protocol _SchedulerStride {
    var _seconds: Double { get }
}

/// A span of scheduler time: `.seconds(0.5)`, `.milliseconds(300)`, or a number of seconds.
public struct _SchedulerStrideValue: _SchedulerStride, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let _seconds: Double
    public init(floatLiteral value: Double) { _seconds = value }
    public init(integerLiteral value: Int) { _seconds = Double(value) }
    init(seconds: Double) { _seconds = seconds }
    public static func seconds(_ s: Double) -> Self { .init(seconds: s) }
    public static func seconds(_ s: Int) -> Self { .init(seconds: Double(s)) }
    public static func milliseconds(_ ms: Int) -> Self { .init(seconds: Double(ms) / 1000) }
    public static func microseconds(_ us: Int) -> Self { .init(seconds: Double(us) / 1_000_000) }
    public static func nanoseconds(_ ns: Int) -> Self { .init(seconds: Double(ns) / 1_000_000_000) }
}

public struct _SchedulerTimeValue: _SchedulerTime {
    public typealias Stride = _SchedulerStrideValue
}

extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTimeValue
    public struct SchedulerOptions { public init() {} }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTimeValue
    public struct SchedulerOptions { public init() {} }
}
