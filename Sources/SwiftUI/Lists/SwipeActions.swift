import LessonProtocol

public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension View {
    /// Buttons revealed by swiping the row; trailing actions replace the swipe-to-delete button.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, actions: content()))
    }
}

/// `.swipeActions`: the actions are built as live buttons (hidden until swiped) so that tapping
/// one runs its action.
struct _SwipeActionsModifier<Actions: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let edge: HorizontalEdge
    let actions: Actions

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var actionEnv = env
        actionEnv._rowEditing = nil
        return [_ChildSpec("content", content, env), _ChildSpec("actions", actions, actionEnv)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let buttons = ctx.childElements("actions").flatMap { $0.flattened }.filter { $0.handlers.tap != nil }
        return ctx.childElements("content").map { element in
            var element = element
            if edge == .leading { element.row.leadingActions += buttons } else { element.row.trailingActions += buttons }
            return element
        }
    }
}
