import LessonProtocol
import XCTest

@testable import SwiftUI

private struct IconButtons: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button {
                log.append("added")
            } label: {
                Image(systemName: "plus.circle")
            }
            Button {
                log.append("starred")
            } label: {
                Image(systemName: "star.fill")
            }
            Button {
                log.append("listed")
            } label: {
                Image(systemName: "checklist")
            }
            Button {
                log.append("removed")
            } label: {
                Image(systemName: "trash").accessibilityLabel("Remove card")
            }
            Text("Log: \(log.joined(separator: ", "))")
        }
    }
}

final class SymbolLabelTests: XCTestCase {
    func testAButtonShowingOnlyACommonSymbolIsReadByTheSymbolsSpokenName() {
        let host = HeadlessHost(IconButtons())
        host.tap("Add")
        XCTAssertTrue(host.screen.contains(text: "Log: added"), "\(host.screen.labels)")
        // A symbol without a spoken name leaves its button unnamed, as VoiceOver reads it.
        XCTAssertNil(host.screen.flattened.first { $0.role == .button && $0.style.systemImage == "checklist" }?.label)
        // A star, filled or not, reads "Favorite" (a rating row of star buttons reads "Favorite" five times).
        host.tap("Favorite")
        XCTAssertTrue(host.screen.contains(text: "Log: added, starred"), "\(host.screen.labels)")
        // A label given by the lesson wins over the symbol's own name.
        XCTAssertNil(host.screen.first("Delete", role: .button))
        XCTAssertNil(host.screen.first("Delete", role: .image))
        host.tap("Remove card")
        XCTAssertTrue(host.screen.contains(text: "Log: added, starred, removed"), "\(host.screen.labels)")
    }
}
