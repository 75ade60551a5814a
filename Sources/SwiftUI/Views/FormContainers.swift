import LessonProtocol

// Containers a settings or profile screen is built from, as they look and behave on an iPhone.

// MARK: - DisclosureGroup

/// A label that shows or hides its content when tapped; collapsed at first unless bound.
public struct DisclosureGroup<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        // The content stays mounted (its state survives collapsing); it is on the screen only expanded.
        [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let state = _DisclosureState.box(on: ctx.node)
        let open = isExpanded?.wrappedValue ?? state.value
        var element = ctx.control(.disclosureGroup, label: _Element.readableText(ctx.childElements("label")),
                                  value: open ? "expanded" : "collapsed")
        if open { element.children = ctx.childElements("content") }
        let binding = isExpanded
        let node = ctx.node
        element.handlers.tap = {
            if let binding { binding.wrappedValue.toggle() } else {
                state.value.toggle()
                node.invalidate()
            }
        }
        return [element]
    }
}

/// The expansion of a DisclosureGroup without a binding, kept on its node.
enum _DisclosureState {
    static func box(on node: _ViewNode) -> _NodeValue<Bool> {
        if let box = node.storage["expanded"] as? _NodeValue<Bool> { return box }
        let box = _NodeValue(false)
        node.storage["expanded"] = box
        return box
    }
}

extension DisclosureGroup: _LifecycleView {}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

// MARK: - GroupBox

/// A rounded, tinted box around related content, with an optional title.
public struct GroupBox<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let title = _Element.readableText(ctx.childElements("label"))
        let children = ctx.childElements("content")
        var element = _Element(role: .group, label: nil, style: ScreenStyle(kind: "groupBox"), children: children)
        element.label = title
        return [element]
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

// MARK: - Grids

/// How one column (or row) of a lazy grid is sized.
public struct GridItem: Hashable {
    public enum Size: Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The screen the runtime lays out on: an iPhone 15/16 in portrait, in points.
public let _canvasSize = CGSize(width: 393, height: 852)
/// Form and list content is inset by 16 points on each side; a padded stack by 16 too.
let _contentWidth: CGFloat = 393 - 32

/// How many columns fit, as the grid computes them: every fixed and flexible item is one column;
/// an adaptive item fits as many columns of its minimum width (plus spacing) as the width allows.
func _columnCount(_ items: [GridItem], available: CGFloat = _contentWidth, spacing: CGFloat? = nil) -> Int {
    var count = 0
    var remaining = available
    for item in items {
        switch item.size {
        case .fixed(let width):
            count += 1
            remaining -= width + (item.spacing ?? spacing ?? 8)
        case .flexible(let minimum, _):
            count += 1
            remaining -= minimum + (item.spacing ?? spacing ?? 8)
        case .adaptive: break
        }
    }
    for item in items {
        if case .adaptive(let minimum, _) = item.size {
            let gap = item.spacing ?? spacing ?? 8
            count += max(1, Int(((max(remaining, 0) + gap) / (minimum + gap)).rounded(.down)))
        }
    }
    return max(1, count)
}

public struct PinnedScrollableViews: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertically growing grid: its children fill the columns row by row.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle(kind: "grid", axis: "vertical")
        style.columns = String(_columnCount(columns, spacing: spacing))
        return [_Element(role: .group, style: style, children: ctx.allChildElements())]
    }
}

/// A horizontally growing grid: its children fill the rows column by column.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle(kind: "grid", axis: "horizontal")
        style.columns = String(_columnCount(rows, available: 300))
        return [_Element(role: .group, style: style, children: ctx.allChildElements())]
    }
}

/// A grid of rows; each `GridRow`'s cells line up in columns.
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let rows = ctx.allChildElements()
        let columns = rows.map { $0.style.kind == "gridRow" ? $0.children.count : 1 }.max() ?? 1
        // Cells are laid out row by row; a view outside any GridRow spans the whole row.
        var cells: [_Element] = []
        for row in rows {
            if row.style.kind == "gridRow" {
                cells += row.children
                cells += Array(repeating: _Element(role: .group), count: max(0, columns - row.children.count))
            } else {
                cells.append(row)
                cells += Array(repeating: _Element(role: .group), count: max(0, columns - 1))
            }
        }
        var style = ScreenStyle(kind: "grid", axis: "vertical")
        style.columns = String(columns)
        return [_Element(role: .group, style: style, children: cells)]
    }
}

public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: "gridRow"), children: ctx.allChildElements())]
    }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View { self }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}

public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension VStack {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension HStack {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

// MARK: - GeometryReader and ViewThatFits

/// The space a GeometryReader is offered. Headlessly that is a fixed iPhone-sized canvas
/// (393 × 852 points, the safe area of an iPhone 15/16 without bars), so results are the same on
/// every run.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content(GeometryProxy(size: _canvasSize)), env)]
    }
}

/// Shows the first of its children that fits the width of an iPhone screen (361 points of
/// content). Text is measured at the body size, about 8.5 points a character, so a row of long
/// labels that would not fit falls back to the next (usually vertical) choice, as on a device.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let axes: Axis.Set
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    private var choices: [any View] {
        (content as? any _TupleChildren)?._childViews ?? [content]
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        choices.enumerated().map { _ChildSpec($0.offset, $0.element, env) }
    }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let options = choices.indices.map { ctx.childElements($0) }
        if axes.contains(.horizontal) {
            for option in options where option.map(_estimatedWidth).reduce(0, +) <= _contentWidth { return option }
        }
        return options.last ?? []
    }
}

/// A rough width in points, enough to tell a row that fits an iPhone from one that does not.
func _estimatedWidth(_ element: _Element) -> CGFloat {
    let perCharacter: CGFloat = 8.5
    switch element.role {
    case .text, .label:
        let text = CGFloat((element.label ?? "").count) * perCharacter
        return text + (element.style.systemImage == nil ? 0 : 26)
    case .image: return 24
    case .button, .link, .menu:
        return CGFloat((element.label ?? "").count) * perCharacter + (element.style.buttonStyle == nil ? 0 : 24)
            + (element.style.systemImage == nil ? 0 : 26)
    case .stack:
        let widths = element.children.map(_estimatedWidth)
        if element.style.axis == "horizontal" {
            let spacing = CGFloat(Double(element.style.spacing ?? "") ?? 8)
            return widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1))
        }
        return widths.max() ?? 0
    default:
        return element.children.map(_estimatedWidth).max() ?? 0
    }
}

protocol _TupleChildren { var _childViews: [any View] { get } }
extension TupleView: _TupleChildren { var _childViews: [any View] { children } }

// MARK: - Links and URLs

/// Opens a URL: `@Environment(\.openURL) var openURL` then `openURL(url)`. By default the system
/// opens it (the lesson stays as it is); a handler set with `.environment(\.openURL, …)` decides.
public struct OpenURLAction {
    public struct Result {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
    let handler: (URL) -> Result
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).name != "discarded")
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A tappable text that opens a URL.
public struct Link<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.link, label: _Element.readableText(labelElements))
        if let image = _Element.firstSystemImage(labelElements) { element.style.systemImage = image }
        element.style.destination = destination.absoluteString
        let open = ctx.env.openURL, destination = self.destination
        element.handlers.tap = { open(destination) }
        return [element]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination, label: { Text(title) })
    }
}

/// A button that opens the share sheet for an item. Headlessly the share sheet is not shown.
public struct ShareLink<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.button, label: _Element.readableText(labelElements))
        element.style.systemImage = _Element.firstSystemImage(labelElements) ?? "square.and.arrow.up"
        element.handlers.tap = {}
        return [element]
    }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") })
    }
    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") })
    }
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { SwiftUI.Label(title, systemImage: "square.and.arrow.up") })
    }
}

// MARK: - Menu

/// A button that opens a list of actions; choosing one runs it and closes the menu.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let node = ctx.node
        let open: _NodeValue<Bool>
        if let box = node.storage["open"] as? _NodeValue<Bool> { open = box } else {
            open = _NodeValue(false)
            node.storage["open"] = open
        }
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.menu, label: _Element.readableText(labelElements))
        if let image = _Element.firstSystemImage(labelElements) { element.style.systemImage = image }
        func close() { open.value = false; node.invalidate() }
        if open.value {
            element.children = ctx.childElements("content").map { Self.closing(close, $0) }
        }
        if let primaryAction {
            element.handlers.tap = primaryAction
            element.handlers.longPress = { open.value = true; node.invalidate() }
        } else {
            element.handlers.tap = { open.value.toggle(); node.invalidate() }
        }
        return [element]
    }

    /// A menu item closes the menu after its action, as choosing from a menu does.
    static func closing(_ close: @escaping () -> Void, _ element: _Element) -> _Element {
        var element = element
        if let tap = element.handlers.tap { element.handlers.tap = { tap(); close() } }
        if let pick = element.handlers.pick { element.handlers.pick = { try pick($0); close() } }
        element.children = element.children.map { closing(close, $0) }
        return element
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { SwiftUI.Label(title, systemImage: systemImage) })
    }
}

// MARK: - ContentUnavailableView.search

/// The content of the standard "No Results" view.
public enum SearchUnavailableContent {
    public struct Label: View, _PrimitiveView {
        public typealias Body = Never
        let text: String?
        func _elements(_ ctx: inout _ElementContext) -> [_Element] {
            var element = _Element(role: .label, label: text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results")
            element.style.systemImage = "magnifyingglass"
            return [element]
        }
    }
    public struct Description: View, _PrimitiveView {
        public typealias Body = Never
        func _elements(_ ctx: inout _ElementContext) -> [_Element] {
            [_Element(role: .text, label: "Check the spelling or try a new search.")]
        }
    }
    public struct Actions: View, _PrimitiveView {
        public typealias Body = Never
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// "No Results", with the magnifying glass and "Check the spelling or try a new search."
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
    /// "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}
