import LessonProtocol
import XCTest

@testable import SwiftUI

/// Sums what every view beneath sets, as a badge count or a total height is collected.
private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Keeps the last value set, as a screen's title passed up to its container.
private struct TitleKey: PreferenceKey {
    static let defaultValue = "Untitled"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct Inbox: View {
    @State private var unread = 2
    var body: some View {
        VStack {
            Text("Inbox").preference(key: CountKey.self, value: unread)
            Text("Drafts").preference(key: CountKey.self, value: 1)
            Text("Sent")
            Button("Read one") { unread -= 1 }
        }
        .preference(key: TitleKey.self, value: "Mail")
    }
}

private struct Mailboxes: View {
    @State private var total = -1
    @State private var title = ""
    var body: some View {
        VStack {
            Text("\(title): \(total) unread")
            Inbox()
                .onPreferenceChange(CountKey.self) { total = $0 }
                .onPreferenceChange(TitleKey.self) { title = $0 }
        }
    }
}

private struct Replacing: View {
    @State private var seen = 0
    @State private var transformed = 0
    var body: some View {
        VStack {
            Text("replaced \(seen), transformed \(transformed)")
            // A preference set on a view replaces what its content set.
            VStack {
                Text("a").preference(key: CountKey.self, value: 5)
                Text("b").preference(key: CountKey.self, value: 6)
            }
            .preference(key: CountKey.self, value: 1)
            .onPreferenceChange(CountKey.self) { seen = $0 }
            // A transform changes the combined value of its content.
            VStack {
                Text("c").preference(key: CountKey.self, value: 5)
                Text("d").preference(key: CountKey.self, value: 6)
            }
            .transformPreference(CountKey.self) { $0 *= 10 }
            .onPreferenceChange(CountKey.self) { transformed = $0 }
        }
    }
}

private struct Badged: View {
    var body: some View {
        VStack {
            Text("Inbox").preference(key: CountKey.self, value: 3)
            Text("Drafts").preference(key: CountKey.self, value: 4)
        }
        .overlayPreferenceValue(CountKey.self) { count in
            Text("Badge \(count)")
        }
        .backgroundPreferenceValue(TitleKey.self) { title in
            Text("Behind: \(title)")
        }
    }
}

final class PreferenceTests: XCTestCase {
    func testAParentReadsTheCombinedValueItsContentSetsAndFollowsItsChanges() {
        let host = HeadlessHost(Mailboxes())
        XCTAssertTrue(host.screen.contains(text: "Mail: 3 unread"), "\(host.screen.labels)")
        host.tap("Read one")
        XCTAssertTrue(host.screen.contains(text: "Mail: 2 unread"), "\(host.screen.labels)")
    }

    func testAPreferenceReplacesItsContentsValueAndATransformChangesIt() {
        let host = HeadlessHost(Replacing())
        XCTAssertTrue(host.screen.contains(text: "replaced 1, transformed 110"), "\(host.screen.labels)")
    }

    func testOverlayAndBackgroundAreMadeFromTheValueAndViewsWithoutOneReadTheDefault() {
        let host = HeadlessHost(Badged())
        XCTAssertTrue(host.screen.contains(text: "Badge 7"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Behind: Untitled"), "\(host.screen.labels)")
    }
}
