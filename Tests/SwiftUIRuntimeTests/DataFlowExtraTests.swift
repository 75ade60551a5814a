import Combine
import LessonProtocol
import XCTest

@testable import SwiftUI

/// A search model that waits for typing to pause before it searches, as course material writes it.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var searches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .filter { !$0.isEmpty }
            .sink { [weak self] in self?.searches.append($0) }
            .store(in: &cancellables)
    }
}

private struct DebouncedSearch: View {
    @StateObject private var model = SearchModel()
    var body: some View {
        VStack {
            TextField("Query", text: $model.query)
            Text("Searches: \(model.searches.joined(separator: ","))")
        }
    }
}

private struct DetachedWork: View {
    @State private var result = "none"
    var body: some View {
        VStack {
            Text("Result: \(result)")
            Button("Compute") {
                Task {
                    let value = await Task.detached { (1...10).reduce(0, +) }.value
                    result = "\(value)"
                }
            }
        }
    }
}

private struct DraftEditor: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View { TextField("Draft", text: $draft) }
}

private struct DraftHost: View {
    @State private var editing = true
    var body: some View {
        VStack {
            Toggle("Editing", isOn: $editing)
            if editing { DraftEditor() }
        }
    }
}

private struct MultiSelect: View {
    let names = ["Ada", "Grace", "Linus"]
    @State private var selection = Set<String>()
    var body: some View {
        VStack {
            EditButton()
            List(names, id: \.self, selection: $selection) { Text($0) }
            Text("\(selection.count) selected")
        }
    }
}

private final class Counter: ObservableObject {
    @Published var value = 0
}

private struct ReceiveCounter: View {
    @StateObject private var counter = Counter()
    @State private var seen: [Int] = []
    var body: some View {
        VStack {
            Button("Add") { counter.value += 1 }
            Text("Seen: \(seen.map(String.init).joined(separator: ","))")
        }
        .onReceive(counter.$value) { seen.append($0) }
    }
}

final class DataFlowExtraTests: XCTestCase {
    func testDebounceWaitsForAPauseOnTheLessonClock() throws {
        let host = HeadlessHost(DebouncedSearch())
        try host.perform(.type(text: "sw", into: .label("Query")))
        host.wait(seconds: 0.1)
        try host.perform(.type(text: "swift", into: .label("Query")))
        host.wait(seconds: 0.2)
        XCTAssertTrue(host.screen.contains(text: "Searches: "), "\(host.screen.labels)")
        host.wait(seconds: 0.1)
        XCTAssertTrue(host.screen.contains(text: "Searches: swift"), "only the paused query is searched: \(host.screen.labels)")
    }

    func testDetachedTaskRunsAndReturnsItsValue() {
        let host = HeadlessHost(DetachedWork())
        host.tap("Compute")
        XCTAssertTrue(host.screen.contains(text: "Result: 55"), "\(host.screen.labels)")
    }

    func testSceneStorageSurvivesTheViewLeaving() throws {
        let host = HeadlessHost(DraftHost())
        try host.perform(.type(text: "Dear Ada", into: .label("Draft")))
        try host.perform(.toggle(.label("Editing")))
        XCTAssertNil(host.screen.first("Draft", role: .textField))
        try host.perform(.toggle(.label("Editing")))
        XCTAssertEqual(host.screen.first("Draft", role: .textField)?.value, "Dear Ada")
    }

    func testSetSelectionNeedsEditMode() {
        let host = HeadlessHost(MultiSelect())
        XCTAssertNotNil(host.error(performing: .tap(.label("Ada"))), "rows of a multi-select list are not tappable outside edit mode")
        host.tap("Edit")
        host.tap("Ada")
        host.tap("Linus")
        XCTAssertTrue(host.screen.contains(text: "2 selected"))
        host.tap("Ada")
        XCTAssertTrue(host.screen.contains(text: "1 selected"))
    }

    func testOnReceiveOfAPublishedProperty() {
        let host = HeadlessHost(ReceiveCounter())
        host.tap("Add")
        host.tap("Add")
        // `$value` sends the current value on subscription, then each new value.
        XCTAssertTrue(host.screen.contains(text: "Seen: 0,1,2"), "\(host.screen.labels)")
    }
}

private struct Reminders: View {
    @State private var reminders = ["Stretch", "Water", "Walk"]
    var body: some View {
        Form {
            Section("Today") {
                ForEach(reminders, id: \.self) { Text($0) }
                    .onDelete { reminders.remove(atOffsets: $0) }
            }
        }
    }
}

final class FormRowTests: XCTestCase {
    func testFormRowsDeleteLikeListRows() throws {
        let host = HeadlessHost(Reminders())
        try host.perform(.deleteRow(.label("Water")))
        XCTAssertEqual(host.screen.listRows?.compactMap(\.rowText), ["Stretch", "Walk"])
    }
}

private struct SubmitSearch: View {
    @State private var query = ""
    @State private var submitted = "nothing"
    @State private var note = ""
    var body: some View {
        NavigationStack {
            List {
                TextField("Note", text: $note)
                Text("Submitted: \(submitted)")
            }
            .searchable(text: $query)
            .onSubmit(of: .search) { submitted = query }
        }
    }
}

final class SubmitTriggerTests: XCTestCase {
    func testSearchSubmitRunsOnlySearchActions() throws {
        let host = HeadlessHost(SubmitSearch())
        try host.perform(.search("kiwi"))
        XCTAssertTrue(host.screen.contains(text: "Submitted: nothing"), "typing a search does not submit it")
        try host.perform(.type(text: "hi", into: .label("Note")))
        try host.perform(.submit(.label("Note")))
        XCTAssertTrue(host.screen.contains(text: "Submitted: nothing"), "return in a text field does not run .onSubmit(of: .search)")
        try host.perform(.submit(.label("Search")))
        XCTAssertTrue(host.screen.contains(text: "Submitted: kiwi"), "\(host.screen.labels)")
    }
}

private struct PhotoGrid: View {
    @State private var favourite = "none"
    var body: some View {
        VStack {
            Text("Sunset")
                .contextMenu {
                    Button("Favourite") { favourite = "Sunset" }
                    Button("Delete", role: .destructive) {}
                } preview: {
                    Text("Sunset preview")
                }
            Text("Favourite: \(favourite)")
        }
    }
}

final class ContextMenuPreviewTests: XCTestCase {
    func testContextMenuWithPreviewOffersItsItems() throws {
        let host = HeadlessHost(PhotoGrid())
        XCTAssertNotNil(host.error(performing: .tap(.label("Favourite"))), "menu items are hidden until the menu opens")
        try host.perform(.longPress(.label("Sunset")))
        let menu = host.screen.first(role: .contextMenu)
        XCTAssertEqual(menu?.flattened.filter { $0.role == .button }.compactMap(\.label), ["Favourite", "Delete"])
        host.tap("Favourite")
        XCTAssertTrue(host.screen.contains(text: "Favourite: Sunset"))
        XCTAssertNil(host.screen.first(role: .contextMenu))
    }
}
