import Foundation

/// Publishes before any of an `ObservableObject`'s `@Published` properties changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    let subscriptions = _Subscriptions<Void, Never>()
    public init() {}
    public func send() { subscriptions.send(()) }
    public func _subscribe(
        receiveValue: @escaping (Void) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        subscriptions.add(receiveValue, receiveCompletion)
    }
}

/// An object with a publisher that emits before the object changes. Views observing it
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) update when it does.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// One publisher per object, created on first use and released with the object.
enum _ObjectPublishers {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // An entry whose object is gone belongs to an earlier object at the same address.
        if let entry = entries[id], entry.object === object { return entry.publisher }
        if entries.count > 256 { entries = entries.filter { $0.value.object != nil } }
        let entry = Entry(object)
        entries[id] = entry
        return entry.publisher
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { _ObjectPublishers.publisher(for: self) }
}

/// A property that publishes its changes; inside an `ObservableObject` a change also sends
/// the object's `objectWillChange` first, which is what makes SwiftUI views update.
@propertyWrapper
public struct Published<Value> {
    final class Box {
        var value: Value
        let subject: CurrentValueSubject<Value, Never>
        var assigned: [AnyCancellable] = []
        weak var owner: AnyObject?
        var willChange: (() -> Void)?
        init(_ value: Value) {
            self.value = value
            subject = CurrentValueSubject(value)
        }
        func set(_ newValue: Value) {
            willChange?()
            // `$property` publishes the new value in willSet, before the property reads it.
            subject.value = newValue
            value = newValue
        }
    }

    let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }

    /// `@Published` is for classes; the value is reached through the enclosing instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            if box.willChange == nil, let observable = object as? any ObservableObject {
                box.willChange = { [weak observable] in observable.map(_sendWillChange) }
            }
            box.set(newValue)
        }
    }

    /// `$property`: a publisher of the property's values, starting with the current one.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        weak var box: Box?
        public func _subscribe(
            receiveValue: @escaping (Value) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
        ) -> AnyCancellable {
            guard let box else { return AnyCancellable {} }
            return box.subject._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }
}

private func _sendWillChange(_ object: any ObservableObject) {
    func send<O: ObservableObject>(_ o: O) {
        if let publisher = o.objectWillChange as? ObservableObjectPublisher { publisher.send() }
    }
    send(object)
}

/// Subscribes to any observable object's `objectWillChange`, whatever its publisher type.
public func _observeWillChange(_ object: any ObservableObject, _ action: @escaping () -> Void) -> AnyCancellable {
    func subscribe<O: ObservableObject>(_ o: O) -> AnyCancellable {
        o.objectWillChange._subscribe(receiveValue: { _ in action() }, receiveCompletion: { _ in })
    }
    return subscribe(object)
}
