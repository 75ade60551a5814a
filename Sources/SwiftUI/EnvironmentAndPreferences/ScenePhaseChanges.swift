import LessonProtocol

// Leaving the app and coming back, as a phone does it: swiping up to the Home Screen makes the
// scene inactive, then puts it in the background; opening the app again makes it inactive, then
// active. Each phase is its own update, so `onChange(of: scenePhase)` sees every one of them.

extension HeadlessHost {
    func _sendToBackground() throws {
        guard _scenePhase == .active else { throw HeadlessError("The app is already in the background; bring it to the foreground first.") }
        _move(through: [.inactive, .background])
    }

    func _bringToForeground() throws {
        guard _scenePhase == .background else {
            throw HeadlessError("The app is already in the foreground; send it to the background first.")
        }
        _move(through: [.inactive, .active])
    }

    private var _scenePhase: ScenePhase { reconciler.root.env.scenePhase }

    private func _move(through phases: [ScenePhase]) {
        for phase in phases {
            reconciler.root.env.scenePhase = phase
            reconciler.root.invalidate()
            update()
        }
    }
}
