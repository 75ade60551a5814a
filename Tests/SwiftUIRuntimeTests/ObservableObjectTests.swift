import Combine
import LessonProtocol
import XCTest

@testable import SwiftUI

// A course's view-model screens, written the way course material writes them.

private final class CounterModel: ObservableObject {
    @Published var count = 0
    static var made = 0
    init() { CounterModel.made += 1 }
}

private struct OwnedCounter: View {
    @StateObject private var model = CounterModel()
    var body: some View {
        Button("Count: \(model.count)") { model.count += 1 }
    }
}

/// The classic bug: the child's model is created inline in the parent's body.
private struct ParentWithInlineModel: View {
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Button("Refresh parent \(refreshes)") { refreshes += 1 }
            ObservedCounter(model: CounterModel())
            OwnedCounter()
        }
    }
}

private struct ObservedCounter: View {
    @ObservedObject var model: CounterModel
    var body: some View {
        Button("Observed: \(model.count)") { model.count += 1 }
    }
}

private final class Settings: ObservableObject {
    @Published var username = "Anonymous"
}

private struct SettingsScreen: View {
    @StateObject private var settings = Settings()
    var body: some View {
        VStack {
            NameField()
            Greeting()
        }
        .environmentObject(settings)
    }
}

private struct NameField: View {
    @EnvironmentObject var settings: Settings
    var body: some View { TextField("Name", text: $settings.username) }
}

private struct Greeting: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text("Hello, \(settings.username)!") }
}

@MainActor
private final class Stopwatch: ObservableObject {
    @Published private(set) var ticks = 0
    private var cancellables = Set<AnyCancellable>()
    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }
}

private struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()
    @State private var received = 0
    let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("Ticks: \(stopwatch.ticks)")
            Text("Received: \(received)")
        }
        .onReceive(timer) { _ in received += 1 }
    }
}

final class ObservableObjectTests: XCTestCase {
    func testPublishedChangeUpdatesTheView() throws {
        let host = HeadlessHost(OwnedCounter())
        host.tap("Count: 0")
        host.tap("Count: 1")
        XCTAssertNotNil(host.screen.first("Count: 2", role: .button))
    }

    func testStateObjectIsCreatedOncePerIdentityButInlineObservedObjectIsRecreated() throws {
        let host = HeadlessHost(ParentWithInlineModel())
        host.tap("Observed: 0")
        host.tap("Count: 0")
        XCTAssertNotNil(host.screen.first("Observed: 1"))
        XCTAssertNotNil(host.screen.first("Count: 1"))
        let made = CounterModel.made
        // The parent updates: the inline model is made again and its count is lost; the
        // @StateObject keeps its model.
        host.tap("Refresh parent 0")
        XCTAssertNotNil(host.screen.first("Observed: 0"), "an inline @ObservedObject model is re-created: \(host.screen.labels)")
        XCTAssertNotNil(host.screen.first("Count: 1"), "a @StateObject model survives: \(host.screen.labels)")
        XCTAssertEqual(CounterModel.made, made + 1)
    }

    func testEnvironmentObjectIsSharedAndBindable() throws {
        let host = HeadlessHost(SettingsScreen())
        XCTAssertTrue(host.screen.contains(text: "Hello, Anonymous!"))
        try host.perform(.type(text: "Taylor", into: .label("Name")))
        XCTAssertTrue(host.screen.contains(text: "Hello, Taylor!"), "\(host.screen.labels)")
    }

    func testTimerPublisherTicksOnTheLessonClock() throws {
        let host = HeadlessHost(StopwatchView())
        XCTAssertTrue(host.screen.contains(text: "Ticks: 0"))
        host.wait(seconds: 3)
        XCTAssertTrue(host.screen.contains(text: "Ticks: 3"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Received: 1"), "\(host.screen.labels)")
        host.wait(seconds: 1)
        XCTAssertTrue(host.screen.contains(text: "Received: 2"), "\(host.screen.labels)")
    }

    func testCombineOperators() {
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = subject.map { $0.uppercased() }.filter { !$0.isEmpty }.removeDuplicates().sink { received.append($0) }
        subject.send("a")
        subject.send("a")
        subject.send("")
        subject.send("b")
        XCTAssertEqual(received, ["A", "B"])
        cancellable.cancel()
        subject.send("c")
        XCTAssertEqual(received, ["A", "B"])

        let current = CurrentValueSubject<Int, Never>(1)
        var values: [Int] = []
        var bag = Set<AnyCancellable>()
        current.sink { values.append($0) }.store(in: &bag)
        current.value = 2
        current.send(3)
        XCTAssertEqual(values, [1, 2, 3])
        var justValue = 0
        _ = Just(5).sink { justValue = $0 }
        XCTAssertEqual(justValue, 5)
    }

    func testPublishedProjectedPublisherAndObjectWillChange() {
        let model = CounterModel()
        var seen: [Int] = []
        var willChange = 0
        let a = model.$count.sink { seen.append($0) }
        let b = model.objectWillChange.sink { willChange += 1 }
        model.count = 4
        model.count = 5
        XCTAssertEqual(seen, [0, 4, 5])
        XCTAssertEqual(willChange, 2)
        _ = (a, b)
    }
}
