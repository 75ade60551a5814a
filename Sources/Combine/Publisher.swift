// The parts of Apple's Combine that SwiftUI courses use: publishers of values over time,
// subjects to send them, subscriptions that end when their cancellable goes away, and the
// `ObservableObject` / `@Published` pair that SwiftUI observes.
//
// Delivery is synchronous on the sending thread, as Combine's is for subjects; the lesson process
// is single-threaded, so values arrive in the order they are sent.
import Foundation

/// How a publisher finished.
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A type that publishes values over time.
///
/// Subscription is reduced to two callbacks (value, completion); Combine's demand-based
/// `Subscriber` protocol is not provided, as course code subscribes with `sink`, `assign`
/// and SwiftUI's `onReceive`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Starts a subscription; it lasts until the returned cancellable is cancelled or released.
    func _subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

public protocol Cancellable {
    func cancel()
}

/// Cancels its subscription when cancelled or deinitialised.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit { cancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
}

extension Publisher {
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        _subscribe(receiveValue: { object[keyPath: keyPath] = $0 }, receiveCompletion: { _ in })
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }

    /// Republishes into a `@Published` property: `publisher.assign(to: &$value)`. The subscription
    /// lives as long as the property's storage.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let cancellable = _subscribe(receiveValue: { [weak box] in box?.set($0) }, receiveCompletion: { _ in })
        box?.assigned.append(cancellable)
    }
}

/// A publisher of a type that is not named.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }
    public func _subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribe(receiveValue, receiveCompletion)
    }
}

/// Publishes one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func _subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// Subscribers of a subject, in subscription order.
final class _Subscriptions<Output, Failure: Error> {
    private var next = 0
    private var entries: [(id: Int, value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    var completed: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let completed {
            completion(completed)
            return AnyCancellable {}
        }
        next += 1
        let id = next
        entries.append((id, value, completion))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completed == nil else { return }
        for entry in entries { entry.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard completed == nil else { return }
        completed = completion
        let all = entries
        entries = []
        for entry in all { entry.completion(completion) }
    }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Broadcasts the values sent to it to its current subscribers; it keeps no value.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    let subscriptions = _Subscriptions<Output, Failure>()
    public init() {}
    public func send(_ input: Output) { subscriptions.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
    public func _subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscriptions.add(receiveValue, receiveCompletion)
    }
}

/// Holds a current value, sends it to each new subscriber, and broadcasts every new value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    let subscriptions = _Subscriptions<Output, Failure>()
    public var value: Output {
        didSet { subscriptions.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) { value = input }
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
    public func _subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let cancellable = subscriptions.add(receiveValue, receiveCompletion)
        if subscriptions.completed == nil { receiveValue(value) }
        return cancellable
    }
}
