import Foundation
import LessonProtocol

/// The size a parent offers a child; nil along an axis is "your ideal size" (a scroll view's
/// content along its axis).
struct _Offer: Hashable {
    var width: CGFloat?
    var height: CGFloat?

    func along(_ axis: ScreenStyle.Axis) -> CGFloat? { axis == .horizontal ? width : height }
    func across(_ axis: ScreenStyle.Axis) -> CGFloat? { axis == .horizontal ? height : width }
    static func make(_ axis: ScreenStyle.Axis, along: CGFloat?, across: CGFloat?) -> _Offer {
        axis == .horizontal ? _Offer(width: along, height: across) : _Offer(width: across, height: along)
    }
}

extension CGSize {
    func along(_ axis: ScreenStyle.Axis) -> CGFloat { axis == .horizontal ? width : height }
    func across(_ axis: ScreenStyle.Axis) -> CGFloat { axis == .horizontal ? height : width }
    static func make(_ axis: ScreenStyle.Axis, along: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}

/// The iPhone the drawings show (an iPhone 15/16, portrait) and the system's bars on it, in points.
enum _Phone {
    static let bounds = CGRect(origin: .zero, size: _canvasSize)
    /// The status bar and Dynamic Island above, the home indicator below.
    static let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    static var safeRect: CGRect {
        CGRect(x: 0, y: safeArea.top, width: bounds.width, height: bounds.height - safeArea.top - safeArea.bottom)
    }
    /// A navigation bar: 44 points inline, 96 with a large title (the 52-point title row beneath).
    static let inlineBar: CGFloat = 44
    static let largeTitleBar: CGFloat = 96
    /// The search field `.searchable` adds beneath a navigation bar's title.
    static let searchBar: CGFloat = 52
    static let tabBar: CGFloat = 49
    static let bottomToolbar: CGFloat = 44
    /// The space SwiftUI puts between two views in a stack when none is given.
    static let stackSpacing: CGFloat = 8
    /// A list row's minimum height, and the space above and below its content.
    static let rowMinimumHeight: CGFloat = 44
    static let rowVerticalInset: CGFloat = 11
    /// An inset-grouped list's rows are 16 points in from the screen's edges, their content 20 more.
    static let groupedListMargin: CGFloat = 16
    static let rowContentInset: CGFloat = 20
    /// The space above a section without a header in an inset-grouped list; a header's row adds its text.
    static let sectionSpacing: CGFloat = 35
    /// A sheet at its large detent leaves the status bar and 10 points of the screen beneath uncovered.
    static let sheetTop: CGFloat = 69
}

/// Places every element of a screen in points, by the rules SwiftUI lays out with on an iPhone:
/// a parent offers its child a size, the child chooses its own, the parent places it. Stacks share
/// their length among their children least flexible first; padding, frames and offsets wrap the
/// view they modify in the order the lesson wrote them; scroll views offer their content unlimited
/// length and move it by their offset; lists stack rows of at least 44 points.
final class _PointLayout {
    private var sizes: [String: CGSize] = [:]
    /// Whether any view on the screen sets an alignment guide; stacks look for them only then.
    private(set) var setsGuides = true
    private(set) var reports: [(report: _GeometryReport, geometry: _PlacedGeometry)] = []

    /// Lays out `screen` (root role `.screen`) and returns the geometry its readers are to be told.
    static func layout(_ screen: inout _Element) -> [(report: _GeometryReport, geometry: _PlacedGeometry)] {
        let pass = _PointLayout()
        pass.setsGuides = screen.setsAlignmentGuides
        screen.frame = _Phone.bounds
        var root = screen.children.filter { $0.role != .sheet && $0.role != .alert && $0.role != .dialog }
        pass.placeFlow(&root, in: _Phone.safeRect, path: "r", names: [:])
        var next = root.makeIterator()
        for index in screen.children.indices {
            let child = screen.children[index]
            if child.role == .sheet || child.role == .alert || child.role == .dialog {
                var presented = child
                let rect =
                    child.role == .sheet
                    ? CGRect(x: 0, y: _Phone.sheetTop, width: _Phone.bounds.width, height: _Phone.bounds.maxY - _Phone.sheetTop)
                    : _Phone.safeRect
                presented.frame = rect
                let inner = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - _Phone.safeArea.bottom)
                pass.placeFlow(&presented.children, in: inner, path: "s\(index)", names: [:])
                screen.children[index] = presented
            } else if let placed = next.next() {
                screen.children[index] = placed
            }
        }
        screen.settleUnplacedChoices()
        return pass.reports
    }

    // MARK: Sizing

    /// The size `element` chooses when offered `offer`, its layout modifiers included.
    func size(_ element: _Element, _ offer: _Offer, path: String) -> CGSize {
        size(element, offer, steps: element.layoutSteps.count, path: path)
    }

    func size(_ element: _Element, _ offer: _Offer, steps: Int, path: String) -> CGSize {
        let key = "\(path)|\(steps)|\(offer.width.map { "\($0)" } ?? "-")|\(offer.height.map { "\($0)" } ?? "-")"
        if let known = sizes[key] { return known }
        let result: CGSize
        if steps == 0 {
            result = contentSize(element, offer, path: path)
        } else {
            switch element.layoutSteps[steps - 1] {
            case .padding(let insets):
                let inner = size(element, offer.inset(by: insets), steps: steps - 1, path: path)
                result = CGSize(
                    width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
            case .fixedFrame(let width, let height, _):
                let inner = size(element, _Offer(width: width ?? offer.width, height: height ?? offer.height), steps: steps - 1, path: path)
                result = CGSize(width: width ?? inner.width, height: height ?? inner.height)
            case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, _):
                let innerOffer = _Offer(
                    width: offer.width.map { _clamp($0, minWidth, maxWidth) },
                    height: offer.height.map { _clamp($0, minHeight, maxHeight) })
                let inner = size(element, innerOffer, steps: steps - 1, path: path)
                result = CGSize(
                    width: _flexibleLength(offer.width, inner.width, minWidth, maxWidth),
                    height: _flexibleLength(offer.height, inner.height, minHeight, maxHeight))
            case .position:
                // A positioned view takes all the space it is offered.
                let inner = size(element, offer, steps: steps - 1, path: path)
                result = CGSize(width: offer.width ?? inner.width, height: offer.height ?? inner.height)
            case .fixedSize(let horizontal, let vertical):
                result = size(
                    element, _Offer(width: horizontal ? nil : offer.width, height: vertical ? nil : offer.height), steps: steps - 1,
                    path: path)
            case .offset, .report, .coordinateSpace, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .alignmentGuide,
                .layoutPriority:
                result = size(element, offer, steps: steps - 1, path: path)
            }
        }
        sizes[key] = result
        return result
    }

    /// The size of the element itself, inside its layout modifiers.
    private func contentSize(_ element: _Element, _ offer: _Offer, path: String) -> CGSize {
        let style = element.style
        if element.isGeometryReader { return CGSize(width: offer.width ?? 10, height: offer.height ?? 10) }
        if let layering = element.layering {
            return size(element.children[layering.contentIndex], offer, path: "\(path).\(layering.contentIndex)")
        }
        if let arrangement = element.arrangement { return arrangedSize(element, arrangement, offer, path: path) }
        if let layout = element.customLayout {
            return layout.sizeThatFits(
                ProposedViewSize(width: offer.width, height: offer.height), subviews(element, path: path) { _, _, _ in })
        }
        switch element.role {
        case .text:
            return _TextMetrics.size(
                of: element.label ?? "", font: style.font, weight: style.weight, lineLimit: style.lineLimit.flatMap { Int($0) },
                proposedWidth: offer.width)
        case .label:
            let text = _TextMetrics.size(
                of: element.label ?? "", font: style.font, weight: style.weight, lineLimit: nil, proposedWidth: offer.width)
            let icon = style.systemImage == nil ? 0 : _TextMetrics.pointSize(style.font) * 1.3 + 8
            return CGSize(width: text.width + icon, height: text.height)
        case .image:
            if style.systemImage != nil || style.name == nil {
                let side = _TextMetrics.lineHeight(style.font)
                return CGSize(width: side, height: side)
            }
            return CGSize(width: offer.width ?? 100, height: offer.height ?? 100)
        case .button, .link, .menu:
            var inner: CGSize
            if element.children.isEmpty {
                inner = _TextMetrics.size(
                    of: element.label ?? "", font: style.font, weight: style.weight, lineLimit: nil, proposedWidth: offer.width)
            } else {
                inner = stackSize(element.children, axis: .vertical, spacing: 0, offer, path: path)
            }
            if let buttonStyle = style.buttonStyle, buttonStyle.hasPrefix("bordered") {
                inner.width += 24
                inner.height += 14
            }
            return inner
        case .toggle, .stepper, .slider, .picker, .datePicker, .labeledContent, .textField, .gauge, .disclosureGroup:
            return CGSize(width: offer.width ?? 361, height: element.role == .toggle ? 31 : 34)
        case .progress:
            return style.kind == .bar ? CGSize(width: offer.width ?? 361, height: 4) : CGSize(width: 20, height: 20)
        case .searchField:
            return CGSize(width: offer.width ?? 393, height: _Phone.searchBar)
        case .navigationBar:
            return CGSize(width: offer.width ?? 393, height: style.titleDisplayMode == .inline ? _Phone.inlineBar : _Phone.largeTitleBar)
        case .tabBar:
            return CGSize(width: offer.width ?? 393, height: _Phone.tabBar)
        case .list, .form:
            return CGSize(width: offer.width ?? 393, height: offer.height ?? _Phone.safeRect.height)
        case .stack:
            let axis = style.axis ?? .vertical
            if axis == .depth { return depthSize(element.children, alignment: style.alignment, offer, path: path) }
            return stackSize(
                element.children, axis: axis, spacing: style.spacing.map { CGFloat($0) }, alignment: style.alignment, offer, path: path)
        default:
            break
        }
        switch style.kind {
        case .spacer: return CGSize(width: offer.width ?? _Phone.stackSpacing, height: offer.height ?? _Phone.stackSpacing)
        case .divider: return CGSize(width: offer.width ?? 0, height: 1 / 3)
        case .scroll, .navigationStack, .tabView:
            return CGSize(width: offer.width ?? 393, height: offer.height ?? _Phone.safeRect.height)
        case .color, .rectangle, .roundedRectangle, .circle, .capsule, .ellipse, .path:
            return CGSize(width: offer.width ?? 10, height: offer.height ?? 10)
        default:
            if element.children.count == 1 { return size(element.children[0], offer, path: path + ".0") }
            return stackSize(element.children, axis: .vertical, spacing: nil, offer, path: path)
        }
    }

    /// A stack's size: its children's lengths and the spacing between them along its axis, its
    /// widest child across.
    private func stackSize(
        _ children: [_Element], axis: ScreenStyle.Axis, spacing: CGFloat?, alignment: String? = nil, _ offer: _Offer, path: String
    ) -> CGSize {
        let lengths = stackLengths(children, axis: axis, spacing: spacing, offer, path: path)
        let gaps = CGFloat(max(children.count - 1, 0)) * (spacing ?? _Phone.stackSpacing)
        let along = lengths.reduce(0) { $0 + $1.along(axis) } + gaps
        let guided = guidedShifts(children, sizes: lengths, axis: axis, alignment: alignment, path: path)
        let across = guided?.across ?? lengths.map { $0.across(axis) }.max() ?? 0
        return CGSize.make(axis, along: along, across: across)
    }

    /// SwiftUI's stack algorithm: the length left after spacing is offered to the children least
    /// flexible first, each offered an equal share of what the ones before it left.
    func stackLengths(
        _ children: [_Element], axis: ScreenStyle.Axis, spacing: CGFloat?, _ offer: _Offer, path: String
    )
        -> [CGSize]
    {
        let across = offer.across(axis)
        func childOffer(_ length: CGFloat?) -> _Offer { .make(axis, along: length, across: across) }
        func childPath(_ index: Int) -> String { "\(path).\(index)" }
        guard let available = offer.along(axis) else {
            return children.enumerated().map { index, child in
                if child.style.kind == .spacer, child.layoutSteps.isEmpty {
                    return CGSize.make(axis, along: _Phone.stackSpacing, across: 0)
                }
                return size(child, childOffer(nil), path: childPath(index))
            }
        }
        let gaps = CGFloat(max(children.count - 1, 0)) * (spacing ?? _Phone.stackSpacing)
        let flexibility = children.enumerated().map { index, child -> CGFloat in
            if child.style.kind == .spacer, child.layoutSteps.isEmpty { return .infinity }
            let least = size(child, childOffer(0), path: childPath(index)).along(axis)
            let most = size(child, childOffer(.infinity), path: childPath(index)).along(axis)
            return most - least
        }
        var remaining = max(available - gaps, 0)
        var result = [CGSize](repeating: .zero, count: children.count)
        // Higher layout priorities first; within one, least flexible first. A view is offered an
        // equal share of what is left to its priority: the rest less what lower priorities need at least.
        let priority = children.map(\.layoutPriority)
        let order = children.indices.sorted {
            if priority[$0] != priority[$1] { return priority[$0] > priority[$1] }
            return flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
        }
        let least = children.indices.map { index -> CGFloat in
            guard priority.contains(where: { $0 < priority[index] }) || priority.contains(where: { $0 > priority[index] }) else { return 0 }
            if children[index].style.kind == .spacer, children[index].layoutSteps.isEmpty { return _Phone.stackSpacing }
            return size(children[index], childOffer(0), path: childPath(index)).along(axis)
        }
        for (placed, index) in order.enumerated() {
            let peers = order[placed...].filter { priority[$0] == priority[index] }.count
            let reserved = order[placed...].filter { priority[$0] < priority[index] }.map { least[$0] }.reduce(0, +)
            let share = max(remaining - reserved, 0) / CGFloat(peers)
            var chosen: CGSize
            if children[index].style.kind == .spacer, children[index].layoutSteps.isEmpty {
                chosen = CGSize.make(axis, along: max(share, _Phone.stackSpacing), across: 0)
            } else {
                chosen = size(children[index], childOffer(share), path: childPath(index))
            }
            if chosen.along(axis).isInfinite { chosen = CGSize.make(axis, along: share, across: chosen.across(axis)) }
            result[index] = chosen
            remaining = max(remaining - chosen.along(axis), 0)
        }
        return result
    }

    private func depthSize(_ children: [_Element], alignment: String?, _ offer: _Offer, path: String) -> CGSize {
        let sizes = children.enumerated().map { size($1, offer, path: "\(path).\($0)") }
        let align = _Alignment(named: alignment)
        let across = guidedShifts(children, sizes: sizes, axis: .vertical, alignment: align.horizontal.name, path: path)
        let down = guidedShifts(children, sizes: sizes, axis: .horizontal, alignment: align.vertical.name, path: path)
        return CGSize(
            width: across?.across ?? sizes.map(\.width).max() ?? 0, height: down?.across ?? sizes.map(\.height).max() ?? 0)
    }

    /// A custom layout's subviews: each measures its child through this pass, and reports where it is placed.
    private func subviews(_ element: _Element, path: String, placed: @escaping (Int, CGPoint, CGSize) -> Void) -> LayoutSubviews {
        LayoutSubviews(
            element.children.enumerated().map { index, child in
                LayoutSubview(
                    index: index,
                    measure: { [unowned self] proposal in
                        size(child, _Offer(width: proposal.width, height: proposal.height), path: "\(path).\(index)")
                    },
                    placed: { origin, size in placed(index, origin, size) })
            })
    }

    // MARK: Placing

    /// Places `element` in `rect` (the size it chose), then its content through its layout modifiers.
    func place(_ element: inout _Element, in rect: CGRect, path: String, names: [AnyHashable: CGRect]) {
        place(&element, in: rect, steps: element.layoutSteps.count, path: path, names: names)
    }

    private func place(_ element: inout _Element, in rect: CGRect, steps: Int, path: String, names: [AnyHashable: CGRect]) {
        guard steps > 0 else {
            // The element's own frame is the view's, inside its padding and frames: what VoiceOver
            // outlines and XCUITest's `frame` reads (a padded text's frame is the text's).
            element.frame = rect
            placeContent(&element, in: rect, path: path, names: names)
            return
        }
        var names = names
        let inner: CGRect
        switch element.layoutSteps[steps - 1] {
        case .padding(let insets):
            inner = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top,
                width: max(rect.width - insets.leading - insets.trailing, 0), height: max(rect.height - insets.top - insets.bottom, 0))
        case .fixedFrame(_, _, let alignment):
            let chosen = size(element, _Offer(width: rect.width, height: rect.height), steps: steps - 1, path: path)
            inner = framedRect(element, chosen, in: rect, alignment, steps: steps - 1, path: path)
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let alignment):
            let offer = _Offer(width: _clamp(rect.width, minWidth, maxWidth), height: _clamp(rect.height, minHeight, maxHeight))
            let chosen = size(element, offer, steps: steps - 1, path: path)
            inner = framedRect(element, chosen, in: rect, alignment, steps: steps - 1, path: path)
        case .offset(let offset):
            inner = rect.offsetBy(dx: offset.width, dy: offset.height)
        case .position(let point):
            // The view's centre is at the point, in the space the modifier took.
            let chosen = size(element, _Offer(width: rect.width, height: rect.height), steps: steps - 1, path: path)
            inner = CGRect(
                x: rect.minX + point.x - chosen.width / 2, y: rect.minY + point.y - chosen.height / 2, width: chosen.width,
                height: chosen.height)
        case .fixedSize(let horizontal, let vertical):
            let offer = _Offer(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            inner = _align(size(element, offer, steps: steps - 1, path: path), in: rect, .center)
        case .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .alignmentGuide, .layoutPriority:
            inner = rect
        case .report(let report):
            reports.append((report, _PlacedGeometry(frame: rect, named: names)))
            inner = rect
        case .coordinateSpace(let name):
            names[name] = rect
            inner = rect
        }
        place(&element, in: inner, steps: steps - 1, path: path, names: names)
    }

    private func placeContent(_ element: inout _Element, in rect: CGRect, path: String, names: [AnyHashable: CGRect]) {
        if element.children.isEmpty { return }
        if let layout = element.customLayout {
            var placed: [Int: CGRect] = [:]
            let proposal = ProposedViewSize(width: rect.width, height: rect.height)
            layout.placeSubviews(
                rect, proposal, subviews(element, path: path) { index, origin, size in placed[index] = CGRect(origin: origin, size: size) })
            for index in element.children.indices {
                // A subview the layout does not place sits at the centre of its bounds, as on a device.
                let frame =
                    placed[index]
                    ?? _align(size(element.children[index], _Offer(width: nil, height: nil), path: "\(path).\(index)"), in: rect, .center)
                place(&element.children[index], in: frame, path: "\(path).\(index)", names: names)
            }
            return
        }
        if let layering = element.layering {
            // The view fills the frame it chose; each layer is proposed that size and aligned in it.
            for index in element.children.indices {
                let frame =
                    index == layering.contentIndex
                    ? rect
                    : framedRect(
                        element.children[index],
                        size(element.children[index], _Offer(width: rect.width, height: rect.height), path: "\(path).\(index)"),
                        in: rect, layering.alignment, steps: element.children[index].layoutSteps.count, path: "\(path).\(index)")
                place(&element.children[index], in: frame, path: "\(path).\(index)", names: names)
            }
            return
        }
        if let arrangement = element.arrangement {
            placeArranged(&element, arrangement, in: rect, path: path, names: names)
            return
        }
        if element.isGeometryReader {
            // A reader's content sits at its top leading corner, each view at the size it chooses.
            for index in element.children.indices {
                let chosen = size(element.children[index], _Offer(width: rect.width, height: rect.height), path: "\(path).\(index)")
                place(&element.children[index], in: CGRect(origin: rect.origin, size: chosen), path: "\(path).\(index)", names: names)
            }
            return
        }
        switch element.role {
        case .stack:
            let axis = element.style.axis ?? .vertical
            if axis == .depth {
                placeDepth(&element.children, in: rect, alignment: element.style.alignment, path: path, names: names)
            } else {
                placeStack(
                    &element.children, axis: axis, spacing: element.style.spacing.map { CGFloat($0) },
                    alignment: element.style.alignment, in: rect, path: path, names: names)
            }
            return
        case .list, .form:
            placeList(&element, in: rect, path: path, names: names)
            return
        case .button, .link, .menu:
            placeFlow(&element.children, in: rect, path: path, names: names, spacing: 0)
            return
        default:
            break
        }
        switch element.style.kind {
        case .scroll:
            placeScroll(&element, in: rect, path: path, names: names)
        case .navigationStack:
            placeBars(&element.children, in: rect, path: path, names: names)
        case .tabView:
            placeBars(&element.children, in: rect, path: path, names: names)
        default:
            placeFlow(&element.children, in: rect, path: path, names: names)
        }
    }

    private func placeStack(
        _ children: inout [_Element], axis: ScreenStyle.Axis, spacing: CGFloat?, alignment: String?, in rect: CGRect, path: String,
        names: [AnyHashable: CGRect]
    ) {
        let lengths = stackLengths(children, axis: axis, spacing: spacing, _Offer(width: rect.width, height: rect.height), path: path)
        let guided = guidedShifts(children, sizes: lengths, axis: axis, alignment: alignment, path: path)
        var position = axis == .horizontal ? rect.minX : rect.minY
        for index in children.indices {
            let chosen = lengths[index]
            let across = rect.size.across(axis) - chosen.across(axis)
            var shift: CGFloat
            switch alignment {
            case "leading", "top": shift = 0
            case "trailing", "bottom": shift = across
            default: shift = across / 2
            }
            if let guided {
                // The children's guides are on one line, the line where the stack's alignment puts it.
                let room = rect.size.across(axis) - guided.across
                shift = guided.shifts[index] + _fraction(alignment) * room
            }
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: rect.minY + shift) : CGPoint(x: rect.minX + shift, y: position)
            place(&children[index], in: CGRect(origin: origin, size: chosen), path: "\(path).\(index)", names: names)
            position += chosen.along(axis) + (spacing ?? _Phone.stackSpacing)
        }
    }

    private func placeDepth(_ children: inout [_Element], in rect: CGRect, alignment: String?, path: String, names: [AnyHashable: CGRect]) {
        let align = _Alignment(named: alignment)
        let sizes = children.indices.map { size(children[$0], _Offer(width: rect.width, height: rect.height), path: "\(path).\($0)") }
        let across = guidedShifts(children, sizes: sizes, axis: .vertical, alignment: align.horizontal.name, path: path)
        let down = guidedShifts(children, sizes: sizes, axis: .horizontal, alignment: align.vertical.name, path: path)
        for index in children.indices {
            var frame = _align(sizes[index], in: rect, align)
            // Children that set the ZStack's guide line up on it, the line where the alignment puts it.
            if let across {
                let room = rect.width - across.across
                frame.origin.x = rect.minX + across.shifts[index] + _fraction(align.horizontal.name) * room
            }
            if let down {
                let room = rect.height - down.across
                frame.origin.y = rect.minY + down.shifts[index] + _fraction(align.vertical.name) * room
            }
            place(&children[index], in: frame, path: "\(path).\(index)", names: names)
        }
    }

    /// Views that sit one above the other with no stack of their own (a body's several views, a
    /// screen's content): centred in the space, as an implicit VStack.
    func placeFlow(
        _ children: inout [_Element], in rect: CGRect, path: String, names: [AnyHashable: CGRect], spacing: CGFloat? = nil
    ) {
        guard !children.isEmpty else { return }
        if children.count == 1 {
            let chosen = size(children[0], _Offer(width: rect.width, height: rect.height), path: "\(path).0")
            place(&children[0], in: _align(chosen, in: rect, .center), path: "\(path).0", names: names)
            return
        }
        let total = stackSize(children, axis: .vertical, spacing: spacing, _Offer(width: rect.width, height: rect.height), path: path)
        let box = _align(total, in: rect, .center)
        placeStack(&children, axis: .vertical, spacing: spacing, alignment: nil, in: box, path: path, names: names)
    }

    /// A navigation stack or tab view: its bars at the top and bottom, its content between them.
    private func placeBars(_ children: inout [_Element], in rect: CGRect, path: String, names: [AnyHashable: CGRect]) {
        var top = rect.minY
        var bottom = rect.maxY
        var content: [Int] = []
        for index in children.indices {
            let child = children[index]
            switch child.role {
            case .navigationBar:
                var height = child.style.titleDisplayMode == .inline ? _Phone.inlineBar : _Phone.largeTitleBar
                if children.contains(where: { $0.role == .searchField }) { height += _Phone.searchBar }
                place(
                    &children[index], in: CGRect(x: rect.minX, y: top, width: rect.width, height: height), path: "\(path).\(index)",
                    names: names)
                top += height
            case .tabBar:
                bottom -= _Phone.tabBar
                place(
                    &children[index], in: CGRect(x: rect.minX, y: bottom, width: rect.width, height: _Phone.tabBar),
                    path: "\(path).\(index)", names: names)
            case .toolbar:
                bottom -= _Phone.bottomToolbar
                place(
                    &children[index], in: CGRect(x: rect.minX, y: bottom, width: rect.width, height: _Phone.bottomToolbar),
                    path: "\(path).\(index)", names: names)
            case .pageIndicator:
                // A page view's dots lie over the bottom of its page, centred, as UIPageControl's do:
                // the page keeps all of its room.
                let width = CGFloat(child.style.pageCount ?? 1) * 16 + 16
                children[index].frame = CGRect(x: rect.midX - width / 2, y: rect.maxY - 34, width: width, height: 26)
            case .searchField:
                // Drawn in the navigation bar, beneath the title.
                let bar = children.first { $0.role == .navigationBar }?.frame
                let y = (bar?.maxY ?? top + _Phone.searchBar) - _Phone.searchBar
                children[index].frame = CGRect(x: rect.minX + 16, y: y + 8, width: rect.width - 32, height: 36)
            default:
                content.append(index)
            }
        }
        let area = CGRect(x: rect.minX, y: top, width: rect.width, height: max(bottom - top, 0))
        var inner = content.map { children[$0] }
        placeFlow(&inner, in: area, path: "\(path).c", names: names)
        for (slot, index) in content.enumerated() { children[index] = inner[slot] }
    }

    private func placeScroll(_ element: inout _Element, in rect: CGRect, path: String, names: [AnyHashable: CGRect]) {
        let axis: ScreenStyle.Axis = element.style.axis == .horizontal ? .horizontal : .vertical
        let offer = _Offer.make(axis, along: nil, across: rect.size.across(axis))
        let content = stackSize(element.children, axis: axis, spacing: nil, offer, path: path)
        // The offset cannot pass the ends of the content.
        let limit = max(content.along(axis) - rect.size.along(axis), 0)
        let offset = min(max(axis == .horizontal ? element.scrollOffset.x : element.scrollOffset.y, 0), limit)
        if axis == .horizontal { element.scrollOffset.x = offset } else { element.scrollOffset.y = offset }
        let crossShift = max((rect.size.across(axis) - content.across(axis)) / 2, 0)
        let origin =
            axis == .horizontal
            ? CGPoint(x: rect.minX - offset, y: rect.minY + crossShift) : CGPoint(x: rect.minX + crossShift, y: rect.minY - offset)
        let box = CGRect(origin: origin, size: content)
        placeStack(&element.children, axis: axis, spacing: nil, alignment: nil, in: box, path: path, names: names.inScrollView(rect))
        reportScrollGeometry(element, in: rect, contentSize: content, names: names)
    }

    /// Tells a scroll view's `onScrollGeometryChange` readers where its content is.
    private func reportScrollGeometry(_ element: _Element, in rect: CGRect, contentSize: CGSize, names: [AnyHashable: CGRect]) {
        guard !element.scrollGeometryReports.isEmpty else { return }
        let geometry = ScrollGeometry(
            contentOffset: element.scrollOffset, contentSize: contentSize, contentInsets: EdgeInsets(), containerSize: rect.size)
        for report in element.scrollGeometryReports {
            reports.append((report, _PlacedGeometry(frame: rect, named: names, scroll: geometry)))
        }
    }

    /// Rows of at least 44 points, their content inset as the list style insets it; sections apart.
    private func placeList(_ element: inout _Element, in rect: CGRect, path: String, names: [AnyHashable: CGRect]) {
        let plain = element.style.listStyle == "plain"
        let margin = plain ? 0 : _Phone.groupedListMargin
        let contentX = rect.minX + margin + _Phone.rowContentInset
        let contentWidth = rect.width - 2 * (margin + _Phone.rowContentInset)
        let header = _TextMetrics.lineHeight("footnote")
        // Measured once to know how far the list can scroll, then placed.
        func rows(_ element: inout _Element, top: CGFloat, placing: Bool) -> CGFloat {
            var y = top
            func placeRow(_ row: inout _Element, path: String) {
                let chosen = size(row, _Offer(width: contentWidth, height: nil), path: path)
                let height = max(_Phone.rowMinimumHeight, chosen.height + 2 * _Phone.rowVerticalInset)
                let box = CGRect(x: contentX, y: y + (height - chosen.height) / 2, width: contentWidth, height: chosen.height)
                if placing { place(&row, in: box, path: path, names: names.inScrollView(rect)) }
                y += height
            }
            var inRun = false
            for index in element.children.indices {
                if element.children[index].role == .section {
                    let titled = element.children[index].label != nil
                    y += plain ? (titled ? 28 : 0) : _Phone.sectionSpacing + (titled ? header + 7 : 0)
                    let sectionTop = y
                    for row in element.children[index].children.indices {
                        placeRow(&element.children[index].children[row], path: "\(path).\(index).\(row)")
                    }
                    if placing {
                        element.children[index].frame = CGRect(
                            x: rect.minX + margin, y: sectionTop, width: rect.width - 2 * margin, height: y - sectionTop)
                    }
                    inRun = false
                } else {
                    if !inRun, !plain { y += _Phone.sectionSpacing }
                    inRun = true
                    placeRow(&element.children[index], path: "\(path).\(index)")
                }
            }
            return y - top
        }
        let length = rows(&element, top: 0, placing: false)
        element.scrollOffset.y = min(max(element.scrollOffset.y, 0), max(length - rect.height, 0))
        _ = rows(&element, top: rect.minY - element.scrollOffset.y, placing: true)
        reportScrollGeometry(element, in: rect, contentSize: CGSize(width: rect.width, height: length), names: names)
    }
}

extension Dictionary where Key == AnyHashable, Value == CGRect {
    /// The innermost scroll view's visible bounds, as the system's `.scrollView` coordinate space names them.
    func inScrollView(_ viewport: CGRect) -> Self {
        var names = self
        names[_scrollViewSpace] = viewport
        return names
    }
}

/// The name of `NamedCoordinateSpace.scrollView`.
let _scrollViewSpace = AnyHashable("scrollView")

extension _Offer {
    func inset(by insets: EdgeInsets) -> _Offer {
        _Offer(
            width: width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: height.map { max($0 - insets.top - insets.bottom, 0) })
    }
}

/// An offered length limited by a frame's bounds.
func _clamp(_ value: CGFloat, _ least: CGFloat?, _ most: CGFloat?) -> CGFloat {
    var value = value
    if let most { value = min(value, most) }
    if let least { value = max(value, least) }
    return value
}

/// The length a flexible frame takes (`frame(minWidth:maxWidth:…)`): the length offered (the
/// child's own when none is), kept between the bounds, a missing bound standing for the child's
/// length and the minimum winning over the maximum. So `maxWidth: .infinity` takes all it is
/// offered, `minHeight: 100` makes a 20-point text's frame 100 high, and with no bound the frame
/// is as big as its child.
func _flexibleLength(_ offered: CGFloat?, _ child: CGFloat, _ least: CGFloat?, _ most: CGFloat?) -> CGFloat {
    if least == nil, most == nil { return child }
    return _clamp(offered ?? child, least ?? child, most ?? child)
}

func _align(_ size: CGSize, in rect: CGRect, _ alignment: Alignment) -> CGRect {
    let dx: CGFloat
    switch alignment.horizontal.name {
    case "leading": dx = 0
    case "trailing": dx = rect.width - size.width
    default: dx = (rect.width - size.width) / 2
    }
    let dy: CGFloat
    switch alignment.vertical.name {
    case "top": dy = 0
    case "bottom": dy = rect.height - size.height
    default: dy = (rect.height - size.height) / 2
    }
    return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: size.width, height: size.height)
}

extension _Element {
    /// `.layoutPriority(_:)`, 0 unless set.
    var layoutPriority: Double {
        for step in layoutSteps.reversed() { if case .layoutPriority(let value) = step { return value } }
        return 0
    }
}

/// How far along the room left over an alignment puts its line: none at the leading (top) edge,
/// all of it at the trailing (bottom) edge, half otherwise.
func _fraction(_ alignment: String?) -> CGFloat {
    switch alignment {
    case "leading", "top": return 0
    case "trailing", "bottom": return 1
    default: return 0.5
    }
}

/// A ZStack's alignment from the name its element records ("topLeading", …).
func _Alignment(named name: String?) -> Alignment {
    guard let name else { return .center }
    let lower = name.lowercased()
    let horizontal: HorizontalAlignment = lower.contains("leading") ? .leading : lower.contains("trailing") ? .trailing : .center
    let vertical: VerticalAlignment = lower.hasPrefix("top") ? .top : lower.hasPrefix("bottom") ? .bottom : .center
    return Alignment(horizontal: horizontal, vertical: vertical)
}
