import Foundation
import LessonProtocol

/// `.alignmentGuide(_:computeValue:)`: where this view says a guide lies in it.
struct _AlignmentGuideStep {
    /// The guide's name ("leading", or a custom `AlignmentID`'s type name).
    let name: String
    /// A `HorizontalAlignment` (a position across, from the leading edge) or a vertical one.
    let isHorizontal: Bool
    let compute: (ViewDimensions) -> CGFloat
}

/// Custom alignments' default values (`AlignmentID.defaultValue(in:)`), by the alignment's name.
private let _customGuideDefaults = _GuideDefaults()

final class _GuideDefaults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: (ViewDimensions) -> CGFloat] = [:]
    func set(_ name: String, _ value: @escaping (ViewDimensions) -> CGFloat) {
        lock.withLock { values[name] = value }
    }
    func value(_ name: String) -> ((ViewDimensions) -> CGFloat)? { lock.withLock { values[name] } }
}

func _registerGuide(_ id: any AlignmentID.Type) -> String {
    let name = String(describing: id)
    _customGuideDefaults.set(name) { id.defaultValue(in: $0) }
    return name
}

/// Where a guide lies in a view of this size that does not set it explicitly.
func _defaultGuide(_ name: String, isHorizontal: Bool, in dimensions: ViewDimensions) -> CGFloat {
    switch name {
    case "leading", "listRowSeparatorLeading", "top": return 0
    case "trailing", "listRowSeparatorTrailing": return dimensions.width
    case "bottom", "lastTextBaseline": return dimensions.height
    case "firstTextBaseline": return dimensions.height * 0.8
    case "center": return isHorizontal ? dimensions.width / 2 : dimensions.height / 2
    default:
        if let custom = _customGuideDefaults.value(name) { return custom(dimensions) }
        return isHorizontal ? dimensions.width / 2 : dimensions.height / 2
    }
}

extension _PointLayout {
    /// Where each child of a stack sits across it, and the stack's length across, when its
    /// children line up on a guide one of them sets (`alignmentGuide`) or on a custom alignment:
    /// each child's guide is on one line, the stack as wide as the farthest child on each side of
    /// it. Nil when the stack's own alignment places them (no child sets the guide).
    func guidedShifts(
        _ children: [_Element], sizes: [CGSize], axis: ScreenStyle.Axis, alignment: String?, path: String
    )
        -> (shifts: [CGFloat], across: CGFloat)?
    {
        let isHorizontal = axis == .vertical
        let name = alignment ?? "center"
        let standard = ["leading", "trailing", "top", "bottom", "center", "firstTextBaseline", "lastTextBaseline"]
        guard setsGuides || !standard.contains(name) else { return nil }
        let guides = children.indices.map {
            explicitGuide(children[$0], name, isHorizontal: isHorizontal, size: sizes[$0], path: "\(path).\($0)")
        }
        guard !standard.contains(name) || guides.contains(where: { $0 != nil }) else { return nil }
        let values = children.indices.map { index -> CGFloat in
            let size = sizes[index]
            return guides[index]
                ?? _defaultGuide(name, isHorizontal: isHorizontal, in: ViewDimensions(width: size.width, height: size.height))
        }
        let before = values.max() ?? 0
        let after = children.indices.map { sizes[$0].across(axis) - values[$0] }.max() ?? 0
        return (values.map { before - $0 }, before + after)
    }

    /// Where a frame (or the view a background or overlay layer decorates) puts the view inside
    /// it: by its alignment, a guide the view sets for that alignment put on the frame's own — a
    /// badge whose top and trailing guides are its centre sits on its view's top trailing corner.
    func framedRect(
        _ element: _Element, _ size: CGSize, in rect: CGRect, _ alignment: Alignment, steps: Int, path: String
    ) -> CGRect {
        var frame = _align(size, in: rect, alignment)
        guard setsGuides else { return frame }
        let outer = ViewDimensions(width: rect.width, height: rect.height)
        let across = alignment.horizontal.name
        if let guide = explicitGuide(element, across, isHorizontal: true, size: size, steps: steps, path: path) {
            frame.origin.x = rect.minX + _defaultGuide(across, isHorizontal: true, in: outer) - guide
        }
        let down = alignment.vertical.name
        if let guide = explicitGuide(element, down, isHorizontal: false, size: size, steps: steps, path: path) {
            frame.origin.y = rect.minY + _defaultGuide(down, isHorizontal: false, in: outer) - guide
        }
        return frame
    }

    /// The guide a view sets for itself (its outermost `alignmentGuide` for that guide, past
    /// the padding outside it), or that a stack inside it passes up from the first of its
    /// children that sets it; nil when none does.
    func explicitGuide(
        _ element: _Element, _ name: String, isHorizontal: Bool, size: CGSize, steps: Int? = nil, path: String
    ) -> CGFloat? {
        var offset: CGFloat = 0
        var inner = size
        for step in element.layoutSteps.prefix(steps ?? element.layoutSteps.count).reversed() {
            switch step {
            case .alignmentGuide(let guide) where guide.name == name && guide.isHorizontal == isHorizontal:
                return offset + guide.compute(ViewDimensions(width: inner.width, height: inner.height))
            case .padding(let insets):
                offset += isHorizontal ? insets.leading : insets.top
                inner = CGSize(
                    width: max(inner.width - insets.leading - insets.trailing, 0),
                    height: max(inner.height - insets.top - insets.bottom, 0))
            case .alignmentGuide, .report, .coordinateSpace, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .offset,
                .fixedSize, .layoutPriority:
                continue
            case .fixedFrame, .flexibleFrame, .position:
                return nil
            }
        }
        guard element.role == .stack, let axis = element.style.axis, axis != .depth, !element.children.isEmpty else { return nil }
        // A stack's children as it places them in its size, then the first child's guide.
        let lengths = stackLengths(
            element.children, axis: axis, spacing: element.style.spacing.map { CGFloat($0) },
            _Offer(width: inner.width, height: inner.height),
            path: path)
        let spacing = element.style.spacing.map { CGFloat($0) } ?? _Phone.stackSpacing
        let guided = guidedShifts(element.children, sizes: lengths, axis: axis, alignment: element.style.alignment, path: path)
        var along: CGFloat = 0
        for (index, child) in element.children.enumerated() {
            if let value = explicitGuide(child, name, isHorizontal: isHorizontal, size: lengths[index], path: "\(path).\(index)") {
                // Along the stack the child starts after the ones before it; across, at its shift.
                let runsAlong = (axis == .horizontal) == isHorizontal
                let across = guided?.shifts[index] ?? (inner.across(axis) - lengths[index].across(axis)) / 2
                return offset + (runsAlong ? along : across) + value
            }
            along += lengths[index].along(axis) + spacing
        }
        return nil
    }
}

extension _Element {
    /// Whether this element or one inside it sets an alignment guide.
    var setsAlignmentGuides: Bool {
        layoutSteps.contains { if case .alignmentGuide = $0 { return true } else { return false } }
            || children.contains { $0.setsAlignmentGuides }
    }
}
