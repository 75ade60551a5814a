import LessonProtocol
import XCTest

@testable import SwiftUI

extension ScreenNode {
    /// Every label on the screen, in reading order.
    var labels: [String] { flattened.compactMap(\.label) }

    func first(_ label: String) -> ScreenNode? { flattened.first { $0.label == label } }

    func first(_ label: String, role: Role) -> ScreenNode? { flattened.first { $0.label == label && $0.role == role } }

    func contains(text: String) -> Bool { flattened.contains { $0.label == text || $0.value == text } }
}

extension HeadlessHost {
    func tap(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNoThrow(try perform(.tap(.label(label))), file: file, line: line)
    }

    func tap(id: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNoThrow(try perform(.tap(.identifier(id))), file: file, line: line)
    }

    /// The message of the error an action throws, or nil.
    func error(performing action: Action) -> String? {
        do {
            try perform(action)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
