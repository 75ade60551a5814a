import Foundation
import TestSupport
import XCTest

/// The runtime tests drive the sample course's listings as compiled Swift (`Seeds/`): compiling a
/// listing at test time takes the lesson engine. These checks keep each seed the listing the course
/// prints, read from `content/`, so a lesson edit that the seed does not follow fails here.
final class SeedListingTests: XCTestCase {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Seeds")

    /// A seed's code: its heading comment left out.
    func seed(_ file: String) throws -> String {
        let text = try String(contentsOf: Self.seeds.appendingPathComponent(file), encoding: .utf8)
        return text.components(separatedBy: "\n").drop { $0.hasPrefix("//") }.joined(separator: "\n")
    }

    /// A listing as printed, its `ContentView` renamed as the seed names it and `#Preview` left out
    /// (several seeds share one test module, and previews are an editor's business).
    func listing(_ example: String, viewNamed name: String) throws -> String {
        let code = try LessonListing.code(ofExample: example, printed: true)
            .replacingOccurrences(of: "struct ContentView: View", with: "struct \(name): View")
        let lines = code.components(separatedBy: "\n").filter { !$0.hasPrefix("#Preview") }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }

    func testTheSeedsAreTheCoursesListings() throws {
        XCTAssertEqual(try seed("TicketCounterView.swift"), try listing("ticket-counter", viewNamed: "TicketCounterView"))
        XCTAssertEqual(try seed("ReadingButtonView.swift"), try listing("reading-button", viewNamed: "ReadingButtonView"))
        XCTAssertEqual(try seed("TipSplitterView.swift"), try listing("tip-splitter", viewNamed: "TipSplitterView"))
    }
}
