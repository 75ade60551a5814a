import LessonProtocol
import XCTest

@testable import SwiftUI

/// `onScrollVisibilityChange`: a row is told when half of it (or its threshold) comes into the
/// scroll view's sight, and when it leaves.
final class ScrollVisibilityTests: XCTestCase {
    private struct Feed: View {
        @State private var seen: Set<Int> = []
        var body: some View {
            VStack(spacing: 0) {
                Text("Seen \(seen.sorted().map(String.init).joined(separator: " "))")
                ScrollView {
                    ForEach(0..<30) { index in
                        Text("Post \(index)")
                            .frame(maxWidth: .infinity, minHeight: 100)
                            .onScrollVisibilityChange { visible in
                                if visible { seen.insert(index) } else { seen.remove(index) }
                            }
                    }
                }
            }
        }
    }

    func testRowsInSightAreReportedAndOnesScrolledAwayAreNot() throws {
        let host = HeadlessHost(Feed())
        // The scroll view starts 20⅓ points down the safe area and shows 738⅔ points: posts of 100
        // with 8 between them; post 6 starts 648 points in and is more than half in sight, post 7 not.
        XCTAssertEqual(host.screen.labels.first, "Seen 0 1 2 3 4 5 6")
        // Post 20's text is brought just into sight at the bottom: the content moves 1481½ points,
        // so posts 14 (from 1512) to 20 are more than half in sight, and post 13 is not.
        try host.perform(.scroll(to: .label("Post 20")))
        XCTAssertEqual(host.screen.labels.first, "Seen 14 15 16 17 18 19 20")
    }
}
