import LessonProtocol
import XCTest

@testable import SwiftUI

// Since iOS 15 a `Binding` to a mutable collection is a collection of bindings to its elements
// (Apple's documentation: "Binding conforms to RandomAccessCollection when Value conforms to
// MutableCollection and RandomAccessCollection"). Courses lean on it in `List($items) { $item in … }`
// and in `$items.count`, `$items[0].title`, `for item in $items`.

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

/// Toggles edit the array through the row bindings; the footer counts through the binding itself.
private struct Chores: View {
    @State private var tasks = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Bins")]
    var body: some View {
        VStack {
            List($tasks) { $task in
                Toggle(task.title, isOn: $task.done)
            }
            Text("\($tasks.count) chores, \(tasks.filter(\.done).count) done")
            Button("Rename first") { $tasks[0].title.wrappedValue = "Dishes (rinsed)" }
            Button("Finish all") {
                for task in $tasks { task.wrappedValue.done = true }
            }
            Button("Remove last") { tasks.removeLast() }
        }
    }
}

/// `List($items, id:)` and `ForEach($items)` inside a list keep working beside the collection conformance.
private struct Names: View {
    @State private var names = ["Ada", "Grace"]
    var body: some View {
        List {
            ForEach($names, id: \.self) { $name in
                TextField("Name", text: $name)
            }
            Text("First: \(names.first ?? "")")
        }
    }
}

final class BindingCollectionTests: XCTestCase {
    func testABindingToAnArrayCountsAndIndexesItsElements() {
        var values = [1, 2, 3]
        let binding = Binding(get: { values }, set: { values = $0 })
        XCTAssertEqual(binding.count, 3)
        XCTAssertEqual(binding.map(\.wrappedValue), [1, 2, 3])
        binding[1].wrappedValue = 20
        XCTAssertEqual(values, [1, 20, 3], "writing an element's binding writes the whole array")
        XCTAssertEqual(binding.last?.wrappedValue, 3, "bidirectional: last comes from index(before:)")
        XCTAssertEqual(binding.reversed().map(\.wrappedValue), [3, 20, 1])
    }

    func testAnElementBindingOutlivingItsElementNeitherTrapsNorWrites() {
        var values = ["a", "b"]
        let binding = Binding(get: { values }, set: { values = $0 })
        let second = binding[1]
        values.removeLast()
        XCTAssertEqual(second.wrappedValue, "b", "a leaving row reads what it last saw")
        second.wrappedValue = "c"
        XCTAssertEqual(values, ["a"], "and writes nothing into an array that no longer has it")
    }

    func testListOfBindingsEditsTheArrayRowByRow() throws {
        let host = HeadlessHost(Chores())
        XCTAssertTrue(host.screen.contains(text: "3 chores, 0 done"))
        try host.perform(.toggle(.label("Laundry")))
        XCTAssertTrue(host.screen.contains(text: "3 chores, 1 done"))
        host.tap("Rename first")
        XCTAssertNotNil(host.screen.first("Dishes (rinsed)"), "the row reads the renamed element")
        host.tap("Finish all")
        XCTAssertTrue(host.screen.contains(text: "3 chores, 3 done"))
    }

    func testRemovingAnElementRemovesItsRow() throws {
        let host = HeadlessHost(Chores())
        host.tap("Remove last")
        XCTAssertTrue(host.screen.contains(text: "2 chores, 0 done"))
        XCTAssertNil(host.screen.first("Bins"))
        try host.perform(.toggle(.label("Laundry")))
        XCTAssertTrue(host.screen.contains(text: "2 chores, 1 done"))
    }

    func testForEachOfBindingsWithAnIDStillBinds() throws {
        let host = HeadlessHost(Names())
        try host.perform(.type(text: "Alan", into: .label("Name")))
        XCTAssertTrue(host.screen.contains(text: "First: Alan"))
    }
}
