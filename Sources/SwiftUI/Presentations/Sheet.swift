import LessonProtocol

/// `.sheet(isPresented:)`: while the binding is true the content is presented above the screen.
/// Swiping it down (or `dismiss()` inside it) sets the binding back to false.
/// `sheet(item:)` and `fullScreenCover(item:)`: presented while the item is non-nil, identified by
/// its id (a new item is a new presentation), and set back to nil when dismissed.
extension _SheetModifier {
    static func presenting<Item: Identifiable, Content: View>(
        _ item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content,
        kind: ScreenStyle.Presentation
    ) -> _SheetModifier<Content?> where SheetContent == Content? {
        let current = item.wrappedValue
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _SheetModifier(
            isPresented: isPresented, presentedID: current.map { AnyHashable($0.id) }, onDismiss: onDismiss,
            content: { current.map(content) }, kind: kind)
    }
}

struct _SheetModifier<SheetContent: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    /// Identity of what is presented (the item's id for `sheet(item:)`), so a new item is a new sheet.
    let presentedID: AnyHashable?
    let onDismiss: (() -> Void)?
    let content: () -> SheetContent
    let kind: ScreenStyle.Presentation

    var dismissAction: () -> Void {
        let isPresented = self.isPresented
        let onDismiss = self.onDismiss
        return {
            guard isPresented.wrappedValue else { return }
            isPresented.wrappedValue = false
            onDismiss?()
        }
    }

    func _children(content base: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var specs = [_ChildSpec("content", base, env)]
        if isPresented.wrappedValue {
            var sheetEnv = env
            // A presentation is its own context: the presenter's disabled state does not reach it.
            sheetEnv.isEnabled = true
            sheetEnv.isPresented = true
            sheetEnv.presentationDepth += 1
            sheetEnv.dismiss = DismissAction(id: presentedID?.hashValue ?? 1, action: dismissAction)
            specs.append(_ChildSpec(AnyHashable(["sheet", presentedID ?? AnyHashable(0)] as [AnyHashable]), content(), sheetEnv))
        }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let base = ctx.childElements("content")
        if let sheetNode = ctx.node.children.first(where: { $0.identity.key != AnyHashable("content") }) {
            var children = ctx.builder.elements(of: sheetNode)
            var sheet = _Element(role: .sheet, style: ScreenStyle { $0.presentation = kind })
            // Detents and the drag indicator are set inside the sheet's content but describe the sheet.
            var indicator = Visibility.automatic
            children = children.map { Self.liftingSheetFacts(from: $0, into: &sheet, indicator: &indicator) }
            if kind == .sheet {
                // A sheet shows its grabber when it can be dragged between detents, or when asked to.
                let detentCount = sheet.style.detents?.split(separator: ",").count ?? 1
                sheet.style.grabber = indicator == .visible || (indicator == .automatic && detentCount > 1)
            }
            sheet.children = children
            sheet.handlers.dismiss = dismissAction
            ctx.present(sheet)
        }
        return base
    }

    /// Moves the sheet's own facts (`presentationDetents`, `presentationDragIndicator`,
    /// `interactiveDismissDisabled`) from wherever its content sets them onto the sheet: they are
    /// often set on a view inside a NavigationStack or a Form.
    static func liftingSheetFacts(from element: _Element, into sheet: inout _Element, indicator: inout Visibility) -> _Element {
        var element = element
        if let detents = element.style.detents {
            sheet.style.detents = detents
            element.style.detents = nil
        }
        if let visibility = element.dragIndicator {
            indicator = visibility
            element.dragIndicator = nil
        }
        if let disabled = element.interactiveDismissDisabled { sheet.interactiveDismissDisabled = disabled }
        element.children = element.children.map { liftingSheetFacts(from: $0, into: &sheet, indicator: &indicator) }
        return element
    }
}

public struct PresentationDetent: Hashable {
    let name: String
    let rank: Int
    public static let medium = PresentationDetent(name: "medium", rank: 0)
    public static let large = PresentationDetent(name: "large", rank: 1)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction \(_number(fraction))", rank: 2)
    }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(_number(height))", rank: 3) }
}

extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, presentedID: nil, onDismiss: onDismiss, content: content, kind: .sheet))
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_SheetModifier.presenting(item, onDismiss: onDismiss, content: content, kind: .sheet))
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let names = detents.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }.map(\.name)
        return _elementStyle(\.detents, names.joined(separator: ","))
    }

    /// `.visible` shows the sheet's grabber even with one detent; `.hidden` hides it with several.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_ElementTransformModifier { $0.dragIndicator = visibility })
    }
    // A sheet's corners and backdrop are drawn only; the sheet reads and dismisses the same.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// The sheet showing this cannot be swiped down (`dismiss sheet` fails); buttons still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_ElementTransformModifier { $0.interactiveDismissDisabled = isDisabled })
    }
}
