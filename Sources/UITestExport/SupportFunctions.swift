/// The helpers every generated UI test file ends with: the few steps XCUITest spells in several
/// calls (replace a field's text, pull to refresh, read a list's rows), written once so each test
/// reads as its checkpoint does. Plain XCUITest and the standard library, nothing the project must add.
enum SupportFunctions {
    static let source = #"""
        // MARK: - How the checkpoint language's steps are performed with XCUITest

        /// Fails the test with the checkpoint line when `condition` does not hold.
        @MainActor
        private func check(_ condition: Bool, _ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
            XCTAssertTrue(condition, line, file: file, line: lineNumber)
        }

        /// `see "…"`: some element reads this, as its label or its value (`*` matches any run of characters).
        @MainActor
        private func showsText(_ text: String, in app: XCUIApplication) -> Bool {
            let comparison = text.contains("*") ? "LIKE" : "=="
            let predicate = NSPredicate(format: "label \(comparison) %@ OR value \(comparison) %@", text, text)
            return app.descendants(matching: .any).matching(predicate).firstMatch.exists
        }

        /// `see "…" value "…"`.
        @MainActor
        private func valueMatches(_ element: XCUIElement, _ expected: String) -> Bool {
            guard let value = element.value as? String else { return false }
            return matchesPattern(value, expected)
        }

        /// `see #id "…"`: the element's label or value reads this.
        @MainActor
        private func reads(_ element: XCUIElement, _ expected: String) -> Bool {
            matchesPattern(element.label, expected) || valueMatches(element, expected)
        }

        /// A checkpoint's `*` matches any run of characters; everything else literally.
        private func matchesPattern(_ text: String, _ pattern: String) -> Bool {
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
            guard parts.count > 1 else { return text == pattern }
            guard text.hasPrefix(parts[0]) else { return false }
            var rest = text.dropFirst(parts[0].count)
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let found = rest.firstRange(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
            return rest.hasSuffix(parts[parts.count - 1])
        }

        /// `type "…" into …`: replaces the field's text and presses return, as the checkpoint does.
        @MainActor
        private func replaceText(in field: XCUIElement, with text: String) {
            field.tap()
            if let current = field.value as? String, current != field.placeholderValue {
                field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: current.count))
            }
            field.typeText(text + "\n")
        }

        /// `toggle …`: taps the switch itself (a tap on a Form row's middle does not flip it).
        @MainActor
        private func flip(_ toggle: XCUIElement) {
            let control = toggle.switches.firstMatch
            (control.exists ? control : toggle).tap()
        }

        /// `dismiss sheet`: drags the sheet down from near its top edge.
        @MainActor
        private func dismissSheet(in app: XCUIApplication) {
            let top = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.15))
            top.press(forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.95)))
        }

        /// `drag sheet …`: drags the sheet's grabber from one height to another (shares of the
        /// screen's height, from its top).
        @MainActor
        private func dragSheet(in app: XCUIApplication, fromY start: Double, toY end: Double) {
            let grabber = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: start))
            grabber.press(forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: end)))
        }

        /// `search "…"`: types into the search field; "" clears it.
        @MainActor
        private func search(in app: XCUIApplication, for text: String) {
            let field = app.searchFields.firstMatch
            field.tap()
            if text.isEmpty {
                field.buttons["Clear text"].tap()
            } else {
                field.typeText(text)
            }
        }

        /// `pull to refresh`: drags the list's first row down.
        @MainActor
        private func pullToRefresh(in app: XCUIApplication) {
            let start = app.cells.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
            start.press(forDuration: 0.1, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 400)))
        }

        /// `drag … by …`: touches the element's centre, moves by (x, y) points and lifts.
        @MainActor
        private func drag(_ element: XCUIElement, byX x: Double, y: Double) {
            let start = element.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
            start.press(forDuration: 0.1, thenDragTo: start.withOffset(CGVector(dx: x, dy: y)))
        }

        /// `scroll to …`: swipes the content up until the element can be touched (at most ten times).
        @MainActor
        private func scrollIntoView(_ element: XCUIElement, in app: XCUIApplication) {
            var swipes = 0
            while !element.isHittable && swipes < 10 {
                app.swipeUp()
                swipes += 1
            }
        }

        /// `wait N seconds`: lets the app's clock run.
        @MainActor
        private func pause(_ seconds: Double) {
            _ = XCTWaiter.wait(for: [XCTestExpectation(description: "the app's clock runs")], timeout: seconds)
        }

        /// The checks after a `wait`: the condition holds now, or within `seconds` (the app's clock
        /// and a device's animations do not keep the same time to the millisecond).
        @MainActor
        private func eventually(within seconds: Double, _ condition: @MainActor () -> Bool) -> Bool {
            var waited = 0.0
            while !condition() {
                if waited >= seconds { return false }
                pause(0.25)
                waited += 0.25
            }
            return true
        }

        /// `see rows …`: what each visible cell of the list reads, as VoiceOver reads a row: its
        /// label, or the labels of its texts joined by ", ".
        @MainActor
        private func rowReadings(in app: XCUIApplication) -> [String] {
            app.cells.allElementsBoundByIndex.map { cell in
                if !cell.label.isEmpty { return cell.label }
                let button = cell.buttons.firstMatch
                if button.exists { return button.label }
                return cell.staticTexts.allElementsBoundByIndex.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            }
        }

        /// `see … focused`: the field has the keyboard.
        @MainActor
        private func hasKeyboardFocus(_ element: XCUIElement) -> Bool {
            (element.value(forKey: "hasKeyboardFocus") as? Bool) ?? false
        }
        """#
}
