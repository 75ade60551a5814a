import Foundation
import LessonProtocol

/// A container that sizes and places its subviews itself (iOS 16). The point layout
/// (`PointLayout.swift`) asks it as SwiftUI does: `sizeThatFits` with the size its parent offers,
/// then `placeSubviews` in the bounds it is given; a subview it does not place sits at the centre.
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }

    /// `MyLayout { … }`: the layout as a container of the views its builder makes.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _CustomLayoutView(layout: self, content: content())
    }
}

/// The subviews a layout arranges, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    let all: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ all: [LayoutSubview]) {
        self.all = all
        startIndex = 0
        endIndex = all.count
    }

    private init(_ all: [LayoutSubview], _ range: Range<Int>) {
        self.all = all
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { all[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(all, bounds) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.map(\.index) == b.map(\.index) }
}

/// One subview as a layout sees it: it can be asked its size for an offer, and placed.
public struct LayoutSubview: Equatable {
    let index: Int
    let measure: (ProposedViewSize) -> CGSize
    let placed: (_ origin: CGPoint, _ size: CGSize) -> Void

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview with its `anchor` at `position`, sized as it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = measure(proposal)
        placed(CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height), size)
    }

    /// How much the subview wants to be offered first; the runtime has no `layoutPriority` of its own here.
    public var priority: Double { 0 }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index }
}

/// What the point layout calls: the lesson's layout behind two closures over the subviews.
struct _CustomLayout {
    let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
    let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
}

struct _CustomLayoutView<L: Layout, Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .group, children: ctx.allChildElements())
        let layout = layout
        element.customLayout = _CustomLayout(
            sizeThatFits: { proposal, subviews in
                var cache = layout.makeCache(subviews: subviews)
                return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            },
            placeSubviews: { bounds, proposal, subviews in
                var cache = layout.makeCache(subviews: subviews)
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            })
        return [element]
    }
}
