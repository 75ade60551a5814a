import LessonFoundation
import LessonProtocol
import XCTest

@testable import SwiftUI

// Screens the way week 1–4 course projects write them, each with what an iPhone shows.

/// BetterRest: a stepper whose title inflects its noun with the count (Foundation's automatic
/// grammar agreement in a localized string's markdown).
private struct CoffeeIntake: View {
    @State private var coffeeAmount = 1
    @State private var guests = 2
    var body: some View {
        Form {
            Stepper("^[\(coffeeAmount) cup](inflect: true)", value: $coffeeAmount, in: 0...20)
            Text("Dinner for ^[\(guests) person](inflect: true)")
            Text("^[\(guests) box](inflect: true) of ^[\(1) berry](inflect: true)")
        }
    }
}

/// Scrumdinger: `List($scrums) { $scrum in … }` hands every row a binding into the array.
private struct Scrum: Identifiable {
    let id: Int
    var title: String
    var isMuted = false
}

private struct ScrumList: View {
    @State private var scrums = [Scrum(id: 1, title: "Design"), Scrum(id: 2, title: "App Dev")]
    var mutedCount: Int { scrums.filter(\.isMuted).count }
    var body: some View {
        VStack {
            List($scrums) { $scrum in
                Toggle(scrum.title, isOn: $scrum.isMuted)
            }
            Text("Muted: \(mutedCount)")
            Button("Reorder") { scrums.reverse() }
        }
    }
}

/// `ForEach($names, id: \.self)` over an array of strings edited in place.
private struct Names: View {
    @State private var names = ["Anna", "Ben"]
    var body: some View {
        Form {
            ForEach($names, id: \.self) { $name in
                TextField("Name", text: $name)
            }
            Text(names.joined(separator: " & "))
        }
    }
}

private struct List2: View {
    @State private var items = [Scrum(id: 1, title: "One"), Scrum(id: 2, title: "Two")]
    var body: some View {
        List($items, id: \.title) { $item in
            Toggle(item.title, isOn: $item.isMuted)
        }
    }
}

/// An app that owns its model in `@State` and hands it to its root view with `.environment`.
@Observable
private final class Library {
    var books = ["Dune"]
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
        VStack {
            ForEach(library.books, id: \.self) { Text($0) }
            Button("Add Book") { library.books.append("Book \(library.books.count + 1)") }
        }
    }
}

private struct LibraryApp: App {
    @State private var library = Library()
    var body: some Scene {
        WindowGroup {
            Shelf()
                .environment(library)
        }
    }
}

/// A custom environment key whose value is optional, with a non-nil default.
private struct AccentKey: EnvironmentKey {
    static let defaultValue: String? = "blue"
}

extension EnvironmentValues {
    fileprivate var accentName: String? {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct DeviceFacts: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.accentName) private var accent
    @ScaledMetric private var avatar = 60.0
    var body: some View {
        VStack {
            Text(horizontal == .compact ? "compact wide" : "regular wide")
            Text(vertical == .regular ? "regular tall" : "compact tall")
            Text("accent \(accent ?? "none")")
            Text("avatar \(Int(avatar))")
        }
    }
}

private struct Presenter: View {
    @State private var showing = false
    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) { OldStyleSheet() }
    }
}

private struct OldStyleSheet: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

/// A file written before `#Preview`: its PreviewProvider compiles and changes nothing on the phone.
// (Qualified here only because XCTest also exports Foundation's formatters into this file; lesson
// code, which imports SwiftUI, writes `DateFormatter()` — the breadth course checks that spelling.)
private struct Receipt: View {
    static let paidFormatter: LessonFoundation.DateFormatter = {
        let formatter = LessonFoundation.DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()
    let total: LessonFoundation.NumberFormatter = {
        let formatter = LessonFoundation.NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()
    var body: some View {
        VStack {
            Text("Paid \(Self.paidFormatter.string(from: Date(timeIntervalSince1970: 0)))")
            Text("Total \(total.string(from: 1234.5) ?? "")")
        }
    }
}

private struct Receipt_Previews: PreviewProvider {
    static var previews: some View {
        Receipt()
            .previewDisplayName("Receipt")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15")
    }
}

final class BreadthTests: XCTestCase {
    func testANewFormatterStartsInTheCourseLocaleAsOnTheDevice() {
        // A US iPhone: "January 1, 1970" and "$1,234.50" (Foundation on Linux alone gives en_001's
        // "1 January 1970").
        XCTAssertEqual(HeadlessHost(Receipt()).screen.labels, ["Paid January 1, 1970", "Total $1,234.50"])
        XCTAssertEqual(HeadlessHost(Receipt_Previews.previews).screen.labels, ["Paid January 1, 1970", "Total $1,234.50"])
    }

    func testAnIPhoneInPortraitAtTheDefaultTextSize() {
        let labels = HeadlessHost(DeviceFacts()).screen.labels
        XCTAssertEqual(labels, ["compact wide", "regular tall", "accent blue", "avatar 60"])
        let overridden = HeadlessHost(DeviceFacts().environment(\.accentName, nil).environment(\.horizontalSizeClass, .regular)).screen
            .labels
        XCTAssertEqual(overridden, ["regular wide", "regular tall", "accent none", "avatar 60"])
    }

    func testPresentationModeDismissesTheSheet() throws {
        let host = HeadlessHost(Presenter())
        try host.perform(.tap(.label("Open")))
        XCTAssertTrue(host.screen.contains(text: "Presented"), "\(host.screen.labels)")
        try host.perform(.tap(.label("Close")))
        XCTAssertFalse(host.screen.contains(text: "Presented"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Open"))
    }

    @MainActor func testAnAppShowsItsWindowGroupWithItsOwnState() throws {
        let host = HeadlessHost(_AppScreen<LibraryApp>())
        XCTAssertEqual(host.screen.flattened.filter { $0.role == .text }.compactMap(\.label), ["Dune"])
        try host.perform(.tap(.label("Add Book")))
        try host.perform(.tap(.label("Add Book")))
        // The app's @State survives its body being evaluated again: both books are kept.
        XCTAssertEqual(host.screen.flattened.filter { $0.role == .text }.compactMap(\.label), ["Dune", "Book 2", "Book 3"])
    }

    func testInflectedStepperTitleAgreesWithItsCount() throws {
        let host = HeadlessHost(CoffeeIntake())
        XCTAssertTrue(host.screen.contains(text: "1 cup"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Dinner for 2 people"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "2 boxes of 1 berry"), "\(host.screen.labels)")
        XCTAssertFalse(host.screen.labels.contains { $0.contains("^") || $0.contains("inflect") }, "\(host.screen.labels)")
        try host.perform(.increment(.label("1 cup")))
        try host.perform(.increment(.label("2 cups")))
        XCTAssertTrue(host.screen.contains(text: "3 cups"), "\(host.screen.labels)")
        try host.perform(.decrement(.label("3 cups")))
        try host.perform(.decrement(.label("2 cups")))
        try host.perform(.decrement(.label("1 cup")))
        XCTAssertTrue(host.screen.contains(text: "0 cups"), "zero takes the plural: \(host.screen.labels)")
    }

    func testPluralsOfEnglishNouns() {
        XCTAssertEqual(_Inflection.plural("cup"), "cups")
        XCTAssertEqual(_Inflection.plural("glass"), "glasses")
        XCTAssertEqual(_Inflection.plural("berry"), "berries")
        XCTAssertEqual(_Inflection.plural("day"), "days")
        XCTAssertEqual(_Inflection.plural("child"), "children")
        XCTAssertEqual(_Inflection.inflect("1.5 hour"), "1.5 hours")
    }

    func testListOfBindingsWritesThroughToTheArray() throws {
        let host = HeadlessHost(ScrumList())
        XCTAssertTrue(host.screen.contains(text: "Muted: 0"))
        try host.perform(.toggle(.label("App Dev")))
        XCTAssertTrue(host.screen.contains(text: "Muted: 1"), "\(host.screen.labels)")
        XCTAssertEqual(host.screen.first("App Dev")?.value, "on")
        XCTAssertEqual(host.screen.first("Design")?.value, "off")
        // Rows follow their element's id: after reordering, App Dev is first and still on.
        try host.perform(.tap(.label("Reorder")))
        let toggles = host.screen.flattened.filter { $0.role == .toggle }.map { "\($0.label ?? "")=\($0.value ?? "")" }
        XCTAssertEqual(toggles, ["App Dev=on", "Design=off"])
        try host.perform(.toggle(.label("Design")))
        XCTAssertTrue(host.screen.contains(text: "Muted: 2"), "\(host.screen.labels)")
    }

    func testForEachOfBindingsIdentifiedByKeyPath() throws {
        let host = HeadlessHost(Names())
        XCTAssertTrue(host.screen.contains(text: "Anna & Ben"))
        let fields = host.screen.flattened.filter { $0.role == .textField }.map { $0.value ?? "" }
        XCTAssertEqual(fields, ["Anna", "Ben"])
        try host.perform(.type(text: "Cleo", into: .label("Name")))
        XCTAssertTrue(host.screen.contains(text: "Cleo & Ben"), "\(host.screen.labels)")

        let list = HeadlessHost(List2())
        try list.perform(.toggle(.label("Two")))
        XCTAssertEqual(list.screen.first("Two")?.value, "on")
        XCTAssertEqual(list.screen.first("One")?.value, "off")
    }

    func testShapeShorthandsAreTheirShapes() {
        func clip(_ view: some View) -> String? {
            HeadlessHost(view).screen.flattened.first { $0.label == "Flag" }?.style.clipShape
        }
        XCTAssertEqual(clip(Text("Flag").clipShape(.capsule)), clip(Text("Flag").clipShape(Capsule())))
        XCTAssertEqual(clip(Text("Flag").clipShape(.circle)), clip(Text("Flag").clipShape(Circle())))
        XCTAssertEqual(
            clip(Text("Flag").clipShape(.rect(cornerRadius: 10))), clip(Text("Flag").clipShape(RoundedRectangle(cornerRadius: 10))))
        XCTAssertNotNil(clip(Text("Flag").clipShape(.capsule)))
        XCTAssertNotEqual(clip(Text("Flag").clipShape(.capsule)), clip(Text("Flag").clipShape(.rect)))
    }

    func testPerAxisScaleAndSizeOffsetKeepTheElement() throws {
        func scale(_ view: some View) -> String? {
            HeadlessHost(view).screen.flattened.first { $0.label == "Flip" }?.style.scale
        }
        XCTAssertEqual(scale(Text("Flip").scaleEffect(x: 2, y: 2)), scale(Text("Flip").scaleEffect(2)))
        XCTAssertEqual(scale(Text("Flip").scaleEffect(x: 1, y: -1)), "1 -1")
        XCTAssertEqual(scale(Text("Flip").scaleEffect(CGSize(width: 1, height: -1))), "1 -1")
        XCTAssertTrue(HeadlessHost(Text("Flip").offset(CGSize(width: 4, height: 4))).screen.contains(text: "Flip"))
    }
}
