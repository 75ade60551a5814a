import Foundation
import LessonProtocol

/// A screen element plus what a person can do to it. The public `ScreenNode` is this without
/// the behaviour.
struct _Element {
    var role: ScreenNode.Role
    var label: String?
    var identifier: String?
    var value: String?
    var isEnabled = true
    var isSelected: Bool?
    var options: [String]?
    var style = ScreenStyle()
    var children: [_Element] = []

    /// Why the element is disabled, phrased for the author.
    var disabledReason: String?
    /// `.tag(_:)`, or the id a ForEach gave the row; a picker's options are its tagged rows.
    var tag: AnyHashable?
    var implicitTag: AnyHashable?
    var accessibilityLabel: String?
    var handlers = Handlers()
    /// Set on the invisible carrier a navigation modifier leaves among its content's elements:
    /// the title, toolbar items, … that the enclosing NavigationStack shows in its bars.
    var barFacts: _BarFacts?
    /// `.interactiveDismissDisabled()`: the sheet showing this cannot be swiped down.
    var interactiveDismissDisabled: Bool?
    /// `.presentationDragIndicator(_:)`: whether the sheet showing this draws its grabber.
    var dragIndicator: Visibility?
    /// `.presentationDetents(_:selection:)`: the binding the sheet showing this reads and sets its detent through.
    var detentSelection: _DetentSelection?
    /// `.presentationBackgroundInteraction(_:)`: whether the view behind the sheet showing this takes touches.
    var backgroundInteraction: PresentationBackgroundInteraction?
    /// What a list row offers when swiped, dragged or held (`ListEditing.swift`).
    var row = _RowFacts()
    /// A drawn shape's outline for a given frame: a frame around the shape draws it again at its size.
    var shapePath: ((CGRect) -> Path)?
    /// True once a frame has sized the shape; frames further out no longer change it.
    var shapeIsSized = false
    /// `.id(_:)`: what `scrollTo(_:)` and a scroll position name this element by.
    var scrollID: AnyHashable?
    /// `.allowsHitTesting(false)`: touches pass through, so no gesture around it reaches it.
    var ignoresTouches = false
    /// The element's layout modifiers, innermost first (`LayoutSteps.swift`).
    var layoutSteps: [_LayoutStep] = []
    /// Where the point layout placed the element, in screen points, its layout modifiers included.
    var frame: CGRect?
    /// A `GeometryReader`: it takes all the space offered and places its content at its top leading corner.
    var isGeometryReader = false
    /// A lesson's `Layout`: it sizes and places this element's children.
    var customLayout: _CustomLayout?
    /// How far a scroll view's content is scrolled, in points.
    var scrollOffset: CGPoint = .zero
    /// `onScrollGeometryChange` on a scroll view or list: told its content size and offset once placed.
    var scrollGeometryReports: [_GeometryReport] = []
    /// A view with `.background { … }` or `.overlay { … }` views: which child is the view itself
    /// (its size is the element's); the other children are layers, proposed that size.
    var layering: _Layering?
    /// A container placing its children by its own rules: a grid, `ViewThatFits`, `safeAreaInset`.
    var arrangement: _Arrangement?

    struct Handlers {
        var tap: (() -> Void)?
        var setText: ((String) -> Void)?
        var toggle: (() -> Void)?
        var pick: ((String) throws -> Void)?
        var increment: (() -> Void)?
        var decrement: (() -> Void)?
        var setSlider: ((Double) -> Void)?
        var dismiss: (() -> Void)?
        var longPress: (() -> Void)?
        /// A scroll view comes to rest on the view with this id (`scrollPosition(id:)`).
        var scroll: ((AnyHashable) -> Void)?
        /// Two fingers pinching to this scale, or turning by these degrees (`MagnifyGesture`, `RotateGesture`).
        var pinch: ((CGFloat) -> Void)?
        var rotate: ((Double) -> Void)?
        /// A drag by this translation, start to end (`DragGesture`).
        var drag: ((CGSize) -> Void)?
        /// The keyboard's return key in a text field: runs its `.onSubmit` actions.
        var submit: (() -> Void)?
        /// Moves a scroll view's content to this offset (a `scroll to` step, `scrollTo(_:)`).
        var setScrollOffset: ((CGPoint) -> Void)?
        /// A swipe across a page-style TabView: it shows the next or previous page.
        var swipePage: ((SwipeDirection) -> Void)?
        /// A sheet dragged by its grabber comes to rest at this detent.
        var setDetent: ((String) -> Void)?

        var isActionable: Bool {
            tap != nil || setText != nil || toggle != nil || pick != nil || increment != nil
                || decrement != nil || setSlider != nil || dismiss != nil || longPress != nil || drag != nil
                || pinch != nil || rotate != nil
        }
    }

    init(role: ScreenNode.Role, label: String? = nil, value: String? = nil, style: ScreenStyle = ScreenStyle(), children: [_Element] = []) {
        self.role = role
        self.label = label
        self.value = value
        self.style = style
        self.children = children
    }

    var screenNode: ScreenNode {
        ScreenNode(
            role: role, label: label, identifier: identifier, value: value, isEnabled: isEnabled,
            isSelected: isSelected, options: options, style: style, children: children.map(\.screenNode),
            frame: frame.map { ScreenFrame(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) })
    }

    /// Depth first, self first: reading order.
    func forEachElement(_ body: (_Element) -> Void) {
        body(self)
        for child in children { child.forEachElement(body) }
    }

    /// The text a person reads in a group of elements: what a button or a row is called.
    /// A view given `.accessibilityLabel` is read by that label (not its contents), a hidden one is
    /// not read, and an image-only label is read by its asset's name, as VoiceOver and XCUITest do.
    /// Separate texts are read as one label with ", " between them — a button whose label is a
    /// title and an author is "Dune, Frank Herbert", as VoiceOver speaks it and XCUITest names it.
    static func readableText(_ elements: [_Element]) -> String? {
        var parts: [String] = []
        var imageNames: [String] = []
        func visit(_ e: _Element) {
            if e.style.accessibilityHidden { return }
            if let spoken = e.accessibilityLabel, !spoken.isEmpty {
                parts.append(spoken)
                return
            }
            if e.role == .text || e.role == .label, let label = e.label, !label.isEmpty { parts.append(label) }
            if e.role == .image, let name = e.style.name ?? e.label, !name.isEmpty { imageNames.append(name) }
            for child in e.children { visit(child) }
        }
        elements.forEach(visit)
        if parts.isEmpty { parts = imageNames }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func firstSystemImage(_ elements: [_Element]) -> String? {
        var found: String?
        for element in elements {
            element.forEachElement { e in
                if found == nil, let image = e.style.systemImage { found = image }
            }
        }
        return found
    }
}

/// How a decorated view and its background or overlay views share a frame (`BackgroundAndOverlay.swift`).
struct _Layering {
    /// The decorated view among the element's children.
    var contentIndex: Int
    /// Where a layer smaller than the view sits in it.
    var alignment: Alignment
}

/// What a primitive sees while it turns itself into elements.
struct _ElementContext {
    let node: _ViewNode
    let builder: _ScreenBuilder

    var env: EnvironmentValues { node.env }
    var locale: Locale { node.env.locale }

    func childElements(_ key: AnyHashable) -> [_Element] {
        node.children.filter { $0.identity.key == key }.flatMap { builder.elements(of: $0) }
    }

    func allChildElements() -> [_Element] {
        node.children.flatMap { builder.elements(of: $0) }
    }

    func present(_ element: _Element) {
        builder.presentations.append((node.env.presentationDepth, element))
    }

    /// Inherited style facts that matter for an element of this role.
    func inheritedStyle(for role: ScreenNode.Role) -> ScreenStyle {
        typealias Inherit = (inout ScreenStyle, ScreenStyle) -> Void
        func fact<Value>(_ key: WritableKeyPath<ScreenStyle, Value>) -> Inherit { { $0[keyPath: key] = $1[keyPath: key] } }
        let textKeys = [
            fact(\.font), fact(\.weight), fact(\.foreground), fact(\.italic), fact(\.textAlignment),
            fact(\.lineLimit), fact(\.design),
        ]
        var keys: [Inherit]
        switch role {
        case .text: keys = textKeys
        case .label: keys = textKeys + [fact(\.labelStyle)]
        case .button: keys = textKeys + [fact(\.buttonStyle), fact(\.tint), fact(\.controlSize)]
        case .toggle: keys = textKeys + [fact(\.tint), fact(\.toggleStyle)]
        case .textField: keys = textKeys + [fact(\.textFieldStyle), fact(\.keyboardType), fact(\.autocapitalization), fact(\.submitLabel)]
        case .picker: keys = textKeys + [fact(\.pickerStyle), fact(\.tint)]
        case .stepper, .slider, .labeledContent, .contentUnavailable: keys = textKeys + [fact(\.tint)]
        case .list: keys = [fact(\.listStyle)]
        case .image: keys = [fact(\.foreground), fact(\.font), fact(\.weight)]
        case .link, .menu, .datePicker, .gauge, .disclosureGroup: keys = textKeys + [fact(\.tint)]
        default: keys = []
        }
        var result = ScreenStyle()
        for key in keys { key(&result, env.styleFacts) }
        // Text follows the Dynamic Type size of its environment: the phone's, or a `.dynamicTypeSize` around it.
        if !keys.isEmpty, role != .list, env.dynamicTypeSize != .large { result.dynamicTypeSize = env.dynamicTypeSize.typeSize }
        return result
    }

    /// Common bookkeeping for a control: enabled state from the environment.
    func control(_ role: ScreenNode.Role, label: String?, value: String? = nil) -> _Element {
        var element = _Element(role: role, label: label, value: value, style: inheritedStyle(for: role))
        element.isEnabled = env.isEnabled
        return element
    }
}

/// Turns the live node tree into elements, collecting presented sheets on the side.
final class _ScreenBuilder {
    var presentations: [(depth: Int, element: _Element)] = []

    func elements(of node: _ViewNode) -> [_Element] {
        if let primitive = node.view as? _PrimitiveView {
            var ctx = _ElementContext(node: node, builder: self)
            return primitive._elements(&ctx)
        }
        return node.children.flatMap { elements(of: $0) }
    }

    /// The whole screen: the root's content, then presented sheets, innermost last (topmost).
    func buildScreen(_ root: _ViewNode) -> _Element {
        presentations = []
        var screen = _Element(role: .screen, children: elements(of: root))
        let sheets = presentations.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }
        screen.children += sheets.map(\.element.element)
        // Bar facts outside any NavigationStack show nowhere, as on a device.
        screen = _stripBarCarriers(screen)
        // A full-screen cover hides everything beneath it; a sheet leaves its presenter visible.
        if let cover = screen.children.lastIndex(where: { $0.role == .sheet && $0.style.presentation == .fullScreenCover }) {
            screen.children.removeFirst(cover)
        }
        return screen
    }
}

/// Numbers as a person reads them in a style fact: 24, not 24.0.
func _number(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

func _number<F: BinaryFloatingPoint>(_ value: F) -> String { _number(Double(value)) }
