import LessonProtocol
import XCTest

@testable import SwiftUI

extension VerticalAlignment {
    /// Lines a handle up with a full name in the column beside it.
    fileprivate struct HandleAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
    }
    fileprivate static let handleAndName = VerticalAlignment(HandleAndName.self)
}

private struct ProfileCard: View {
    var body: some View {
        HStack(alignment: .handleAndName) {
            VStack {
                Text("@swiftlearner").alignmentGuide(.handleAndName) { d in d[VerticalAlignment.center] }
                Image(systemName: "person.circle")
            }
            VStack(alignment: .leading) {
                ForEach(0..<3) { line in
                    Text("Line \(line)").alignmentGuide(.leading) { _ in Double(line) * -10 }
                }
                Text("ADA LOVELACE").alignmentGuide(.handleAndName) { d in d[VerticalAlignment.center] }
            }
        }
    }
}

final class AlignmentGuideTests: XCTestCase {
    func testCustomGuidesMoveDrawingsAndKeepWhatAPersonReads() {
        let host = HeadlessHost(ProfileCard())
        XCTAssertEqual(
            host.screen.flattened.compactMap { $0.role == .text ? $0.label : nil },
            ["@swiftlearner", "Line 0", "Line 1", "Line 2", "ADA LOVELACE"])
        XCTAssertNotEqual(VerticalAlignment.handleAndName, .top)
        let dimensions = ViewDimensions(width: 80, height: 40)
        XCTAssertEqual(dimensions[VerticalAlignment.center], 20)
        XCTAssertEqual(dimensions[HorizontalAlignment.trailing], 80)
        XCTAssertEqual(VerticalAlignment.HandleAndName.defaultValue(in: dimensions), 0)
    }
}
