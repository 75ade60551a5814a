import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Book: Identifiable, Equatable {
    let id: Int
    let title: String
}

@MainActor
private final class Library: ObservableObject {
    @Published var books: [Book] = []
    @Published var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
        isLoading = false
    }
}

private struct LibraryScreen: View {
    @StateObject private var library = Library()
    var body: some View {
        List {
            if library.isLoading {
                ProgressView("Loading…")
            }
            ForEach(library.books) { book in
                Text(book.title)
            }
        }
        .task { await library.load() }
    }
}

private struct ButtonTask: View {
    @State private var status = "Idle"
    var body: some View {
        VStack {
            Text(status)
            Button("Save") {
                Task {
                    status = "Saving…"
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    status = "Saved"
                }
            }
        }
    }
}

private struct CancelledTaskProbe: View {
    @State private var showsDetail = true
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Toggle("Detail", isOn: $showsDetail)
            Text("Log: \(log.joined(separator: ","))")
            if showsDetail {
                Text("Detail")
                    .task {
                        do {
                            log.append("start")
                            try await Task.sleep(for: .seconds(5))
                            log.append("finished")
                        } catch is CancellationError {
                            log.append("cancelled")
                        } catch {}
                    }
            }
        }
    }
}

private struct SearchResults: View {
    @State private var query = "a"
    @State private var loads: [String] = []
    var body: some View {
        VStack {
            TextField("Query", text: $query)
            Text("Loaded: \(loads.joined(separator: ","))")
        }
        .task(id: query) {
            try? await Task.sleep(for: .milliseconds(300))
            guard !Task.isCancelled else { return }
            loads.append(query)
        }
    }
}

private struct NeverFinishes: View {
    var body: some View {
        Text("Waiting")
            .task {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
    }
}

private struct StreamCounter: View {
    @State private var values: [Int] = []
    var body: some View {
        Text("Values: \(values.map(String.init).joined(separator: " "))")
            .task {
                let stream = AsyncStream<Int> { continuation in
                    Task {
                        for i in 1...3 {
                            try? await Task.sleep(for: .seconds(1))
                            continuation.yield(i)
                        }
                        continuation.finish()
                    }
                }
                for await value in stream { values.append(value) }
            }
    }
}

final class AsyncTests: XCTestCase {
    func testTaskShowsLoadingThenDataAfterTheClockAdvances() throws {
        let host = HeadlessHost(LibraryScreen())
        XCTAssertNotNil(host.screen.first(role: .progress), "loading state first: \(host.screen.labels)")
        XCTAssertFalse(host.screen.contains(text: "Dune"))
        host.wait(seconds: 0.5)
        XCTAssertFalse(host.screen.contains(text: "Dune"), "half a second is not enough")
        host.wait(seconds: 0.5)
        XCTAssertTrue(host.screen.contains(text: "Dune"), "\(host.screen.labels)")
        XCTAssertNil(host.screen.first(role: .progress))
        XCTAssertEqual(host.screen.listRows?.compactMap(\.rowText), ["Dune", "Emma"])
    }

    func testTaskStartedFromAButtonRuns() throws {
        let host = HeadlessHost(ButtonTask())
        host.tap("Save")
        XCTAssertTrue(host.screen.contains(text: "Saving…"), "\(host.screen.labels)")
        try host.waitUntilIdle()
        XCTAssertTrue(host.screen.contains(text: "Saved"))
        XCTAssertEqual(host.elapsedSeconds, 0.5, accuracy: 0.001)
    }

    func testTaskIsCancelledWhenItsViewDisappears() throws {
        let host = HeadlessHost(CancelledTaskProbe())
        try host.perform(.toggle(.label("Detail")))
        XCTAssertTrue(host.screen.contains(text: "Log: start,cancelled"), "\(host.screen.labels)")
        host.wait(seconds: 10)
        XCTAssertTrue(host.screen.contains(text: "Log: start,cancelled"), "a cancelled sleep does not resume later: \(host.screen.labels)")
    }

    func testTaskWithIDRestartsWhenTheIDChanges() throws {
        let host = HeadlessHost(SearchResults())
        try host.perform(.type(text: "ab", into: .label("Query")))
        host.wait(seconds: 0.1)
        try host.perform(.type(text: "abc", into: .label("Query")))
        host.wait(seconds: 1)
        // "a" was replaced before it finished, as was "ab": only the last id's task completes.
        XCTAssertTrue(host.screen.contains(text: "Loaded: abc"), "\(host.screen.labels)")
    }

    func testATaskThatNeverFinishesIsReported() {
        let host = HeadlessHost(NeverFinishes())
        XCTAssertThrowsError(try host.waitUntilIdle()) { error in
            XCTAssertTrue("\(error)".contains("NeverFinishes"), "\(error)")
        }
    }

    func testAsyncStreamDeliversOverTime() throws {
        let host = HeadlessHost(StreamCounter())
        host.wait(seconds: 2)
        XCTAssertTrue(host.screen.contains(text: "Values: 1 2"), "\(host.screen.labels)")
        try host.waitUntilIdle()
        XCTAssertTrue(host.screen.contains(text: "Values: 1 2 3"), "\(host.screen.labels)")
    }
}
