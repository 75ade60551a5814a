import Foundation
import LessonProtocol

extension _PointLayout {
    /// The size an arranged container chooses (`Arrangement.swift`).
    func arrangedSize(_ element: _Element, _ arrangement: _Arrangement, _ offer: _Offer, path: String) -> CGSize {
        switch arrangement {
        case .lazyGrid(let facts): return lazyGridSize(element, facts, offer, path: path)
        case .grid(let facts): return gridSize(element, facts, offer, path: path)
        case .gridRow:
            return size(_Element.wrapping(element.children), offer, path: path + ".row")
        case .firstThatFits(let axes):
            guard !element.children.isEmpty else { return .zero }
            let chosen = firstFitting(element, axes, offer, path: path)
            return size(element.children[chosen], offer, path: "\(path).\(chosen)")
        case .safeAreaInset(let facts):
            guard element.children.count == 2 else { return size(_Element.wrapping(element.children), offer, path: path + ".flow") }
            let (main, inset) = insetSizes(element, facts, offer, path: path)
            let axis: ScreenStyle.Axis = facts.edge.isVertical ? .vertical : .horizontal
            return CGSize.make(
                axis, along: main.along(axis) + inset.along(axis) + facts.spacing, across: max(main.across(axis), inset.across(axis)))
        }
    }

    func placeArranged(
        _ element: inout _Element, _ arrangement: _Arrangement, in rect: CGRect, path: String, names: [AnyHashable: CGRect]
    ) {
        switch arrangement {
        case .lazyGrid(let facts): placeLazyGrid(&element, facts, in: rect, path: path, names: names)
        case .grid(let facts): placeGrid(&element, facts, in: rect, path: path, names: names)
        case .gridRow: placeFlow(&element.children, in: rect, path: path, names: names)
        case .firstThatFits(let axes):
            guard !element.children.isEmpty else { return }
            let offer = _Offer(width: rect.width, height: rect.height)
            let chosen = firstFitting(element, axes, offer, path: path)
            let frame = _align(size(element.children[chosen], offer, path: "\(path).\(chosen)"), in: rect, .center)
            place(&element.children[chosen], in: frame, path: "\(path).\(chosen)", names: names)
            // Only the view that fits is on the screen.
            element.children = [element.children[chosen]]
            element.arrangement = nil
        case .safeAreaInset(let facts):
            guard element.children.count == 2 else { return placeFlow(&element.children, in: rect, path: path, names: names) }
            placeInset(&element, facts, in: rect, path: path, names: names)
        }
    }

    /// `ViewThatFits`: the first choice whose ideal size along the constrained axes fits the
    /// offer (each measured with no length along those axes), else the last.
    private func firstFitting(_ element: _Element, _ axes: Axis.Set, _ offer: _Offer, path: String) -> Int {
        let ideal = _Offer(width: axes.contains(.horizontal) ? nil : offer.width, height: axes.contains(.vertical) ? nil : offer.height)
        for index in element.children.indices {
            let chosen = size(element.children[index], ideal, path: "\(path).\(index)")
            let fitsAcross = !axes.contains(.horizontal) || offer.width.map { chosen.width <= $0 + 0.001 } ?? true
            let fitsDown = !axes.contains(.vertical) || offer.height.map { chosen.height <= $0 + 0.001 } ?? true
            if fitsAcross && fitsDown { return index }
        }
        return element.children.count - 1
    }

    /// The inset view is offered the whole length across its edge and chooses its own thickness;
    /// the view is offered what is left once the inset and its spacing are taken from its safe area.
    private func insetSizes(
        _ element: _Element, _ facts: _SafeAreaInsetFacts, _ offer: _Offer, path: String
    )
        -> (main: CGSize, inset: CGSize)
    {
        let axis: ScreenStyle.Axis = facts.edge.isVertical ? .vertical : .horizontal
        let insetIndex = 1 - facts.mainIndex
        let inset = size(
            element.children[insetIndex], _Offer.make(axis, along: nil, across: offer.across(axis)), path: "\(path).\(insetIndex)")
        let left = offer.along(axis).map { max($0 - inset.along(axis) - facts.spacing, 0) }
        let main = size(
            element.children[facts.mainIndex], _Offer.make(axis, along: left, across: offer.across(axis)),
            path: "\(path).\(facts.mainIndex)")
        return (main, inset)
    }

    private func placeInset(
        _ element: inout _Element, _ facts: _SafeAreaInsetFacts, in rect: CGRect, path: String, names: [AnyHashable: CGRect]
    ) {
        let axis: ScreenStyle.Axis = facts.edge.isVertical ? .vertical : .horizontal
        let (main, inset) = insetSizes(element, facts, _Offer(width: rect.width, height: rect.height), path: path)
        let insetIndex = 1 - facts.mainIndex
        let thickness = inset.along(axis)
        let band: CGRect
        let rest: CGRect
        switch facts.edge {
        case .top:
            band = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: thickness)
            rest = CGRect(
                x: rect.minX, y: band.maxY + facts.spacing, width: rect.width, height: max(rect.height - thickness - facts.spacing, 0))
        case .bottom:
            band = CGRect(x: rect.minX, y: rect.maxY - thickness, width: rect.width, height: thickness)
            rest = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(rect.height - thickness - facts.spacing, 0))
        case .leading:
            band = CGRect(x: rect.minX, y: rect.minY, width: thickness, height: rect.height)
            rest = CGRect(
                x: band.maxX + facts.spacing, y: rect.minY, width: max(rect.width - thickness - facts.spacing, 0), height: rect.height)
        default:
            band = CGRect(x: rect.maxX - thickness, y: rect.minY, width: thickness, height: rect.height)
            rest = CGRect(x: rect.minX, y: rect.minY, width: max(rect.width - thickness - facts.spacing, 0), height: rect.height)
        }
        place(&element.children[insetIndex], in: _align(inset, in: band, facts.alignment), path: "\(path).\(insetIndex)", names: names)
        place(&element.children[facts.mainIndex], in: _align(main, in: rest, .center), path: "\(path).\(facts.mainIndex)", names: names)
    }
}

extension Edge.Set {
    fileprivate var isVertical: Bool { self == .top || self == .bottom }
}

extension _Element {
    /// A `ViewThatFits` the layout never reached (inside a view that is not laid out) keeps the
    /// first choice that is narrow enough for the phone by an estimate of its text.
    mutating func settleUnplacedChoices() {
        for index in children.indices { children[index].settleUnplacedChoices() }
        guard case .firstThatFits = arrangement, !children.isEmpty else { return }
        let chosen = children.firstIndex { _estimatedWidth($0) <= _contentWidth } ?? children.count - 1
        children = [children[chosen]]
        arrangement = nil
    }
}
