import LessonProtocol
import XCTest

@testable import SwiftUI

// A page-style TabView as an iPhone shows it: only the current page is on screen, with no tab
// bar; a swipe left shows the next page and a swipe right the previous one, none past either end;
// a bound selection follows the page; the page indicator's dots read "page 2 of 3" to VoiceOver,
// and are left out with `.never`, or with `.automatic` when there is only one page.

private struct Onboarding: View {
    @State private var page = 0
    var body: some View {
        VStack {
            TabView(selection: $page) {
                Text("Welcome").tag(0)
                Text("Track your habits").tag(1)
                VStack {
                    Text("You're ready")
                    Button("Start over") { page = 0 }
                }
                .tag(2)
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Text("Showing page \(page + 1)")
        }
    }
}

private struct Photos: View {
    let names: [String]
    let mode: PageTabViewStyle.IndexDisplayMode
    var body: some View {
        TabView {
            ForEach(names, id: \.self) { name in Text(name) }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: mode))
    }
}

private struct Tally: View {
    let name: String
    @State private var count = 0
    @State private var appearances = 0
    var body: some View {
        VStack {
            Button("\(name): \(count)") { count += 1 }
            Text("\(name) appeared \(appearances) times")
        }
        .onAppear { appearances += 1 }
    }
}

private struct TallyPages: View {
    var body: some View {
        TabView {
            Tally(name: "Cups")
            Tally(name: "Steps")
        }
        .tabViewStyle(.page)
    }
}

final class PageTabViewTests: XCTestCase {
    private func indicator(_ host: HeadlessHost) -> ScreenNode? { host.screen.first(role: .pageIndicator) }

    func testOnlyTheCurrentPageShowsWithDotsAndNoTabBar() {
        let host = HeadlessHost(Onboarding())
        XCTAssertTrue(host.screen.contains(text: "Welcome"))
        XCTAssertFalse(host.screen.contains(text: "Track your habits"))
        XCTAssertNil(host.screen.first(role: .tabBar), "a paged TabView shows no tab bar")
        XCTAssertEqual(indicator(host)?.value, "page 1 of 3")
        XCTAssertEqual(indicator(host)?.style.pageCount, 3)
        XCTAssertEqual(indicator(host)?.style.currentPage, 1)
        XCTAssertTrue(indicator(host)?.style.indexBackground == true)
    }

    func testASwipeLeftShowsTheNextPageAndTheSelectionFollows() throws {
        let host = HeadlessHost(Onboarding())
        try host.perform(.swipePage(on: nil, direction: .left))
        XCTAssertTrue(host.screen.contains(text: "Track your habits"))
        XCTAssertFalse(host.screen.contains(text: "Welcome"))
        XCTAssertTrue(host.screen.contains(text: "Showing page 2"))
        XCTAssertEqual(indicator(host)?.value, "page 2 of 3")
        try host.perform(.swipePage(on: .label("Track your habits"), direction: .left))
        XCTAssertTrue(host.screen.contains(text: "You're ready"))
        XCTAssertTrue(host.screen.contains(text: "Showing page 3"))
    }

    func testNoSwipeGoesPastEitherEnd() throws {
        let host = HeadlessHost(Onboarding())
        try host.perform(.swipePage(on: nil, direction: .right))
        XCTAssertEqual(indicator(host)?.value, "page 1 of 3", "the first page springs back")
        for _ in 0..<4 { try host.perform(.swipePage(on: nil, direction: .left)) }
        XCTAssertEqual(indicator(host)?.value, "page 3 of 3", "the last page springs back")
        try host.perform(.swipePage(on: nil, direction: .right))
        XCTAssertEqual(indicator(host)?.value, "page 2 of 3")
    }

    func testSettingTheSelectionInCodeTurnsThePage() throws {
        let host = HeadlessHost(Onboarding())
        try host.perform(.swipePage(on: nil, direction: .left))
        try host.perform(.swipePage(on: nil, direction: .left))
        host.tap("Start over")
        XCTAssertTrue(host.screen.contains(text: "Welcome"))
        XCTAssertEqual(indicator(host)?.value, "page 1 of 3")
    }

    func testTheIndicatorFollowsItsDisplayMode() {
        XCTAssertNil(indicator(HeadlessHost(Photos(names: ["Beach", "Forest"], mode: .never))))
        XCTAssertNil(indicator(HeadlessHost(Photos(names: ["Beach"], mode: .automatic))), "one page shows no dots")
        XCTAssertEqual(indicator(HeadlessHost(Photos(names: ["Beach"], mode: .always)))?.value, "page 1 of 1")
        let forest = HeadlessHost(Photos(names: ["Beach", "Forest"], mode: .automatic))
        XCTAssertEqual(indicator(forest)?.value, "page 1 of 2")
        XCTAssertFalse(indicator(forest)?.style.indexBackground == true, "no backdrop unless asked for")
    }

    func testPagesWithoutASelectionStillTurn() throws {
        let host = HeadlessHost(Photos(names: ["Beach", "Forest"], mode: .automatic))
        try host.perform(.swipePage(on: .label("Beach"), direction: .left))
        XCTAssertTrue(host.screen.contains(text: "Forest"))
        XCTAssertFalse(host.screen.contains(text: "Beach"))
    }

    func testRightToLeftTheNextPageIsASwipeRight() throws {
        let host = HeadlessHost(
            Photos(names: ["Beach", "Forest"], mode: .automatic), conditions: DeviceConditions(layoutDirection: .rightToLeft))
        try host.perform(.swipePage(on: nil, direction: .left))
        XCTAssertTrue(host.screen.contains(text: "Beach"), "the first page is the rightmost: nothing lies to its left")
        try host.perform(.swipePage(on: nil, direction: .right))
        XCTAssertTrue(host.screen.contains(text: "Forest"))
    }

    func testASwipeWithNoPagesOnScreenSaysSo() {
        let host = HeadlessHost(Text("Plain"))
        XCTAssertEqual(
            host.error(performing: .swipePage(on: nil, direction: .left)),
            "Nothing on the screen turns pages when swiped: no TabView with .tabViewStyle(.page) is showing.")
        let error = HeadlessHost(Onboarding()).error(performing: .swipePage(on: .label("Showing page 1"), direction: .left))
        XCTAssertEqual(
            error,
            "'Showing page 1' is not on a page of a TabView with .tabViewStyle(.page), so swiping it turns no page."
                + " To open a list row's swipe actions, write swipe \"Showing page 1\" and tap \"…\".")
        XCTAssertTrue(
            HeadlessHost(Onboarding()).error(performing: .swipePage(on: .label("Nowhere"), direction: .left))?
                .hasPrefix("No element matches \"Nowhere\" to be swiped.") == true)
    }

    func testAPageKeepsItsStateAndAppearsAgainEachTimeItComesIntoView() throws {
        let host = HeadlessHost(TallyPages())
        host.tap("Cups: 0")
        try host.perform(.swipePage(on: nil, direction: .left))
        XCTAssertTrue(host.screen.contains(text: "Steps appeared 1 times"))
        try host.perform(.swipePage(on: nil, direction: .right))
        XCTAssertTrue(host.screen.contains(text: "Cups: 1"), "the first page kept its state")
        XCTAssertTrue(host.screen.contains(text: "Cups appeared 2 times"))
    }

    func testThePageIsLaidOutAsIfTheDotsWereNotThere() throws {
        let withDots = HeadlessHost(Photos(names: ["Beach", "Forest"], mode: .automatic))
        let without = HeadlessHost(Photos(names: ["Beach", "Forest"], mode: .never))
        let dotted = try XCTUnwrap(withDots.screen.first("Beach")?.frame)
        XCTAssertEqual(dotted, without.screen.first("Beach")?.frame, "the dots lie over the page")
        let dots = try XCTUnwrap(indicator(withDots)?.frame)
        XCTAssertGreaterThan(dots.y, dotted.y, "the dots are at the bottom of the page")
    }
}
