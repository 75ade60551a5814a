/// Modifiers that describe the modified element itself: identifiers, tags, labels.
struct _ElementTransformModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let transform: (inout _Element) -> Void
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            transform(&element)
            return element
        }
    }
}
