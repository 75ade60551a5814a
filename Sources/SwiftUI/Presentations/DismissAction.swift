import LessonProtocol

/// Dismisses the presentation the view is in (a sheet); does nothing elsewhere.
public struct DismissAction: Equatable {
    let id: Int
    let action: () -> Void
    public func callAsFunction() { action() }
    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.id == b.id }
}
