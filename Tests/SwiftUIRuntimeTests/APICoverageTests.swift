import LessonProtocol
import XCTest

@testable import SwiftUI

// Lesson-style code using the wider API surface: it must compile unchanged and behave.

private struct Item: Identifiable {
    let id: Int
    var name: String
    var done = false
}

private struct Tally: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Tap modifier") { taps += 1 }
            Text("Modifier taps: \(taps)")
        }
    }
}

@Observable
private final class Profile {
    var name = "Ada"
}

private struct ProfileBadge: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text("Badge: \(profile.name)") }
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View { TextField("Name", text: $profile.name) }
}

private struct Row: View {
    let item: Item
    @State private var expanded = false
    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Button(expanded ? "Less \(item.name)" : "More \(item.name)") { expanded.toggle() }
        }
    }
}

private struct Kitchen: View {
    @State private var items = [Item(id: 1, name: "Eggs"), Item(id: 2, name: "Milk")]
    @State private var profile = Profile()
    @State private var selection: Int? = nil
    @State private var generation = 0
    @State private var amount = 3.5
    @State private var count = 1_000
    @State private var wantsMore = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(items) { item in
                        Row(item: item)
                    }
                } header: {
                    Text("Groceries")
                } footer: {
                    Text("Swipe to delete")
                }
                Section {
                    ForEach($items) { $item in
                        Toggle(item.name, isOn: $item.done)
                    }
                }
                Section("People") {
                    ProfileBadge()
                    ProfileEditor(profile: profile)
                    if let selection {
                        Text("Selected \(selection)")
                    }
                    Group {
                        Text("Generation \(generation)").id(generation)
                        Button("Regenerate") { generation += 1 }
                        Button("Reverse") { withAnimation { items.reverse() } }
                        Button("Select") { selection = 7 }
                    }
                    .font(.footnote)
                    Text("Plain").modifier(Tally())
                    TextField("Amount", value: $amount, format: .number)
                    TextField("Count", value: $count, format: .number)
                    Stepper(value: $count, in: 0...2_000, step: 500) { Text("Count stepper") }
                    Toggle(isOn: $wantsMore) { Label("More", systemImage: "plus") }
                    Image(systemName: "star").accessibilityLabel("Favorite")
                    Divider()
                    ZStack(alignment: .topLeading) {
                        Color.red
                        Text("Over")
                    }
                    Text("Wheel").foregroundColor(.blue).tint(.green)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Kitchen")
            .environment(profile)
        }
    }
}

final class APICoverageTests: XCTestCase {
    func testWiderSurfaceCompilesAndBehaves() throws {
        let host = HeadlessHost(Kitchen())
        var screen = host.screen
        XCTAssertEqual(screen.children.first?.label, "Kitchen")
        XCTAssertEqual(screen.first(role: .list)?.style.listStyle, "insetGrouped")
        XCTAssertEqual(screen.first("Groceries")?.style.footer, "Swipe to delete")
        XCTAssertTrue(screen.contains(text: "Badge: Ada"))
        XCTAssertFalse(screen.contains(text: "Selected 7"))
        XCTAssertEqual(screen.first("Generation 0")?.style.font, "footnote")
        XCTAssertEqual(screen.first("Amount", role: .textField)?.value, "3.5")
        XCTAssertEqual(screen.first("Count", role: .textField)?.value, "1,000")
        XCTAssertEqual(screen.first("More", role: .toggle)?.value, "on")
        XCTAssertEqual(screen.first("Favorite")?.role, .image)

        // Row state follows the row's id when the data reorders.
        try host.perform(.tap(.label("More Milk")))
        try host.perform(.tap(.label("Reverse")))
        screen = host.screen
        XCTAssertTrue(screen.contains(text: "Less Milk"))
        XCTAssertTrue(screen.contains(text: "More Eggs"))
        let rowTitles = screen.flattened.filter { $0.role == .text && ["Eggs", "Milk"].contains($0.label ?? "") }.map(\.label)
        XCTAssertEqual(rowTitles, ["Milk", "Eggs"])

        // Bindings into collection elements.
        try host.perform(.toggle(.label("Eggs")))
        XCTAssertEqual(host.screen.first("Eggs", role: .toggle)?.value, "on")

        // @Bindable and @Environment(Model.self) share one observable object.
        try host.perform(.type(text: "Grace", into: .label("Name")))
        XCTAssertTrue(host.screen.contains(text: "Badge: Grace"))

        // if let, .id and a lesson-defined ViewModifier with its own state.
        try host.perform(.tap(.label("Select")))
        XCTAssertTrue(host.screen.contains(text: "Selected 7"))
        try host.perform(.tap(.label("Regenerate")))
        XCTAssertTrue(host.screen.contains(text: "Generation 1"))
        try host.perform(.tap(.label("Tap modifier")))
        XCTAssertTrue(host.screen.contains(text: "Modifier taps: 1"))

        // Numbers through formats and steps.
        try host.perform(.type(text: "1,250", into: .label("Count")))
        XCTAssertEqual(host.screen.first("Count", role: .textField)?.value, "1,250")
        try host.perform(.increment(.label("Count stepper")))
        try host.perform(.increment(.label("Count stepper")))
        XCTAssertEqual(host.screen.first("Count stepper")?.value, "2000")
        try host.perform(.toggle(.label("More")))
        XCTAssertEqual(host.screen.first("More", role: .toggle)?.value, "off")
    }
}
