import LessonProtocol

/// Shows the first of its children whose ideal size fits the space it is offered along its axes,
/// else the last: the point layout (`ArrangedLayout.swift`) measures each choice and keeps the
/// one that fits, so a row of long labels falls back to the next (usually vertical) choice.
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
        let options = choices.indices.map { ctx.childElements($0) }.filter { !$0.isEmpty }
        guard options.count > 1 else { return options.first ?? [] }
        var element = _Element(role: .group, children: options.map(_Element.wrapping))
        element.arrangement = .firstThatFits(axes)
        return [element]
    }
}

/// A rough width in points, enough to tell a row that fits an iPhone from one that does not,
/// for a `ViewThatFits` where the layout does not reach.
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
        if element.style.axis == .horizontal {
            let spacing = CGFloat(element.style.spacing ?? 8)
            return widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1))
        }
        return widths.max() ?? 0
    default:
        return element.children.map(_estimatedWidth).max() ?? 0
    }
}

protocol _TupleChildren { var _childViews: [any View] { get } }
extension TupleView: _TupleChildren { var _childViews: [any View] { children } }
