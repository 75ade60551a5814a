import Diagnostics
import LessonProtocol

/// What a person's action in a checkpoint is in XCUITest: the same touch on the element the
/// engine found, named as the checkpoint names it. `screen` is what the lesson engine observed
/// before the action, which says what kind of element the locator names.
enum ActionTranslation {
    static func translate(_ action: Action, on screen: ScreenNode?) -> Translation {
        func element(_ locator: Locator) -> ElementQuery { .locate(locator, on: screen) }
        switch action {
        case .tap(let locator):
            return .statements(["\(element(locator).expression).tap()"])
        case .type(let text, let locator):
            return .statements(["replaceText(in: \(element(locator).expression), with: \(swiftStringLiteral(text)))"])
        case .toggle(let locator):
            return .statements(["flip(\(element(locator).expression))"])
        case .pick(let option, let locator):
            return pick(option, in: element(locator))
        case .increment(let locator):
            return stepper(element(locator), button: "Increment")
        case .decrement(let locator):
            return stepper(element(locator), button: "Decrement")
        case .setSlider(let value, let locator):
            let slider = element(locator)
            // XCUITest moves a slider by its position along the track; the lesson's range says where
            // the value lies (a SwiftUI slider's range is 0...1 unless the code gives one).
            let minimum = slider.node?.style.minimum ?? 0
            let maximum = slider.node?.style.maximum ?? 1
            guard maximum > minimum else { return .unsupported("the slider's range is empty, so no position on its track gives \(value)") }
            let position = min(1, max(0, (value - minimum) / (maximum - minimum)))
            return .statements(["\(slider.expression).adjust(toNormalizedSliderPosition: \(swiftNumber(position)))"])
        case .dismissSheet:
            return .statements(["dismissSheet(in: app)"])
        case .goBack:
            return .statements(["app.navigationBars.buttons.element(boundBy: 0).tap()"])
        case .selectTab(let locator):
            return .statements(["app.tabBars.buttons\(ElementQuery.select(locator)).tap()"])
        case .deleteRow(let locator):
            return .statements([
                "\(element(locator).expression).swipeLeft()", "app.buttons[\"Delete\"].tap()",
            ])
        case .swipe(let row, let label):
            return .statements([
                "\(element(row).expression).swipeLeft()", "app.buttons[\(swiftStringLiteral(label))].tap()",
            ])
        case .moveRow(let row, let target, _):
            // A list with `onMove` reorders by touching and holding a row, then dragging it.
            return .statements([
                "\(element(row).expression).press(forDuration: 0.8, thenDragTo: \(element(target).expression))"
            ])
        case .search(let text):
            return .statements(["search(in: app, for: \(swiftStringLiteral(text)))"])
        case .submit(let locator):
            return .statements(["\(element(locator).expression).typeText(\"\\n\")"])
        case .refresh:
            return .statements(["pullToRefresh(in: app)"])
        case .longPress(let locator):
            return .statements(["\(element(locator).expression).press(forDuration: 1)"])
        case .drag(let locator, let x, let y):
            return .statements(["drag(\(element(locator).expression), byX: \(swiftNumber(x)), y: \(swiftNumber(y)))"])
        case .wait(let seconds):
            return .statements(["pause(\(swiftNumber(seconds)))"])
        case .pinch(let locator, let scale):
            // XCUITest's velocity is in scale factor per second, negative when pinching closed.
            return .statements(["\(element(locator).expression).pinch(withScale: \(swiftNumber(scale)), velocity: \(scale >= 1 ? 1 : -1))"])
        case .rotate(let locator, let degrees):
            let radians = (degrees * .pi / 180 * 1000).rounded() / 1000
            return .statements([
                "\(element(locator).expression).rotate(\(swiftNumber(radians)), withVelocity: \(radians >= 0 ? 1 : -1))"
            ])
        case .scroll(let locator):
            return .statements(["scrollIntoView(\(element(locator).expression), in: app)"])
        case .swipePage(let locator, let direction):
            let swipe = direction == .left ? "swipeLeft()" : "swipeRight()"
            if let locator { return .statements(["\(element(locator).expression).\(swipe)"]) }
            // XCUITest swipes an element; a text on the page showing is on the page view.
            let onPage = screen.flatMap(Self.textOnCurrentPage).map { ElementQuery.locate(.label($0), on: screen).expression }
            return .statements(["\(onPage ?? "app").\(swipe)"])
        case .dragSheet(let drag):
            return sheetDrag(drag, on: screen)
        case .sendToBackground:
            return .statements(["XCUIDevice.shared.press(.home)"])
        case .bringToForeground:
            return .statements(["app.activate()"])
        case .relaunch:
            // A person closes the app and opens it again; the relaunched app's launch arguments stay.
            return .statements(["app.terminate()", "app.launch()"])
        case .waitUntilIdle:
            // The app's work finishes on its own clock; the checks that follow wait for it.
            return .statements([])
        }
    }

    /// The first text the engine saw on the page a page-style TabView shows.
    static func textOnCurrentPage(_ screen: ScreenNode) -> String? {
        let scope = screen.reachableScope
        guard let pager = scope.flattened.first(where: { $0.style.paged }) else { return nil }
        return pager.flattened.lazy.compactMap { node -> String? in
            guard node.role == .text || node.role == .button, let label = node.label, !label.isEmpty else { return nil }
            return label
        }.first
    }

    /// A sheet dragged by its grabber, near its top edge, from the height it rests at to the
    /// detent's (heights as shares of the screen, from the engine's observed detents); down from
    /// the smallest detent, to the bottom of the screen.
    private static func sheetDrag(_ drag: SheetDrag, on screen: ScreenNode?) -> Translation {
        guard let sheet = screen?.children.last(where: { $0.role == .sheet }) else {
            return .unsupported("no sheet was observed before this step, so there is no grabber to drag")
        }
        let detents = SheetDetents.ordered(sheet.style.detents)
        let resting = SheetDetents.resting(sheet.style)
        let at = detents.firstIndex(of: resting) ?? 0
        let target: String?
        switch drag {
        case .to(let name): target = detents.first { SheetDetents.same($0, name) }
        case .up: target = at + 1 < detents.count ? detents[at + 1] : nil
        case .down: target = at > 0 ? detents[at - 1] : nil
        }
        // The grabber sits just below the sheet's top edge; a large sheet's top is below the status bar.
        func top(_ detent: String) -> Double { max(1 - (SheetDetents.share(of: detent) ?? 1), 0.08) + 0.01 }
        let end = target.map(top) ?? 0.98
        let rounded = { (value: Double) in swiftNumber((value * 1000).rounded() / 1000) }
        return .statements(["dragSheet(in: app, fromY: \(rounded(top(resting))), toY: \(rounded(end)))"])
    }

    private static func pick(_ option: String, in picker: ElementQuery) -> Translation {
        if picker.role == .datePicker {
            return .unsupported(
                "choosing \(swiftStringLiteral(option)) in a DatePicker has no XCUITest call that works in every style; pick it by hand")
        }
        switch picker.node?.style.pickerStyle {
        case .segmented:
            return .statements(["\(picker.expression).buttons[\(swiftStringLiteral(option))].tap()"])
        case .wheel:
            return .statements(["\(picker.expression).pickerWheels.firstMatch.adjust(toPickerWheelValue: \(swiftStringLiteral(option)))"])
        case .inline, .palette:
            return .statements(["app.buttons[\(swiftStringLiteral(option))].tap()"])
        default:
            // A menu (the default on iOS 16 and later) or a navigation link: open it, then choose.
            return .statements(["\(picker.expression).tap()", "app.buttons[\(swiftStringLiteral(option))].firstMatch.tap()"])
        }
    }

    private static func stepper(_ stepper: ElementQuery, button: String) -> Translation {
        // An adjustable element that is no stepper (`.accessibilityAdjustableAction`) has no buttons:
        // XCUITest adjusts it as VoiceOver does, with `increment()` / `decrement()`.
        if let role = stepper.role, role != .stepper {
            return .statements(["\(stepper.expression).\(button == "Increment" ? "increment" : "decrement")()"])
        }
        return .statements(["\(stepper.expression).buttons[\"\(button)\"].tap()"])
    }
}
