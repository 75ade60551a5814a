import LessonProtocol

/// `drag sheet to large` / `drag sheet up` / `drag sheet down`: a finger drags the topmost sheet's
/// grabber and the sheet comes to rest at that detent (its selection binding follows); down from
/// its smallest detent dismisses it, as swiping it down does.
func _dragSheet(_ drag: SheetDrag, in screen: _Element) throws {
    let scope = screen.reachableScope
    if scope.role == .alert || scope.role == .dialog {
        throw HeadlessError(_modalInTheWay(scope, blocking: "The sheet cannot be dragged"))
    }
    guard let sheet = screen.children.last(where: { $0.role == .sheet }) else {
        throw HeadlessError("No sheet is presented, so there is no sheet to drag.")
    }
    if sheet.style.presentation == .fullScreenCover {
        throw HeadlessError("A full-screen cover has no detents and cannot be dragged; tap a button inside it that dismisses it.")
    }
    let detents = SheetDetents.ordered(sheet.style.detents)
    let resting = SheetDetents.resting(sheet.style)
    let at = detents.firstIndex(of: resting) ?? 0
    let listing = detents.joined(separator: ", ")
    let holds = detents.count == 1 ? "its only detent is \(listing)" : "its detents are \(listing)"
    switch drag {
    case .to(let name):
        guard let target = detents.first(where: { SheetDetents.same($0, name) }) else {
            throw HeadlessError("The sheet has no \(name) detent: \(holds) (.presentationDetents).")
        }
        sheet.handlers.setDetent?(target)
    case .up:
        guard at + 1 < detents.count else {
            throw HeadlessError("The sheet rests at its largest detent, \(resting), and cannot be dragged higher: \(holds).")
        }
        sheet.handlers.setDetent?(detents[at + 1])
    case .down:
        if at > 0 {
            sheet.handlers.setDetent?(detents[at - 1])
        } else {
            try _swipeDownSheet(screen)
        }
    }
}
