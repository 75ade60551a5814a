import LessonProtocol

/// Hosts a view without a screen: renders it, reports what a person would see, and performs what
/// a person would do, updating synchronously after each action. Async work the views start runs on
/// the lesson's virtual clock and settles before the screen is read (see `AsyncRuntime.swift`).
public final class HeadlessHost {
    let reconciler: _Reconciler
    private var current: _Element
    /// The phone's appearance, text size and layout direction.
    let conditions: DeviceConditions
    /// Whether the checkpoint or the app (`.preferredColorScheme`) chose the window's appearance.
    var windowColorSchemeIsPinned = false

    public init<Root: View>(
        _ root: Root, locale: Locale = Locale(identifier: "en_US"), conditions: DeviceConditions = DeviceConditions()
    ) {
        self.conditions = conditions
        var env = EnvironmentValues()
        env.locale = locale
        env.timeZone = _CourseClock.timeZone
        _CourseClock.configure(locale: locale, timeZone: env.timeZone)
        HeadlessHost._prepareRun()
        env = HeadlessHost._rootEnvironment(env)
        env = HeadlessHost._environment(env, in: conditions)
        let rootEnv = env
        reconciler = _LessonClock.shared.capturing { _Reconciler(root: root, env: rootEnv) }
        current = _ScreenBuilder().buildScreen(reconciler.root)
        update()
    }

    /// The current screen, root role `.screen`, presented sheets as its last children.
    public var screen: ScreenNode { current.screenNode }

    /// How many times any `body` has been evaluated since launch.
    public var bodyEvaluations: Int { reconciler.bodyEvaluations }

    /// How many times the `body` of views of this type has been evaluated.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int { reconciler.evaluations(of: type) }

    /// Problems noticed while updating (for example, a body that never settles).
    public var warnings: [String] { reconciler.warnings }

    public func perform(_ action: Action) throws {
        try _LessonClock.shared.capturing { try _perform(action) }
    }

    private func _perform(_ action: Action) throws {
        switch action {
        case .tap(let locator):
            let element = try find(locator, "tapped") { $0.handlers.tap != nil }
            element.handlers.tap!()
        case .type(let text, let locator):
            let element = try find(locator, "typed into") { $0.handlers.setText != nil }
            element.handlers.setText!(text)
        case .toggle(let locator):
            let element = try find(locator, "toggled") { $0.handlers.toggle != nil }
            element.handlers.toggle!()
        case .pick(let option, let locator):
            let element = try find(locator, "picked from") { $0.handlers.pick != nil }
            try element.handlers.pick!(option)
        case .increment(let locator):
            let element = try find(locator, "incremented") { $0.handlers.increment != nil || $0.role == .stepper }
            guard !element.style.incrementDisabled, let increment = element.handlers.increment else {
                throw HeadlessError(_disabledStepperButton(element, increment: true))
            }
            increment()
        case .decrement(let locator):
            let element = try find(locator, "decremented") { $0.handlers.decrement != nil || $0.role == .stepper }
            guard !element.style.decrementDisabled, let decrement = element.handlers.decrement else {
                throw HeadlessError(_disabledStepperButton(element, increment: false))
            }
            decrement()
        case .setSlider(let value, let locator):
            let element = try find(locator, "set") { $0.handlers.setSlider != nil }
            element.handlers.setSlider!(value)
        case .dismissSheet:
            try _swipeDownSheet(current)
        case .goBack:
            try _goBack(current)
        case .selectTab(let locator):
            try _selectTab(locator, current)
        case .deleteRow, .swipe, .moveRow, .search, .submit, .refresh, .longPress:
            try _performListAction(action, on: current)
        case .drag(let locator, let x, let y):
            let element = try find(locator, "dragged") { $0.handlers.drag != nil }
            _GestureFrames.whileMoving(reconciler) { element.handlers.drag!(CGSize(width: x, height: y)) }
        case .pinch(let locator, let scale):
            let element = try find(locator, "pinched") { $0.handlers.pinch != nil }
            _GestureFrames.whileMoving(reconciler) { element.handlers.pinch!(CGFloat(scale)) }
        case .rotate(let locator, let degrees):
            let element = try find(locator, "rotated") { $0.handlers.rotate != nil }
            _GestureFrames.whileMoving(reconciler) { element.handlers.rotate!(degrees) }
        case .scroll(let locator):
            try _scroll(to: locator, in: current)
        case .swipePage(let locator, let direction):
            try _swipePage(on: locator, direction, in: current)
        case .dragSheet(let drag):
            try _dragSheet(drag, in: current)
        case .sendToBackground:
            try _sendToBackground()
        case .bringToForeground:
            try _bringToForeground()
        case .wait(let seconds):
            wait(seconds: seconds)
        case .waitUntilIdle:
            try waitUntilIdle()
        case .relaunch:
            // A relaunch ends this process: `_LessonHost.run` starts the app again in a new one.
            throw HeadlessError(
                "A relaunch starts the app again in a new process; only the lesson process (_LessonHost.run) can perform it.")
        }
        update()
    }

    /// Applies pending changes and rebuilds the screen.
    func update() {
        _settle()
        if _applyPreferredColorScheme() { _settle() }
        current = _ScreenBuilder().buildScreen(reconciler.root)
        _markConditions(&current)
        placeInPoints()
    }

    /// Lays the screen out in points and tells every geometry reader its frame. A reader whose
    /// frame changed updates its view, and the screen is built and laid out again, until the
    /// layout settles (a few passes: each reader's frame depends on the views around it only).
    private func placeInPoints() {
        for _ in 0..<6 {
            let reports = _PointLayout.layout(&current)
            for (report, geometry) in reports { report.receive(geometry) }
            if !reconciler.needsUpdate { releaseAppearancesAwaitingGeometry() }
            guard reconciler.needsUpdate || !reconciler.pendingCallbacks.isEmpty else { return }
            _settle()
            current = _ScreenBuilder().buildScreen(reconciler.root)
            _markConditions(&current)
        }
        _ = _PointLayout.layout(&current)
    }

    /// The layout has settled: readers it never placed let their content appear anyway.
    private func releaseAppearancesAwaitingGeometry() {
        let waiting = reconciler.appearancesAwaitingGeometry
        reconciler.appearancesAwaitingGeometry = []
        for reference in waiting { if let node = reference.node { _AppearanceModifier._appearNow(node) } }
    }

    private func find(_ locator: Locator, _ kind: String, accepts: (_Element) -> Bool) throws -> _Element {
        let element = try _locate(locator, in: current, for: kind, accepts: accepts)
        guard element.isEnabled else {
            throw HeadlessError(element.disabledReason ?? "\(_describe(element)) is disabled")
        }
        return element
    }
}
