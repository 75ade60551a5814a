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
            var facts = _SheetFacts()
            children = children.map { Self.liftingSheetFacts(from: $0, into: &sheet, facts: &facts) }
            if kind == .sheet { Self.rest(&sheet, facts: facts, node: sheetNode) }
            sheet.children = children
            sheet.handlers.dismiss = dismissAction
            ctx.present(sheet)
        }
        return base
    }

    /// Where a sheet rests and what its resting allows: the detent its selection binding names
    /// (when that is one of its detents), else the one it was last dragged to, else its smallest,
    /// as a device presents it; its grabber; and whether the view behind it takes touches there.
    static func rest(_ sheet: inout _Element, facts: _SheetFacts, node: _ViewNode) {
        let detents = SheetDetents.ordered(sheet.style.detents)
        // A sheet shows its grabber when it can be dragged between detents, or when asked to.
        sheet.style.grabber = facts.indicator == .visible || (facts.indicator == .automatic && detents.count > 1)
        let dragged = (node.storage["sheet.detent"] as? _NodeValue<String>)?.value
        let resting =
            [facts.selection?.current(), dragged].lazy.compactMap { $0 }.first(where: detents.contains) ?? detents.first ?? "large"
        if sheet.style.detents != nil { sheet.style.detent = resting }
        sheet.style.backgroundInteraction = facts.backgroundInteraction?.reachesBehind(atDetent: resting) ?? false
        let selection = facts.selection
        sheet.handlers.setDetent = { [weak node] detent in
            guard let node else { return }
            node.storage["sheet.detent"] = _NodeValue(detent)
            selection?.select(detent)
            node.invalidate()
        }
    }

    /// Moves the sheet's own facts (`presentationDetents`, `presentationDragIndicator`,
    /// `interactiveDismissDisabled`, `presentationBackgroundInteraction`) from wherever its content
    /// sets them onto the sheet: they are often set on a view inside a NavigationStack or a Form.
    static func liftingSheetFacts(from element: _Element, into sheet: inout _Element, facts: inout _SheetFacts) -> _Element {
        var element = element
        if let detents = element.style.detents {
            sheet.style.detents = detents
            element.style.detents = nil
        }
        if let visibility = element.dragIndicator {
            facts.indicator = visibility
            element.dragIndicator = nil
        }
        if let selection = element.detentSelection {
            facts.selection = selection
            element.detentSelection = nil
        }
        if let interaction = element.backgroundInteraction {
            facts.backgroundInteraction = interaction
            element.backgroundInteraction = nil
        }
        if let disabled = element.interactiveDismissDisabled { sheet.interactiveDismissDisabled = disabled }
        element.children = element.children.map { liftingSheetFacts(from: $0, into: &sheet, facts: &facts) }
        return element
    }
}

/// What a sheet's content says about the sheet itself, gathered while its facts are lifted.
struct _SheetFacts {
    var indicator = Visibility.automatic
    var selection: _DetentSelection?
    var backgroundInteraction: PresentationBackgroundInteraction?
}

/// A `presentationDetents(_:selection:)` binding, by the runtime's names for detents.
struct _DetentSelection {
    let current: () -> String
    let select: (String) -> Void
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

/// The kinds of interaction the view behind a presentation allows.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable { case automatic, disabled, enabled }
    let kind: Kind
    /// The largest detent at which the view behind takes touches; nil for every detent.
    let upThrough: String?

    /// On an iPhone, the view behind a sheet takes no touches.
    public static var automatic: PresentationBackgroundInteraction { .init(kind: .automatic, upThrough: nil) }
    public static var disabled: PresentationBackgroundInteraction { .init(kind: .disabled, upThrough: nil) }
    public static var enabled: PresentationBackgroundInteraction { .init(kind: .enabled, upThrough: nil) }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(kind: .enabled, upThrough: detent.name)
    }

    /// At detents larger than `upThrough`, SwiftUI disables interaction (Apple's documentation).
    func reachesBehind(atDetent detent: String) -> Bool {
        guard kind == .enabled else { return false }
        guard let upThrough else { return true }
        return (SheetDetents.share(of: detent) ?? 1) <= (SheetDetents.share(of: upThrough) ?? 1)
    }
}

/// Whether a swipe on a resizable sheet's content scrolls it or resizes the sheet.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
    public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
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

    /// The sheet rests at the detent `selection` names, and a drag to another detent sets it.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let byName = Dictionary(detents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let choice = _DetentSelection(
            current: { selection.wrappedValue.name },
            select: { name in
                if let detent = byName[name], detent != selection.wrappedValue { selection.wrappedValue = detent }
            })
        return presentationDetents(detents).modifier(_ElementTransformModifier { $0.detentSelection = choice })
    }

    /// Whether the view behind the sheet showing this takes touches (at detents up through the one given).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_ElementTransformModifier { $0.backgroundInteraction = interaction })
    }

    /// Whether a swipe inside the sheet scrolls its content or resizes the sheet: the same steps reach
    /// it either way (`drag sheet …` moves the grabber), so nothing changes here.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

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
